#!/usr/bin/env bash
# The README's promise, checked: on a fresh clone, with only Node, `npm install` then `npm test`
# pass. Run as root on a Linux machine that has the usual tools; in a private mount namespace it
# hides what a newcomer's laptop lacks — the system Chromium, poppler and qpdf, the system fonts —
# and runs without PostgreSQL (TEST_DATABASE_URL unset), so the skipped suites say so loudly.
#
#   sudo bash scripts/fresh-machine-check.sh            # the clone of HEAD, in a temporary folder
#
# It ends by itself: the namespace, the mounts and the clone go when it exits.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "Run as root: a private mount namespace hides the system's tools." >&2
  exit 2
fi
repository="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$repository" "$work/clone"

# What is hidden: each program by an empty, non-executable file; the fonts by an empty folder.
programs=(chromium chromium-browser google-chrome google-chrome-stable pdfsig pdftotext pdfinfo
  pdftoppm pdfdetach pdffonts qpdf)
touch "$work/empty-file"
mkdir "$work/empty-folder"

unshare --mount --propagation private bash -s "$work" "${programs[@]}" <<'HIDDEN'
set -euo pipefail
work="$1"; shift
for program in "$@"; do
  found="$(command -v "$program" || true)"
  [ -n "$found" ] && mount --bind "$work/empty-file" "$(readlink -f "$found")"
done
for fonts in /usr/share/fonts /usr/local/share/fonts; do
  [ -d "$fonts" ] && mount --bind "$work/empty-folder" "$fonts"
done
left=0
for program in "$@"; do
  found="$(command -v "$program" || true)"
  [ -n "$found" ] && [ -x "$found" ] && [ -s "$found" ] && left=$((left + 1))
done
echo "Hidden: $left of the programs still runnable, $(fc-list 2>/dev/null | wc -l) system fonts left"
cd "$work/clone"
unset TEST_DATABASE_URL CHROMIUM_PATH TEST_STRICT CI
started=$(date +%s)
npm install --no-audit --no-fund
installed=$(date +%s)
npm test
ended=$(date +%s)
echo "npm install: $((installed - started)) s; npm test: $((ended - installed)) s"
HIDDEN
