import type { ColumnType } from 'kysely';
import type { DocumentStatus, DocumentType } from '../../shared/documents.js';
import type { LoanType } from '../../shared/loans.js';

export interface DocumentsTable {
  id: string;
  pan_digest: string;
  /** The batch that asked for it (0024: a foreign key; the older flow's consent is a batch of one bank). */
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
  /** 0008: the code anyone can check the document with, and the SHA-256 of its signed file. */
  verification_code: string | null;
  sha256: string | null;
  /** 0009: the loan as the Document Center groups it; null on older rows. */
  loan_type: LoanType | null;
  account_masked: string | null;
  /** 0014: the financial year ("2025-26") an interest certificate speaks for; null otherwise. */
  financial_year: string | null;
  /** 0015: the lender's record of the loan the document was made from, sealed JSON; null before. */
  lender_record_sealed: string | null;
  /** 0017: the document's content as data (docs/document-data.md), sealed JSON; null before. */
  document_data_sealed: string | null;
}

/** 0008: what a receiver may learn about a document, kept beyond its deletion. */
export interface DocumentVerificationsTable {
  code: string;
  document_id: string;
  lender_name: string;
  document_type: DocumentType;
  sha256: string | null;
  issued_at: Date | null;
  expires_at: Date | null;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Date;
}

/** 0004: capability links to one document, kept as the HMAC of their token. */
export interface ShareLinksTable {
  id: string;
  pan_digest: string;
  token_digest: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 0023: the loan a balance-transfer pack was made for; null for a share. */
  loan_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0012: the documents a share link opens, in the borrower's order. */
export interface ShareLinkDocumentsTable {
  share_id: string;
  document_id: string;
  position: number;
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
  share_link_documents: ShareLinkDocumentsTable;
  vault_removals: VaultRemovalsTable;
  document_verifications: DocumentVerificationsTable;
}
