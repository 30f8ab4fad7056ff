import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import {
  CONSENT_DATA_LIFE_DAYS,
  CONSENT_FETCH_TYPE,
  CONSENT_PURPOSE_CODE,
  type ConsentPurpose,
  type ConsentStatus,
} from '../../shared/consents.js';
import type { DocumentType } from '../../shared/documents.js';
import { maskMobile, maskPan } from '../../shared/format.js';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import type { ConsentProvider, ConsentScope } from './consent-tables.js';

/**
 * Consent records: what the borrower agreed to (the bureau lookup, each batch, each older-flow
 * lender consent), through which mobile, when, for how long, and whether it still stands.
 */

export const BUREAU_PROVIDER: ConsentProvider = {
  type: 'BUREAU',
  id: 'credit-bureau',
  name: 'Credit bureau',
};

export const BUREAU_REPORT_SCOPE: ConsentScope = {
  dataFetched: [{ type: 'CREDIT_SCORE' }, { type: 'LOAN_ACCOUNTS' }],
  providers: [BUREAU_PROVIDER],
};

/** What fetching these documents reaches: each document, and each lender once. */
export function documentsScope(
  documents: ReadonlyArray<{
    documentType: DocumentType;
    bankName: string;
    lenderId: string;
    accountMasked: string;
    financialYear?: string | undefined;
  }>,
): ConsentScope {
  const providers = new Map<string, ConsentProvider>();
  for (const document of documents) {
    providers.set(document.lenderId, {
      type: 'LENDER',
      id: document.lenderId,
      name: document.bankName,
    });
  }
  return {
    dataFetched: documents.map(({ documentType, bankName, accountMasked, financialYear }) => ({
      type: 'DOCUMENT',
      documentType,
      bankName,
      accountMasked,
      ...(financialYear ? { financialYear } : {}),
    })),
    providers: [...providers.values()],
  };
}

/** The OTP a consent is given with: where it went and which challenge. */
export interface ConsentOtp {
  mobile: string;
  mobileSource: 'entered' | 'bureau-registered';
  otpChallengeId: string;
}

export interface NewConsent {
  /** Given when the consent must share an id with the request it approves. */
  id?: string;
  purpose: ConsentPurpose;
  scope: ConsentScope;
  panNumber: string;
  /** Known at once for the bureau consent; a batch's comes with its OTP. */
  otp?: ConsentOtp;
}

/** Records a consent asked for; it is given when its OTP is verified. */
export async function recordConsent(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  consent: NewConsent,
): Promise<string> {
  const id = consent.id ?? randomBytes(16).toString('base64url');
  await db
    .insertInto('consents')
    .values({
      id,
      purpose: consent.purpose,
      purpose_code: CONSENT_PURPOSE_CODE,
      scope: JSON.stringify(consent.scope),
      fetch_type: CONSENT_FETCH_TYPE,
      data_life_days: CONSENT_DATA_LIFE_DAYS,
      status: 'requested',
      pan_digest: digest(secrets.hmacKey, 'pan', consent.panNumber),
      pan_sealed: encryptText(secrets.masterKey, consent.panNumber),
      pan_masked: maskPan(consent.panNumber),
      ...(consent.otp ? otpColumns(secrets, consent.otp) : {}),
      requested_at: now,
    })
    .execute();
  return id;
}

function otpColumns(secrets: Secrets, otp: ConsentOtp) {
  return {
    mobile_digest: digest(secrets.hmacKey, 'mobile', otp.mobile),
    mobile_sealed: encryptText(secrets.masterKey, otp.mobile),
    mobile_masked: maskMobile(otp.mobile),
    mobile_source: otp.mobileSource,
    otp_challenge_id: otp.otpChallengeId,
  };
}

