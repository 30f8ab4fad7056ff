// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the compiled server (node dist/server/main.js), which serves the app and
// the API from one origin. Plain JavaScript: no TypeScript loader in production.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

function newestTime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestTime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sharedAt = Math.max(newestTime('src/shared'), newestTime('package-lock.json'));
const stale = [
  {
    what: 'the web app',
    script: 'build:web',
    built: builtAt('dist/web/index.html'),
    sources: Math.max(sharedAt, newestTime('src/web'), newestTime('vite.config.ts')),
  },
  {
    what: 'the server',
    script: 'build:server',
    built: builtAt('dist/server/main.js'),
    sources: Math.max(sharedAt, newestTime('src/server'), newestTime('scripts/build-server.mjs')),
  },
].filter((part) => part.built < part.sources);

for (const part of stale) {
  console.log(`Building ${part.what}…`);
  // In a process of its own: the bundler's memory is not kept by the server.
  const built = spawnSync('npm', ['run', '--silent', part.script], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
