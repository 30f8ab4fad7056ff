import type { ColumnType, Generated } from 'kysely';

/** Row types of 0002_consent.sql: one-time codes. */
export interface OtpChallengesTable {
  id: string;
  purpose: string;
  subject: string;
  mobile_digest: string;
  code_digest: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  superseded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 0007: the PAN the code was sent for, sealed (a sign-in names no PAN when it verifies). */
  pan_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0018: the client that asked, for codes anyone knowing a PAN can ask for; else null. */
  client_digest: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0018: whose code it is (null on older rows). */
  pan_digest: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OtpTables {
  otp_challenges: OtpChallengesTable;
}
