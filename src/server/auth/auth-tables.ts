import type { ColumnType } from 'kysely';

/** Row types of 0002_consent.sql: access tokens (stored as their HMAC only). */
export interface AccessTokensTable {
  id: string;
  token_digest: string;
  consent_id: string;
  pan_digest: string;
  pan_sealed: string;
  created_at: Date;
  last_used_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AuthTables {
  access_tokens: AccessTokensTable;
}
