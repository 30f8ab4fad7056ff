import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the plain SQL files of ./migrations in name order, each once, each in its own
 * transaction. An advisory lock keeps two servers starting together from racing.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(73501)`.execute(connection);
    try {
      await sql`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`.execute(connection);
      const done = new Set(
        (await connection.selectFrom('schema_migrations').select('version').execute()).map(
          (row) => row.version,
        ),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(migrationsDir, file), 'utf8');
        await connection.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await trx.insertInto('schema_migrations').values({ version: file }).execute();
        });
        applied.push(file);
      }
    } finally {
      await sql`select pg_advisory_unlock(73501)`.execute(connection);
    }
  });
  return applied;
}
