import type { Kysely } from 'kysely';
import type { Tables } from '../../src/server/db/tables.js';

/**
 * A batch row and nothing else, already past its OTP: for tests and benchmarks that write
 * documents straight into the store, since every document is asked for by a batch.
 */
export async function bareBatch(
  db: Kysely<Tables>,
  batch: { id: string; panDigest: string; now: Date; documents: number },
): Promise<void> {
  await db
    .insertInto('batches')
    .values({
      id: batch.id,
      pan_digest: batch.panDigest,
      pan_sealed: '',
      consent_id: '',
      status: 'processing',
      current_stage: 'GENERATING_DOCUMENTS',
      otp_challenge_id: null,
      documents_requested: batch.documents,
      created_at: batch.now,
      otp_verified_at: batch.now,
      completed_at: null,
    })
    .execute();
}
