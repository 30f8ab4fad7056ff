import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import {
  type Database,
  type DatabaseLocation,
  openDatabase,
} from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { reportSkip } from './skips.js';

/**
 * Every database test runs on the embedded database and, when TEST_DATABASE_URL points at a
 * PostgreSQL server, again on a fresh database created there for this file.
 */
export type DatabaseKind = 'embedded' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ['embedded', 'postgres'];
  reportSkip(`the PostgreSQL run of ${callingTestFile()}`, 'needs TEST_DATABASE_URL');
  return ['embedded'];
}

/** The test file that is defining its tests (for the line saying what was skipped). */
function callingTestFile(): string {
  const frames = new Error().stack?.split('\n') ?? [];
  const frame = frames.find((line) => /\.test\.tsx?/.test(line));
  return /([\w.-]+\.test\.tsx?)/.exec(frame ?? '')?.[1] ?? 'a test file';
}

/** A throw-away database location of the given kind, and how to remove it afterwards. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<{ location: DatabaseLocation; url?: string; drop: () => Promise<void> }> {
  if (kind === 'embedded')
    return { location: { kind: 'memory', seed: inject('pgliteSeed') }, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `loan_docs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Defines the given tests once per database kind, each with a migrated database of its own. */
export function forEachDatabase(
  define: (getDatabase: () => Database, kind: DatabaseKind) => void,
): void {
  for (const kind of databaseKinds()) {
    describe(`on ${kind} database`, () => {
      let database: Database | undefined;
      let drop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const created = await createTestDatabase(kind);
        drop = created.drop;
        database = await openDatabase(created.location);
        await migrate(database);
      });
      afterAll(async () => {
        await database?.close();
        await drop?.();
      });
      define(() => {
        if (!database) throw new Error('database not ready');
        return database;
      }, kind);
    });
  }
}
