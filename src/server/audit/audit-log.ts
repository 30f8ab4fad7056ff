import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { maskMobile, maskPan } from '../../shared/format.js';
import { digest } from '../crypto/field-encryption.js';
import type { Tables } from '../db/tables.js';

/**
 * The audit trail: what happened, when, to whose (masked) PAN and mobile. Kinds are
 * `domain.event`, e.g. consent.requested, consent.verified, batch.created,
 * documents.downloaded, data.deleted. Detail holds small facts, never personal data.
 */
export interface AuditEvent {
  kind: string;
  /** Whose: the PAN when at hand (its digest and masked form are kept), else its digest. */
  panNumber?: string;
  panDigest?: string;
  mobile?: string;
  detail?: Record<string, AuditFact | ReadonlyArray<Record<string, AuditFact>>>;
}

type AuditFact = string | number | boolean | null;

export async function recordAudit(
  db: Kysely<Tables>,
  hmacKey: Buffer,
  at: Date,
  event: AuditEvent,
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: randomBytes(16).toString('base64url'),
      kind: event.kind,
      pan_digest: event.panNumber
        ? digest(hmacKey, 'pan', event.panNumber)
        : (event.panDigest ?? null),
      pan_masked: event.panNumber ? maskPan(event.panNumber) : null,
      mobile_masked: event.mobile ? maskMobile(event.mobile) : null,
      detail: JSON.stringify(event.detail ?? {}),
      created_at: at,
    })
    .execute();
}

/** Deletes audit events recorded before `before`. Returns how many. */
export async function purgeAuditEventsBefore(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('audit_events')
    .where('created_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A borrower's audit events, newest first, up to `limit`. */
export async function borrowerAuditEvents(
  db: Kysely<Tables>,
  panDigest: string,
  kinds: readonly string[],
  limit: number,
) {
  return db
    .selectFrom('audit_events')
    .select(['id', 'kind', 'detail', 'created_at'])
    .where('pan_digest', '=', panDigest)
    .where('kind', 'in', [...kinds])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
