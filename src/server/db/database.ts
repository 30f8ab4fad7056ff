import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { extract as extractTar } from 'tar';
import { ConnectionLock, execLast, PGliteDialect, PreparedStatements } from './pglite-dialect.js';
import type { Tables } from './tables.js';

export interface SqlResult {
  // biome-ignore lint/suspicious/noExplicitAny: rows of arbitrary raw SQL (used by the job queue)
  rows: any[];
}

/** Raw SQL access in the shape pg-boss expects of its `db` option. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

export interface Database extends SqlExecutor {
  kind: 'embedded' | 'postgres';
  db: Kysely<Tables>;
  close(): Promise<void>;
  /** Embedded only: a tarball of the whole data directory (a seed for new databases). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded'; dataDir: string; seed?: string }
  | { kind: 'memory'; seed?: string };

/**
 * Opens the one database the server uses: a PostgreSQL server when a URL is configured,
 * otherwise embedded PGlite (a folder under DATA_DIR, or memory for tests). Same SQL on both.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openEmbedded(location);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'loan-documents' });
  // Surface connection loss in the logs instead of crashing the process; queries then fail cleanly.
  pool.on('error', () => {});
  await pool.query('select 1');
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    close: () => db.destroy(),
  };
}

/**
 * The embedded database's memory: PostgreSQL's shared buffers are allocated inside PGlite's
 * WebAssembly memory and stay resident, and its default (128 MB) is sized for a server. The
 * embedded database is small, and the operating system caches its files anyway.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB', 'wal_buffers = 512kB'];

/** The seed the build writes beside the compiled server (absent when run from the sources). */
export function bundledEmbeddedSeed(): string | undefined {
  const file = fileURLToPath(new URL('./pglite-seed.tgz', import.meta.url));
  return import.meta.url.endsWith('.js') && existsSync(file) ? file : undefined;
}

/**
 * `seed` is a tarball of an already initialised data directory (PGlite `dumpDataDir`), used only
 * when the database is new: creating a cluster from nothing takes seconds, loading one is quick.
 * A data folder on disk gets the seed unpacked by a stream before PGlite opens it, as on any
 * restart; handing the tarball to PGlite instead holds it whole in memory, and the process kept
 * about 80 MB more for good.
 */
async function openEmbedded(location: Extract<DatabaseLocation, { kind: 'embedded' | 'memory' }>) {
  let dataDir: string | undefined;
  let loadDataDir: Blob | undefined;
  if (location.kind === 'embedded') {
    dataDir = path.join(location.dataDir, 'pglite');
    const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
    if (isNew && location.seed) await unpackSeed(location.seed, dataDir);
    else await mkdir(dataDir, { recursive: true });
  } else if (location.seed) {
    loadDataDir = new Blob([await readFile(location.seed)]);
  }
  const pglite = await PGlite.create(dataDir, {
    postgresqlconf: EMBEDDED_SETTINGS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const lock = new ConnectionLock();
  const prepared = new PreparedStatements(pglite);
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite, lock, prepared) });
  const database: Database = {
    kind: 'embedded',
    db,
    executeSql: (text, values) =>
      lock.run(async () => {
        if (values && values.length > 0) return prepared.query(text, values);
        return execLast(pglite, text, prepared);
      }),
    close: async () => {
      await db.destroy();
      await lock.run(() => pglite.close());
    },
    dumpDataDir: () => lock.run(() => pglite.dumpDataDir('gzip')),
  };
  return database;
}

/**
 * Unpacks the seed beside the data folder, then renames it into place: a start cut short leaves
 * no half-made database behind (the next start unpacks again). A folder already there must be
 * empty: files without PG_VERSION are no database this server finished making, and are left
 * for a person to look at rather than overwritten.
 */
async function unpackSeed(seed: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new Error(
      `${dataDir} holds files but no database (no PG_VERSION): move it away to start a new one`,
    );
  }
  const unpacking = `${dataDir}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true });
  // The tarball's names start with "/": node-tar makes them relative to `cwd`.
  await extractTar({ file: seed, cwd: unpacking });
  await rm(dataDir, { recursive: true, force: true });
  await rename(unpacking, dataDir);
}

/** Raw SQL inside a Kysely transaction, so queued jobs commit or roll back with it. */
export function transactionExecutor(trx: Transaction<Tables>): SqlExecutor {
  return {
    executeSql: async (text, values = []) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}
