import type { ColumnType } from 'kysely';
import type { BankStatus, BatchStage, BatchStatus } from '../../shared/batch.js';
import type { DocumentType } from '../../shared/documents.js';
import type { LoanType } from '../../shared/loans.js';

export interface BatchesTable {
  id: string;
  pan_digest: string;
  pan_sealed: string;
  consent_id: string;
  status: BatchStatus;
  current_stage: BatchStage;
  otp_challenge_id: string | null;
  documents_requested: number;
  created_at: Date;
  otp_verified_at: Date | null;
  completed_at: Date | null;
  /** Set by 0007: the batch's own consent record (null for batches made before it). */
  documents_consent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by 0005: the holder's name (sealed) when the PAN registry has none on record. */
  holder_name_sealed: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One document a bank is asked for: which loan, which type. */
export interface RequestedBankDocument {
  loanId: string;
  documentType: DocumentType;
  /** The loan as the Document Center groups it (absent in batches made before 0009). */
  loanType?: LoanType;
  accountMasked?: string;
  /** Last four digits of the account, when its file name needs them. */
  accountSuffix?: string;
  /** The financial year of an interest certificate. */
  financialYear?: string;
}

export interface BatchBanksTable {
  batch_id: string;
  lender_id: string;
  bank_name: string;
  status: BankStatus;
  /** Attempts started since the bank was (re)queued; a redelivered job counts again. */
  attempts: number;
  last_error: string | null;
  /** Set by 0013: the last attempt failed and pg-boss will try again after its delay. */
  awaiting_retry: ColumnType<boolean, boolean | undefined, boolean>;
  started_at: Date | null;
  finished_at: Date | null;
  /** jsonb (0005): written as JSON text, read back parsed; in priority order. */
  requested_documents: ColumnType<RequestedBankDocument[], string, string>;
  documents_requested: number;
}

export interface BatchTables {
  batches: BatchesTable;
  batch_banks: BatchBanksTable;
}
