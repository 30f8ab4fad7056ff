import type { ColumnType } from 'kysely';
import type { DocumentType } from '../../shared/documents.js';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type LenderConsentStatus = 'requested' | 'verified';

/** Row type of 0006_lender_consents.sql: the older flow's consent to fetch one loan's documents. */
export interface LenderConsentsTable {
  id: string;
  pan_digest: string;
  bureau_consent_id: string;
  loan_id: string;
  lender_id: string;
  bank_name: string;
  mobile_masked: string;
  status: LenderConsentStatus;
  otp_challenge_id: string;
  verified_code_digest: Nullable<string>;
  /** jsonb: written as JSON text, read back parsed. */
  document_types: ColumnType<DocumentType[] | null, string | null | undefined, string | null>;
  requested_at: Date;
  last_sent_at: Date;
  verified_at: Nullable<Date>;
}

export interface LegacyTables {
  lender_consents: LenderConsentsTable;
}
