import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.js';
import { PREPARED_STATEMENTS_KEPT } from './pglite-dialect.js';

/**
 * The embedded database's prepared statements: what a statement answers is the same as PGlite's
 * own `query` gives (values in and out through its type serialisers and parsers, counts of
 * changed rows, errors), plans survive transactions and follow schema changes, and the number
 * kept is bounded.
 */

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await database.executeSql(`create table things (
    id int primary key,
    label text not null,
    at timestamptz,
    facts jsonb,
    bytes bytea,
    tags text[],
    done boolean
  )`);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: a table made by this test only
const db = () => database.db as any;

async function preparedCount(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pg_prepared_statements
  `.execute(database.db);
  return rows[0]!.count;
}

describe('prepared statements on the embedded database', () => {
  it('writes and reads every kind of value as PGlite does, and counts changed rows', async () => {
    const at = new Date('2026-11-28T10:15:30.123Z');
    const row = {
      id: 1,
      label: 'first',
      at,
      facts: { amount: 1250.5, banks: ['HDFC Bank'], nested: { ok: true } },
      bytes: Buffer.from([0, 1, 254, 255]),
      tags: ['a', 'b,c', 'd"e'],
      done: false,
    };
    await db().insertInto('things').values(row).execute();
    const read = await db().selectFrom('things').selectAll().where('id', '=', 1).executeTakeFirst();
    expect(read).toEqual({ ...row, bytes: new Uint8Array([0, 1, 254, 255]) });
    expect(read.at).toBeInstanceOf(Date);

    await db().insertInto('things').values({ id: 2, label: 'second', at: null }).execute();
    const updated = await db()
      .updateTable('things')
      .set({ done: true })
      .where('id', 'in', [1, 2, 3])
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    // The same statement again, now bound to other values.
    const none = await db()
      .updateTable('things')
      .set({ done: true })
      .where('id', 'in', [7, 8, 9])
      .executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const raw = await database.executeSql('select label from things where id = $1', [2]);
    expect(raw.rows).toEqual([{ label: 'second' }]);
  });

  it('answers a failed statement with its PostgreSQL error and goes on working', async () => {
    const duplicate = db().insertInto('things').values({ id: 1, label: 'again' }).execute();
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    await expect(
      db().insertInto('things').values({ id: 1, label: 'again' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    const mistyped = sql`select * from things where id = ${'not a number'}`.execute(database.db);
    await expect(mistyped).rejects.toMatchObject({ code: '22P02' });
    const read = await db().selectFrom('things').select('label').where('id', '=', 1).execute();
    expect(read).toEqual([{ label: 'first' }]);
  });

  it('keeps a statement prepared in a transaction that rolled back, and commits what commits', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        // biome-ignore lint/suspicious/noExplicitAny: a table made by this test only
        await (trx as any).insertInto('things').values({ id: 10, label: 'rolled back' }).execute();
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect(await db().selectFrom('things').select('id').where('id', '=', 10).execute()).toEqual([]);
    await database.db.transaction().execute(async (trx) => {
      // biome-ignore lint/suspicious/noExplicitAny: a table made by this test only
      await (trx as any).insertInto('things').values({ id: 10, label: 'kept' }).execute();
    });
    const kept = await db().selectFrom('things').select('label').where('id', '=', 10).execute();
    expect(kept).toEqual([{ label: 'kept' }]);
  });

  it('follows a change of schema: a prepared select * answers with the new column', async () => {
    const before = await db().selectFrom('things').selectAll().where('id', '=', 2).execute();
    expect(before[0]).not.toHaveProperty('note');
    expect(await preparedCount()).toBeGreaterThan(0);
    await database.executeSql(`alter table things add column note text default 'added'`);
    const after = await db().selectFrom('things').selectAll().where('id', '=', 2).execute();
    expect(after[0].note).toBe('added');
    await sql.raw(`alter table things drop column note`).execute(database.db);
    const again = await db().selectFrom('things').selectAll().where('id', '=', 2).execute();
    expect(again[0]).not.toHaveProperty('note');
  });

  it(`keeps at most ${PREPARED_STATEMENTS_KEPT} statements, closing the least recently used`, async () => {
    for (let size = 1; size <= PREPARED_STATEMENTS_KEPT + 20; size++) {
      const ids = Array.from({ length: size }, (_, index) => index);
      await db().selectFrom('things').select('id').where('id', 'in', ids).execute();
    }
    expect(await preparedCount()).toBeLessThanOrEqual(PREPARED_STATEMENTS_KEPT);
    expect(await preparedCount()).toBeGreaterThanOrEqual(PREPARED_STATEMENTS_KEPT - 1);
  });
});
