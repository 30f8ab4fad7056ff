import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/tables.js';
import { assertValidBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';

const LIST_PAGE = 1000;

/**
 * Blobs as rows of `document_blobs` in the app's PostgreSQL: with several instances and no
 * object store, any instance serves any document. One statement per write, so a reader sees
 * the old bytes or the new, never part of them.
 */
export class DatabaseBlobStore implements BlobStore {
  constructor(private readonly db: Kysely<Tables>) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    assertValidBlobKey(key);
    await this.db
      .insertInto('document_blobs')
      .values({ key, bytes })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ bytes, stored_at: sql<Date>`now()` }),
      )
      .execute();
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidBlobKey(key);
    const row = await this.db
      .selectFrom('document_blobs')
      .select('bytes')
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    return Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    await this.db.deleteFrom('document_blobs').where('key', '=', key).execute();
  }

  async *list(): AsyncIterable<StoredBlob> {
    let after = '';
    for (;;) {
      const page = await this.db
        .selectFrom('document_blobs')
        .select(['key', 'stored_at'])
        .where('key', '>', after)
        .orderBy('key')
        .limit(LIST_PAGE)
        .execute();
      for (const row of page) yield { key: row.key, storedAt: row.stored_at };
      if (page.length < LIST_PAGE) return;
      after = page[page.length - 1]!.key;
    }
  }

  /** Each write is one statement: nothing is ever left half-written. */
  async sweepUnfinished(): Promise<number> {
    return 0;
  }
}
