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
  panNumber?: string;
  mobile?: string;
  detail?: Record<string, string | number | boolean | null>;
}

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
      pan_digest: event.panNumber ? digest(hmacKey, 'pan', event.panNumber) : null,
      pan_masked: event.panNumber ? maskPan(event.panNumber) : null,
      mobile_masked: event.mobile ? maskMobile(event.mobile) : null,
      detail: JSON.stringify(event.detail ?? {}),
      created_at: at,
    })
    .execute();
}
