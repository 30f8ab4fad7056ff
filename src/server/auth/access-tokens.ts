import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';

/**
 * Opaque bearer tokens granted by a verified consent: 256 random bits handed to the borrower
 * once, kept here only as an HMAC, bound to the PAN and the consent, ending after 30 minutes
 * without use or 12 hours after issue, whichever comes first.
 *
 * A use is written down at most once a minute (the status page polls every 2 s; a write per
 * request would cost more than the request). So the idle rule has a one-minute granularity: a
 * token ends between 29 and 30 minutes after its last use, never later.
 */

export const ACCESS_TOKEN_IDLE_SECONDS = 30 * 60;
export const ACCESS_TOKEN_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** A use less than this long after the last recorded one is not written down. */
export const ACCESS_TOKEN_TOUCH_SECONDS = 60;

/** Who a valid token speaks for. */
export interface Borrower {
  panNumber: string;
  panDigest: string;
  consentId: string;
  tokenId: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  tokenId: string;
  idleExpiresInSeconds: number;
}

export async function issueAccessToken(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  grant: { panNumber: string; consentId: string },
): Promise<IssuedAccessToken> {
  const accessToken = randomBytes(32).toString('base64url');
  const tokenId = randomBytes(16).toString('base64url');
  await db
    .insertInto('access_tokens')
    .values({
      id: tokenId,
      token_digest: digest(secrets.hmacKey, 'access-token', accessToken),
      consent_id: grant.consentId,
      pan_digest: digest(secrets.hmacKey, 'pan', grant.panNumber),
      pan_sealed: encryptText(secrets.masterKey, grant.panNumber),
      created_at: now,
      last_used_at: now,
      idle_expires_at: new Date(now.getTime() + ACCESS_TOKEN_IDLE_SECONDS * 1000),
      absolute_expires_at: new Date(now.getTime() + ACCESS_TOKEN_ABSOLUTE_SECONDS * 1000),
    })
    .execute();
  return { accessToken, tokenId, idleExpiresInSeconds: ACCESS_TOKEN_IDLE_SECONDS };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The borrower a token speaks for, or null when it is unknown, revoked or expired. A use more
 * than a minute after the last recorded one pushes the idle expiry forward (never past the
 * absolute one); a use within the minute only reads.
 */
export async function authenticateAccessToken(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  accessToken: string,
): Promise<Borrower | null> {
  if (!TOKEN_SHAPE.test(accessToken)) return null;
  const row = await db
    .selectFrom('access_tokens')
    .select(['id', 'consent_id', 'pan_digest', 'pan_sealed', 'last_used_at'])
    .where('token_digest', '=', digest(secrets.hmacKey, 'access-token', accessToken))
    .where('revoked_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const touchedBefore = new Date(now.getTime() - ACCESS_TOKEN_TOUCH_SECONDS * 1000);
  if (row.last_used_at <= touchedBefore) {
    const idleUntil = new Date(now.getTime() + ACCESS_TOKEN_IDLE_SECONDS * 1000);
    await db
      .updateTable('access_tokens')
      .set((eb) => ({
        last_used_at: now,
        idle_expires_at: eb.fn<Date>('least', [eb.val(idleUntil), eb.ref('absolute_expires_at')]),
      }))
      .where('id', '=', row.id)
      // Of several requests at once, one writes; none moves the last use backwards.
      .where('last_used_at', '<=', touchedBefore)
      .execute();
  }
  return {
    panNumber: decryptText(secrets.masterKey, row.pan_sealed),
    panDigest: row.pan_digest,
    consentId: row.consent_id,
    tokenId: row.id,
  };
}

/** Ends every token of a borrower (delete-my-data, sign-out everywhere). Returns how many. */
export async function revokeBorrowerTokens(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('pan_digest', '=', panDigest)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
