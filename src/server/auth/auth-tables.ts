import type { ColumnType } from 'kysely';

export type SessionKind = 'cookie' | 'bearer';

/** Row types of 0007: sessions (stored as the HMAC of their token only). */
export interface SessionsTable {
  id: string;
  token_digest: string;
  pan_digest: string;
  pan_sealed: string;
  kind: SessionKind;
  created_at: Date;
  last_used_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AuthTables {
  sessions: SessionsTable;
}
