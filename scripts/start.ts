import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the
 * server, which serves the app and the API from one origin.
 */
const indexFile = path.resolve('dist/web/index.html');

function newestSourceTime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

const builtAt = existsSync(indexFile) ? statSync(indexFile).mtimeMs : 0;
const sourcesAt = Math.max(newestSourceTime('src/web'), newestSourceTime('src/shared'));
if (builtAt < sourcesAt) {
  console.log('Building the web app…');
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}

await import('../src/server/main.js');
