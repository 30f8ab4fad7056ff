import type { ColumnType } from 'kysely';
import type { ConsentProviderType, ConsentPurpose } from '../../shared/consents.js';
import type { DocumentType } from '../../shared/documents.js';

/** Row types of 0002 and 0007: consent records and the credit reports fetched under them. */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

/** One thing a consent lets us fetch. */
export type FetchedData =
  | { type: 'CREDIT_SCORE' }
  | { type: 'LOAN_ACCOUNTS' }
  | {
      type: 'DOCUMENT';
      documentType: DocumentType;
      bankName: string;
      accountMasked: string;
      /** The year of an interest certificate. */
      financialYear?: string;
    };

/** Who the data is fetched from. */
export interface ConsentProvider {
  type: ConsentProviderType;
  id: string;
  name: string;
}

export interface ConsentScope {
  dataFetched: FetchedData[];
  providers: ConsentProvider[];
}

export interface ConsentsTable {
  id: string;
  purpose: ConsentPurpose;
  purpose_code: ColumnType<string, string | undefined, string>;
  scope: Json<ConsentScope>;
  fetch_type: ColumnType<string, string | undefined, string>;
  data_life_days: ColumnType<number, number | undefined, number>;
  /** requested (OTP sent or to be sent) | verified (given). */
  status: 'requested' | 'verified';
  pan_digest: string;
  pan_sealed: Nullable<string>;
  pan_masked: string;
  mobile_digest: Nullable<string>;
  mobile_sealed: Nullable<string>;
  mobile_masked: Nullable<string>;
  mobile_source: Nullable<'entered' | 'bureau-registered'>;
  otp_challenge_id: Nullable<string>;
  requested_at: Date;
  verified_at: Nullable<Date>;
  /** When the data fetched under it goes: its data life after it was given. */
  expires_at: Nullable<Date>;
  revoked_at: Nullable<Date>;
  /** 0018: why it was revoked (null on rows revoked before it was recorded). */
  revoked_reason: Nullable<ConsentRevokedReason>;
}

/** Withdrawn by the borrower, or revoked when they deleted their data. */
export type ConsentRevokedReason = 'withdrawn' | 'data-deleted';

export interface CreditReportsTable {
  id: string;
  consent_id: string;
  pan_digest: string;
  as_of: string;
  report_sealed: string;
  fetched_at: Date;
}

export interface ConsentTables {
  consents: ConsentsTable;
  credit_reports: CreditReportsTable;
}
