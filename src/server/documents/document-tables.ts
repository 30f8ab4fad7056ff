import type { ColumnType } from 'kysely';
import type { DocumentType } from '../../shared/documents.js';

export type DocumentStatus = 'processing' | 'ready' | 'failed';

export interface DocumentsTable {
  id: string;
  pan_digest: string;
  /** The batch id, or for the older per-bank flow the id of that bank's consent. */
  request_id: string;
  loan_id: string;
  lender_id: string;
  bank_name: string;
  document_type: DocumentType;
  display_name: string;
  file_name: string;
  status: DocumentStatus;
  blob_key: string | null;
  file_size: number | null;
  download_count: number;
  created_at: Date;
  generated_at: Date | null;
  expires_at: Date | null;
}

/** 0004: capability links to one document, kept as the HMAC of their token. */
export interface ShareLinksTable {
  id: string;
  document_id: string;
  pan_digest: string;
  token_digest: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 0004: vault files whose rows are gone, removed after commit and retried by retention. */
export interface VaultRemovalsTable {
  blob_key: string;
  not_before: Date;
  attempts: ColumnType<number, number | undefined, number>;
  queued_at: Date;
}

export interface DocumentTables {
  documents: DocumentsTable;
  share_links: ShareLinksTable;
  vault_removals: VaultRemovalsTable;
}
