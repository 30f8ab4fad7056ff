import type { ColumnType } from 'kysely';

/** Row types of 0002_consent.sql: the audit trail. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface AuditEventsTable {
  id: string;
  kind: string;
  pan_digest: Nullable<string>;
  pan_masked: Nullable<string>;
  mobile_masked: Nullable<string>;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Date;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}
