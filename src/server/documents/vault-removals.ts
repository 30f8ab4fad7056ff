import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { Clock } from '../platform/clock.js';
import type { DocumentVault } from '../storage/document-vault.js';

/** What removing files from the vault uses. */
export interface VaultRemovalServices {
  database: Database;
  clock: Clock;
  documentVault: DocumentVault;
  log: FastifyBaseLogger;
}

/**
 * Removing document files after their rows. Rows go first, in a transaction that also queues
 * their files here; files are removed after the commit, and whatever could not be removed is
 * retried by the retention job. So no row ever points at a missing file, and no file outlives
 * its row for longer than it takes a retry to succeed.
 */

/**
 * A document still being made when its row was deleted may have its file written a moment
 * later by the job making it: its queued removal is done now and again after this long.
 */
export const LATE_WRITE_GRACE_MS = 60 * 60 * 1000;
/** A failed removal is tried again after this long. */
export const REMOVAL_RETRY_MS = 5 * 60 * 1000;
const REMOVALS_PER_ROUND = 500;
const REMOVALS_AT_ONCE = 8;

export interface QueuedFile {
  blobKey: string;
  /** The document was still being made: remove again once the grace period has passed. */
  mayBeWrittenLate: boolean;
}

export async function queueFileRemovals(
  db: Kysely<Tables>,
  now: Date,
  files: readonly QueuedFile[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('vault_removals')
    .values(
      files.map((file) => ({
        blob_key: file.blobKey,
        not_before: file.mayBeWrittenLate ? new Date(now.getTime() + LATE_WRITE_GRACE_MS) : now,
        queued_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('blob_key').doNothing())
    .execute();
}

export interface RemovalOutcome {
  removed: number;
  failed: number;
}

/**
 * Removes queued files: the ones given (right after the commit that queued them), or else
 * every removal that is due. A removal whose grace period has not passed is done but kept.
 */
export async function removeQueuedFiles(
  services: VaultRemovalServices,
  blobKeys?: readonly string[],
): Promise<RemovalOutcome> {
  const { db } = services.database;
  const now = services.clock.now();
  const outcome: RemovalOutcome = { removed: 0, failed: 0 };
  if (blobKeys?.length === 0) return outcome;
  let query = db.selectFrom('vault_removals').select(['blob_key', 'not_before', 'attempts']);
  query = blobKeys
    ? query.where('blob_key', 'in', blobKeys)
    : query.where('not_before', '<=', now).orderBy('not_before').limit(REMOVALS_PER_ROUND);
  const due = await query.execute();
  for (let start = 0; start < due.length; start += REMOVALS_AT_ONCE) {
    await Promise.all(
      due.slice(start, start + REMOVALS_AT_ONCE).map(async (removal) => {
        try {
          await services.documentVault.remove(removal.blob_key);
        } catch (error) {
          outcome.failed += 1;
          services.log.warn(
            {
              blobKey: removal.blob_key,
              attempts: removal.attempts + 1,
              reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
            },
            'document file not removed; it will be retried',
          );
          await db
            .updateTable('vault_removals')
            .set({
              attempts: removal.attempts + 1,
              not_before: new Date(
                Math.max(removal.not_before.getTime(), now.getTime() + REMOVAL_RETRY_MS),
              ),
            })
            .where('blob_key', '=', removal.blob_key)
            .execute();
          return;
        }
        outcome.removed += 1;
        await db
          .deleteFrom('vault_removals')
          .where('blob_key', '=', removal.blob_key)
          .where('not_before', '<=', now)
          .execute();
      }),
    );
  }
  return outcome;
}
