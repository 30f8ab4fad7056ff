import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import type { SessionKind } from './auth-tables.js';

/**
 * Sessions: a borrower who proved, by an OTP to a mobile on the credit bureau's record, that a PAN
 * is theirs. The token is 256 random bits handed over once — in an HttpOnly cookie for the web
 * app, in the answer for API clients — and kept here only as an HMAC. A session ends 7 days
 * after its last use or 30 days after it began, whichever is first, or when revoked (sign out,
 * sign out everywhere, delete my data).
 *
 * A use is written down at most once a minute (the status page polls every 2 s; a write per
 * request would cost more than the request), so the idle rule has a one-minute granularity.
 */

export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** A use less than this long after the last recorded one is not written down. */
export const SESSION_TOUCH_SECONDS = 60;

/** Who a valid session speaks for. */
export interface Borrower {
  panNumber: string;
  panDigest: string;
  sessionId: string;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  panDigest: string;
  idleExpiresInSeconds: number;
  expiresAt: Date;
}

export async function startSession(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  grant: { panNumber: string; kind: SessionKind },
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  const panDigest = digest(secrets.hmacKey, 'pan', grant.panNumber);
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      token_digest: digest(secrets.hmacKey, 'session', token),
      pan_digest: panDigest,
      pan_sealed: encryptText(secrets.masterKey, grant.panNumber),
      kind: grant.kind,
      created_at: now,
      last_used_at: now,
      idle_expires_at: new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000),
      absolute_expires_at: expiresAt,
    })
    .execute();
  return { token, sessionId, panDigest, idleExpiresInSeconds: SESSION_IDLE_SECONDS, expiresAt };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The borrower a token speaks for, or null when it is unknown, revoked or expired. A use more
 * than a minute after the last recorded one pushes the idle expiry forward (never past the
 * absolute one); a use within the minute only reads.
 */
export async function authenticateSession(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  token: string,
): Promise<(Borrower & { expiresAt: Date }) | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'pan_digest', 'pan_sealed', 'last_used_at', 'absolute_expires_at'])
    .where('token_digest', '=', digest(secrets.hmacKey, 'session', token))
    .where((eb) => isLive(eb, now))
    .executeTakeFirst();
  if (!row) return null;
  const touchedBefore = new Date(now.getTime() - SESSION_TOUCH_SECONDS * 1000);
  if (row.last_used_at <= touchedBefore) {
    const idleUntil = new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000);
    await db
      .updateTable('sessions')
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
    sessionId: row.id,
    expiresAt: row.absolute_expires_at,
  };
}

/** Ends one session (sign out); false when it had ended already. */
export async function endSession(
  db: Kysely<Tables>,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of a borrower (sign out everywhere). Returns how many were live. */
export async function endBorrowerSessions(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('pan_digest', '=', panDigest)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes every session of a borrower (delete my data): each row holds the PAN, sealed. False
 * when `sessionId`, the session asking, was gone already — another request deleted the data
 * first (the row lock makes the second wait for the first).
 */
export async function purgeBorrowerSessions(
  db: Kysely<Tables>,
  panDigest: string,
  sessionId: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('pan_digest', '=', panDigest)
    .returning('id')
    .execute();
  return deleted.some((row) => row.id === sessionId);
}

/** Deletes sessions that ended (expired or revoked) before `before`. Returns how many. */
export async function purgeEndedSessions(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('absolute_expires_at', '<=', before),
        eb('idle_expires_at', '<=', before),
        eb('revoked_at', '<=', before),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether a session (by id) has neither ended nor expired. */
export async function sessionIsLive(
  db: Kysely<Tables>,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where((eb) => isLive(eb, now))
    .executeTakeFirst();
  return row !== undefined;
}

/** A session that has neither been ended nor reached its idle or absolute expiry. */
function isLive(eb: ExpressionBuilder<Tables, 'sessions'>, now: Date) {
  return eb.and([
    eb('revoked_at', 'is', null),
    eb('idle_expires_at', '>', now),
    eb('absolute_expires_at', '>', now),
  ]);
}
