import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { maskMobile, maskPan } from '../../shared/format.js';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import type { ConsentScope, ConsentsTable } from './consent-tables.js';

/** Consent records: what the borrower agreed to, through which mobile, and when. */

export const BUREAU_REPORT_SCOPE: ConsentScope = {
  data: ['credit score', 'loan accounts'],
  source: 'credit bureau',
};

export interface NewConsent {
  purpose: 'bureau-report';
  scope: ConsentScope;
  panNumber: string;
  mobile: string;
  mobileSource: ConsentsTable['mobile_source'];
  otpChallengeId: string;
}

export async function createConsent(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  consent: NewConsent,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db
    .insertInto('consents')
    .values({
      id,
      purpose: consent.purpose,
      scope: JSON.stringify(consent.scope),
      status: 'requested',
      pan_digest: digest(secrets.hmacKey, 'pan', consent.panNumber),
      pan_sealed: encryptText(secrets.masterKey, consent.panNumber),
      pan_masked: maskPan(consent.panNumber),
      mobile_digest: digest(secrets.hmacKey, 'mobile', consent.mobile),
      mobile_sealed: encryptText(secrets.masterKey, consent.mobile),
      mobile_masked: maskMobile(consent.mobile),
      mobile_source: consent.mobileSource,
      otp_challenge_id: consent.otpChallengeId,
      requested_at: now,
    })
    .execute();
  return id;
}

export async function findConsent(db: Kysely<Tables>, consentId: string) {
  return db.selectFrom('consents').selectAll().where('id', '=', consentId).executeTakeFirst();
}

/** Marks a requested consent verified; false if it already was. */
export async function markConsentVerified(
  db: Kysely<Tables>,
  consentId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('consents')
    .set({ status: 'verified', verified_at: now })
    .where('id', '=', consentId)
    .where('status', '=', 'requested')
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
