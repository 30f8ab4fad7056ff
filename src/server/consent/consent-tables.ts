import type { ColumnType } from 'kysely';

/** Row types of 0002_consent.sql: consent records, stored credit reports, the audit trail. */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface ConsentScope {
  /** What is fetched, in the borrower's words. */
  data: string[];
  /** From whom. */
  source: string;
}

export interface ConsentsTable {
  id: string;
  purpose: string;
  scope: Json<ConsentScope>;
  status: 'requested' | 'verified';
  pan_digest: string;
  pan_sealed: Nullable<string>;
  pan_masked: string;
  mobile_digest: string;
  mobile_sealed: Nullable<string>;
  mobile_masked: string;
  mobile_source: 'entered' | 'bureau-registered';
  otp_challenge_id: string;
  requested_at: Date;
  verified_at: Nullable<Date>;
}

export interface CreditReportsTable {
  id: string;
  consent_id: string;
  pan_digest: string;
  as_of: string;
  report_sealed: string;
  fetched_at: Date;
}

export interface AuditEventsTable {
  id: string;
  kind: string;
  pan_digest: Nullable<string>;
  pan_masked: Nullable<string>;
  mobile_masked: Nullable<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Date;
}

export interface ConsentTables {
  consents: ConsentsTable;
  credit_reports: CreditReportsTable;
  audit_events: AuditEventsTable;
}
