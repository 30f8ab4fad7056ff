import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The fonts the tests draw and render with come from npm packages, never from the machine: the
 * PAN-card photos (sharp draws SVG text through fontconfig) and the test browser's fallback
 * fonts (the web app serves its own Noto Sans; ₹ and the language switch's हिन्दी are left to
 * the phone's). So every machine — with or without system fonts — draws the same pixels.
 */

/** The npm packages the fonts come from, and the folder in each that holds them. */
const FONT_FOLDERS = [
  ['dejavu-fonts-ttf', 'ttf'],
  ['@expo-google-fonts/arimo', ''],
  ['@expo-google-fonts/tinos', ''],
  ['@expo-google-fonts/noto-sans', ''],
  ['@expo-google-fonts/noto-sans-devanagari', ''],
] as const;

let config: string | undefined;

/**
 * A fontconfig file that knows those folders only, and maps the generic families onto them. One per set of folders, kept in the
 * temporary folder with its cache, so parallel test files share it and its cache is built once.
 */
export function packageFontsConfig(): string {
  if (config) return config;
  const require = createRequire(import.meta.url);
  const folders = FONT_FOLDERS.map(([name, folder]) =>
    path.join(path.dirname(require.resolve(`${name}/package.json`)), folder),
  );
  const cacheFolder = '@CACHE@';
  const text = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${folders.map((fontFolder) => `  <dir>${fontFolder}</dir>`).join('\n')}
  <cachedir>${cacheFolder}</cachedir>
  <!-- The generic families a page may ask for, as a phone would answer them. -->
  <alias><family>sans-serif</family><prefer><family>Noto Sans</family><family>Noto Sans Devanagari</family><family>DejaVu Sans</family></prefer></alias>
  <alias><family>system-ui</family><prefer><family>Noto Sans</family><family>Noto Sans Devanagari</family></prefer></alias>
  <alias><family>serif</family><prefer><family>Tinos</family><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
`;
  const key = createHash('sha256').update(text).digest('hex').slice(0, 12);
  const folder = path.join(tmpdir(), `loan-docs-test-fonts-${key}`);
  const file = path.join(folder, 'fonts.conf');
  if (!existsSync(file)) {
    mkdirSync(path.join(folder, 'cache'), { recursive: true });
    // Written aside and renamed: a parallel file never reads half of it.
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, text.replace(cacheFolder, path.join(folder, 'cache')));
    renameSync(draft, file);
  }
  config = file;
  return file;
}
