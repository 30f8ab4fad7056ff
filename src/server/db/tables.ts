import type { Generated } from 'kysely';
import type { AuditTables } from '../audit/audit-tables.js';
import type { AuthTables } from '../auth/auth-tables.js';
import type { BatchTables } from '../batch/batch-tables.js';
import type { ConsentTables } from '../consent/consent-tables.js';
import type { DigiLockerTables } from '../digilocker/digilocker-tables.js';
import type { DocumentTables } from '../documents/document-tables.js';
import type { LegacyTables } from '../legacy/legacy-tables.js';
import type { LimitsTables } from '../limits/limits-tables.js';
import type { LoanTables } from '../loans/loan-tables.js';
import type { OtpTables } from '../otp/otp-tables.js';
import type { SandboxTables } from '../sandbox/sandbox-tables.js';
import type { StorageTables } from '../storage/storage-tables.js';

/**
 * Row types of our tables, matching the SQL in ./migrations. Each domain declares its own
 * tables beside its code (e.g. consent/consent-tables.ts) and they are joined here.
 * Conventions: ids are random text (unguessable), times are timestamptz, counts are integer
 * (never int8: the two drivers return it differently), personal data is stored as
 * `*_digest` (keyed HMAC, for lookup) plus `*_sealed` (AES-GCM ciphertext).
 */

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Generated<Date>;
}

export interface Tables
  extends AuditTables,
    BatchTables,
    DigiLockerTables,
    DocumentTables,
    OtpTables,
    ConsentTables,
    AuthTables,
    SandboxTables,
    LegacyTables,
    LimitsTables,
    LoanTables,
    StorageTables {
  schema_migrations: SchemaMigrationsTable;
}
