// Compiles the server (src/server, with what it uses of src/shared) into plain JavaScript:
// dist/server/main.js, render-worker.js for the render threads, the SQL migrations and the Typst
// template beside them,
// and a seed for new embedded databases (pglite-seed.tgz). Packages stay in node_modules.
// Plain JavaScript itself, so `npm start` needs no loader.
import { execFileSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = path.join(root, 'dist/server');

/** `seed: false` skips the embedded seed (tests that run the server on PostgreSQL need none). */
export async function buildServer(outdir = serverOutDir, { seed = true } = {}) {
  await rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [
      'src/server/main.ts',
      'src/server/documents/render-worker.ts',
      'src/server/embedded-seed.ts',
    ],
    outdir,
    // Flat: main.js and render-worker.js side by side, so `new URL('./render-worker.js',
    // import.meta.url)` finds the worker from whichever chunk holds the render pool.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  // The Typst template the render threads read beside their chunk.
  await cp(
    path.join(root, 'src/server/pdf/typeset/loan-document.typ'),
    path.join(outdir, 'loan-document.typ'),
  );
  // A fresh embedded data folder starts from this instead of running initdb (seconds, memory).
  if (!seed) return;
  execFileSync(process.execPath, [
    path.join(outdir, 'embedded-seed.js'),
    path.join(outdir, 'pglite-seed.tgz'),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : serverOutDir);
}