/** Points a consent still asked for at the OTP just sent for it; false once it was given. */
export async function recordConsentOtp(
  db: Kysely<Tables>,
  secrets: Secrets,
  consentId: string,
  otp: ConsentOtp,
): Promise<boolean> {
  const row = await db
    .updateTable('consents')
    .set(otpColumns(secrets, otp))
    .where('id', '=', consentId)
    .where('status', '=', 'requested')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findConsent(db: Kysely<Tables>, consentId: string) {
  return db.selectFrom('consents').selectAll().where('id', '=', consentId).executeTakeFirst();
}

/**
 * Marks a consent given: its data lives from now for its data life. False if it was given
 * already (or withdrawn).
 */
export async function giveConsent(
  db: Kysely<Tables>,
  consentId: string,
  now: Date,
  /** What it covers, when that is settled only as it is given (the older flow's types). */
  scope?: ConsentScope,
): Promise<boolean> {
  const row = await db
    .updateTable('consents')
    .set((eb) => ({
      status: 'verified',
      verified_at: now,
      expires_at: sql<Date>`${now}::timestamptz + make_interval(days => ${eb.ref('data_life_days')})`,
      ...(scope ? { scope: JSON.stringify(scope) } : {}),
    }))
    .where('id', '=', consentId)
    .where('status', '=', 'requested')
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Where a given consent stands at `now`. */
export function consentStatus(
  consent: { revoked_at: Date | null; expires_at: Date | null },
  now: Date,
): ConsentStatus {
  if (consent.revoked_at) return 'REVOKED';
  if (!consent.expires_at || consent.expires_at.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** The borrower's newest bureau consent still active, if any: the one their loans come from. */
export async function activeBureauConsent(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('consents')
    .select('id')
    .where('pan_digest', '=', panDigest)
    .where('purpose', '=', 'bureau-report')
    .where('status', '=', 'verified')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every consent the borrower gave (not those only asked for), newest first. */
export async function givenConsents(db: Kysely<Tables>, panDigest: string) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('pan_digest', '=', panDigest)
    .where('status', '=', 'verified')
    .orderBy('verified_at', 'desc')
    .orderBy('requested_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The borrower's given consent by id; another borrower's answers like a missing one. */
export async function borrowerConsent(db: Kysely<Tables>, consentId: string, panDigest: string) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('id', '=', consentId)
    .where('pan_digest', '=', panDigest)
    .where('status', '=', 'verified')
    .executeTakeFirst();
}

/** Withdraws an active consent; false when it was not active (expired, or withdrawn before). */
export async function revokeConsent(
  db: Kysely<Tables>,
  consentId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('consents')
    .set({ revoked_at: now, revoked_reason: 'withdrawn' })
    .where('id', '=', consentId)
    .where('status', '=', 'verified')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The mobile a verified consent was given through — where later codes for this borrower go
 * (the batch OTP). Null when unknown or erased.
 */
export async function consentMobile(
  db: Kysely<Tables>,
  secrets: Secrets,
  consentId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('consents')
    .select('mobile_sealed')
    .where('id', '=', consentId)
    .executeTakeFirst();
  return row?.mobile_sealed ? decryptText(secrets.masterKey, row.mobile_sealed) : null;
}

/**
 * Revokes every consent of a borrower not revoked yet — given, expired or only asked for — when
 * they delete their data: nothing is fetched under any of them again, and none can be given
 * later with an OTP sent before. Returns how many.
 */
export async function revokeBorrowerConsents(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ revoked_at: now, revoked_reason: 'data-deleted' })
    .where('pan_digest', '=', panDigest)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Clears the sealed PAN and mobile of a borrower's consents: the masked record stays. */
export async function eraseBorrowerConsentSecrets(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<void> {
  await db
    .updateTable('consents')
    .set({ pan_sealed: null, mobile_sealed: null })
    .where('pan_digest', '=', panDigest)
    .execute();
}

/** Up to `limit` consents asked for before `before` (a year ago: their record is due to go). */
export async function consentsRequestedBefore(
  db: Kysely<Tables>,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('consents')
    .select('id')
    .where('requested_at', '<=', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes consent records; what was fetched or granted under them must be gone first. */
export async function purgeConsents(
  db: Kysely<Tables>,
  consentIds: readonly string[],
): Promise<number> {
  if (consentIds.length === 0) return 0;
  const result = await db.deleteFrom('consents').where('id', 'in', consentIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}
