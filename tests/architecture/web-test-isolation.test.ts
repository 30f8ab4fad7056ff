import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Web test files share their worker's modules (vitest.config.ts): a module one file replaced
 * with vi.mock would stay replaced, or not be replaced at all, depending on which files ran
 * before it in the same worker. A file that replaces a module runs on its own, and says so in its
 * name.
 */
it('runs every web test that replaces a module in a worker of its own', async () => {
  const entries = await readdir('src/web', { recursive: true, withFileTypes: true });
  const mocking: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.test.tsx')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/\bvi\.(?:mock|doMock)\(/.test(await readFile(file, 'utf8'))) mocking.push(file);
  }
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((file) => !file.endsWith('.isolated.test.tsx'))).toEqual([]);
});
