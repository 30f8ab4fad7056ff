import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

/**
 * A new embedded data folder starts from the seed (unpacked before PGlite opens it), a restart
 * keeps what was written, and a start cut short while unpacking leaves nothing that breaks the
 * next one.
 */

let folder: string;
let seed: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'loan-docs-database-'));
  const seeding = await PGlite.create();
  await seeding.exec(
    `create table marks (name text primary key); insert into marks values ('seed')`,
  );
  seed = path.join(folder, 'seed.tgz');
  await writeFile(seed, Buffer.from(await (await seeding.dumpDataDir('gzip')).arrayBuffer()));
  await seeding.close();
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function marks(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'embedded', dataDir, seed });
  try {
    const { rows } = await database.executeSql('select name from marks order by name');
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

describe('embedded data folder', () => {
  it('starts a new folder from the seed and keeps what was written across a restart', async () => {
    const dataDir = path.join(folder, 'new');
    expect(await marks(dataDir)).toEqual(['seed']);
    expect(await readdir(dataDir)).toEqual(['pglite']);

    const database = await openDatabase({ kind: 'embedded', dataDir, seed });
    await database.executeSql('insert into marks values ($1)', ['written']);
    await database.close();
    // Opened again: the folder is not seeded a second time.
    expect(await marks(dataDir)).toEqual(['seed', 'written']);
  }, 60_000);

  it('recovers from a start cut short while unpacking the seed', async () => {
    const dataDir = path.join(folder, 'cut-short');
    // What a start stopped mid-unpack leaves: a partial copy beside an empty folder.
    await mkdir(path.join(dataDir, 'pglite.unpacking', 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite.unpacking', 'base', 'half'), 'partial');
    await mkdir(path.join(dataDir, 'pglite'));
    expect(await marks(dataDir)).toEqual(['seed']);
    expect(existsSync(path.join(dataDir, 'pglite.unpacking'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('refuses a folder that holds files but no database, and leaves them as they are', async () => {
    const dataDir = path.join(folder, 'not-a-database');
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'notes.txt'), 'kept');
    await expect(openDatabase({ kind: 'embedded', dataDir, seed })).rejects.toThrow(
      /holds files but no database/,
    );
    expect(await readdir(path.join(dataDir, 'pglite'))).toEqual(['notes.txt']);
  });
});
