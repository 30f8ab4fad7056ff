import type { Generated } from 'kysely';

/** 0011: sealed document files, when STORAGE=database. */
export interface DocumentBlobsTable {
  key: string;
  bytes: Uint8Array;
  stored_at: Generated<Date>;
}

export interface StorageTables {
  document_blobs: DocumentBlobsTable;
}
