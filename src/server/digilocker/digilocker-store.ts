import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';

/** The DigiLocker tables: authorisations under way and each borrower's sealed token. */

export const AUTHORISATION_TTL_MS = 10 * 60_000;

export interface PendingAuthorisation {
  panDigest: string;
  sessionId: string;
  documentId: string;
  verifierSealed: string;
}

export async function saveAuthorisation(
  db: Kysely<Tables>,
  stateDigest: string,
  pending: PendingAuthorisation,
  now: Date,
): Promise<void> {
  await db
    .insertInto('digilocker_authorisations')
    .values({
      state_digest: stateDigest,
      pan_digest: pending.panDigest,
      session_id: pending.sessionId,
      document_id: pending.documentId,
      verifier_sealed: pending.verifierSealed,
      created_at: now,
      expires_at: new Date(now.getTime() + AUTHORISATION_TTL_MS),
    })
    .execute();
}

/**
 * The authorisation a `state` names, taken (deleted) in the same statement so it is used once
 * however often DigiLocker's redirect is replayed; undefined when unknown or expired.
 */
export async function takeAuthorisation(
  db: Kysely<Tables>,
  stateDigest: string,
  now: Date,
): Promise<PendingAuthorisation | undefined> {
  const row = await db
    .deleteFrom('digilocker_authorisations')
    .where('state_digest', '=', stateDigest)
    .returning(['pan_digest', 'session_id', 'document_id', 'verifier_sealed', 'expires_at'])
    .executeTakeFirst();
  // Expired ones go with any taken: nothing else reads them.
  await db.deleteFrom('digilocker_authorisations').where('expires_at', '<', now).execute();
  if (!row || row.expires_at <= now) return undefined;
  return {
    panDigest: row.pan_digest,
    sessionId: row.session_id,
    documentId: row.document_id,
    verifierSealed: row.verifier_sealed,
  };
}

export async function saveLink(
  db: Kysely<Tables>,
  panDigest: string,
  tokenSealed: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insertInto('digilocker_links')
    .values({
      pan_digest: panDigest,
      token_sealed: tokenSealed,
      expires_at: expiresAt,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('pan_digest')
        .doUpdateSet({ token_sealed: tokenSealed, expires_at: expiresAt, created_at: now }),
    )
    .execute();
}

/** The borrower's sealed token while it has not expired. */
export async function liveLink(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('digilocker_links')
    .select('token_sealed')
    .where('pan_digest', '=', panDigest)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.token_sealed;
}

export async function dropLink(db: Kysely<Tables>, panDigest: string): Promise<void> {
  await db.deleteFrom('digilocker_links').where('pan_digest', '=', panDigest).execute();
}

/** Delete my data: the token and any authorisation under way. */
export async function purgeBorrowerDigiLocker(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<void> {
  await db.deleteFrom('digilocker_links').where('pan_digest', '=', panDigest).execute();
  await db.deleteFrom('digilocker_authorisations').where('pan_digest', '=', panDigest).execute();
}
