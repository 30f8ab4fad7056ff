import type { ColumnType } from 'kysely';
import type { DocumentType } from '../../shared/documents.js';

export type BatchStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type BatchStage =
  | 'CONSENT_PENDING'
  | 'OTP_VERIFICATION'
  | 'PROCESSING_STARTED'
  | 'FETCHING_DOCUMENTS'
  | 'GENERATING_DOCUMENTS'
  | 'COMPLETED';
export type BankStatus = 'pending' | 'processing' | 'completed' | 'failed';

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
  /** Set by 0005: the holder's name (sealed) when the PAN registry has none on record. */
  holder_name_sealed: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One document a bank is asked for: which loan, which type. */
export interface RequestedBankDocument {
  loanId: string;
  documentType: DocumentType;
}

export interface BatchBanksTable {
  batch_id: string;
  lender_id: string;
  bank_name: string;
  status: BankStatus;
  attempts: number;
  last_error: string | null;
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
