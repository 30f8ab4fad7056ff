import type { ColumnType } from 'kysely';
import type {
  BankFailureReason,
  BankStatus,
  BatchStage,
  BatchStatus,
  KeepTryingState,
} from '../../shared/batch.js';
import type { DocumentType } from '../../shared/documents.js';
import type { LoanType } from '../../shared/loans.js';
import type { Language } from '../i18n/messages.js';

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
  /** Set by 0020: why the last attempt failed, as the borrower is told it. */
  failure_reason: ColumnType<BankFailureReason | null, BankFailureReason | null | undefined>;
  /** Set by 0020: Try again taps spent on this bank. */
  borrower_retries: ColumnType<number, number | undefined>;
  /** Set by 0020: Keep trying for me (null: never asked, or stopped). */
  keep_trying: ColumnType<KeepTryingState | null, KeepTryingState | null | undefined>;
  keep_trying_since: ColumnType<Date | null, Date | null | undefined>;
  /** When the server stops trying: 72 hours after the borrower asked. */
  keep_trying_until: ColumnType<Date | null, Date | null | undefined>;
  /** The next scheduled try; null once the last one has started. */
  keep_trying_next_at: ColumnType<Date | null, Date | null | undefined>;
  /** Scheduled tries started so far. */
  keep_trying_tries: ColumnType<number, number | undefined>;
  /** Set by 0022: the borrower asked for an SMS when the schedule ends. */
  keep_trying_sms: ColumnType<boolean, boolean | undefined>;
  /** The language they asked in (null before 0022: English). */
  keep_trying_language: ColumnType<Language | null, Language | null | undefined>;
  /** The SMS owed once the schedule has ended, and how far it got (see 0022). */
  keep_trying_sms_state: ColumnType<
    KeepTryingSmsState | null,
    KeepTryingSmsState | null | undefined
  >;
  keep_trying_sms_at: ColumnType<Date | null, Date | null | undefined>;
  keep_trying_sms_tries: ColumnType<number, number | undefined>;
}

export type KeepTryingSmsState = 'due' | 'sending' | 'sent' | 'failed' | 'unknown';

export interface BatchTables {
  batches: BatchesTable;
  batch_banks: BatchBanksTable;
}
