import type { Generated } from 'kysely';

/** Rows of db/migrations/0001_sandbox_outbox.sql. */
export interface SandboxOutboxTable {
  id: string;
  seq: Generated<number>;
  /** digest(hmacKey, 'mobile', phone) */
  phone_digest: string;
  /** encryptText(masterKey, text) */
  text_sealed: string;
  created_at: Date;
}

export interface SandboxTables {
  sandbox_outbox: SandboxOutboxTable;
}
