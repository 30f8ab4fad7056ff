import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DocumentType } from '../../shared/documents.js';
import { digest } from '../crypto/field-encryption.js';
import type { Tables } from '../db/tables.js';
import type { LenderConsentsTable } from './legacy-tables.js';

/** Per-bank consents of the older flow in the database. */

/** A per-bank consent as read back. */
export type LenderConsent = Selectable<
  Pick<
    LenderConsentsTable,
    | 'id'
    | 'pan_digest'
    | 'loan_id'
    | 'lender_id'
    | 'bank_name'
    | 'status'
    | 'otp_challenge_id'
    | 'verified_code_digest'
    | 'document_types'
    | 'verified_at'
  >
>;

const COLUMNS = [
  'id',
  'pan_digest',
  'loan_id',
  'lender_id',
  'bank_name',
  'status',
  'otp_challenge_id',
  'verified_code_digest',
  'document_types',
  'verified_at',
] as const;

/** 128 random bits: the consent token the borrower's browser holds. */
export function newLenderConsentId(): string {
  return randomBytes(16).toString('base64url');
}

/** What is kept of the code that verified a consent: an HMAC bound to that consent. */
export function verifiedCodeDigest(hmacKey: Buffer, consentId: string, code: string): string {
  return digest(hmacKey, 'otp', `lender-consent-verified\n${consentId}\n${code}`);
}

export async function findLenderConsent(
  db: Kysely<Tables>,
  consentId: string,
): Promise<LenderConsent | undefined> {
  return db
    .selectFrom('lender_consents')
    .select(COLUMNS)
    .where('id', '=', consentId)
    .executeTakeFirst();
}

/** The borrower's most recent consent for this loan, whatever its status. */
export async function latestLenderConsent(
  db: Kysely<Tables>,
  panDigest: string,
  loanId: string,
): Promise<LenderConsent | undefined> {
  return db
    .selectFrom('lender_consents')
    .select(COLUMNS)
    .where('pan_digest', '=', panDigest)
    .where('loan_id', '=', loanId)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The borrower's consent for this loan still waiting for its OTP, if asked for since `since`. */
export async function pendingLenderConsent(
  db: Kysely<Tables>,
  panDigest: string,
  loanId: string,
  since: Date,
): Promise<LenderConsent | undefined> {
  return db
    .selectFrom('lender_consents')
    .select(COLUMNS)
    .where('pan_digest', '=', panDigest)
    .where('loan_id', '=', loanId)
    .where('status', '=', 'requested')
    .where('requested_at', '>', since)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface NewLenderConsent {
  id: string;
  panDigest: string;
  bureauConsentId: string;
  loanId: string;
  lenderId: string;
  bankName: string;
  mobileMasked: string;
  otpChallengeId: string;
}

export async function createLenderConsent(
  db: Kysely<Tables>,
  now: Date,
  consent: NewLenderConsent,
): Promise<void> {
  await db
    .insertInto('lender_consents')
    .values({
      id: consent.id,
      pan_digest: consent.panDigest,
      bureau_consent_id: consent.bureauConsentId,
      loan_id: consent.loanId,
      lender_id: consent.lenderId,
      bank_name: consent.bankName,
      mobile_masked: consent.mobileMasked,
      status: 'requested',
      otp_challenge_id: consent.otpChallengeId,
      requested_at: now,
      last_sent_at: now,
    })
    .execute();
}

/** Points a pending consent at the code just resent; false if it was verified meanwhile. */
export async function recordLenderOtpResent(
  db: Kysely<Tables>,
  now: Date,
  resent: { consentId: string; otpChallengeId: string; mobileMasked: string },
): Promise<boolean> {
  const row = await db
    .updateTable('lender_consents')
    .set({
      otp_challenge_id: resent.otpChallengeId,
      mobile_masked: resent.mobileMasked,
      last_sent_at: now,
    })
    .where('id', '=', resent.consentId)
    .where('status', '=', 'requested')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the approval of a pending consent; false if it was already verified. */
export async function markLenderConsentVerified(
  db: Kysely<Tables>,
  now: Date,
  verified: { consentId: string; codeDigest: string; documentTypes: readonly DocumentType[] },
): Promise<boolean> {
  const row = await db
    .updateTable('lender_consents')
    .set({
      status: 'verified',
      verified_at: now,
      verified_code_digest: verified.codeDigest,
      document_types: JSON.stringify(verified.documentTypes),
    })
    .where('id', '=', verified.consentId)
    .where('status', '=', 'requested')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes per-bank consents asked for before `before`. Returns how many. */
export async function purgeLenderConsentsBefore(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('lender_consents')
    .where('requested_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes a borrower's per-bank consents (delete my data); the consent records stay, revoked. */
export async function purgeBorrowerLenderConsents(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<number> {
  const result = await db
    .deleteFrom('lender_consents')
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
