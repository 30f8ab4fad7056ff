import type { FastifyInstance } from 'fastify';
import type { Borrower } from '../auth/access-tokens.js';
import { deleteCreditReports } from '../bureau/report-store.js';
import { recordAudit } from '../consent/audit.js';
import { documentBlobKey } from './document-store.js';
import { queueFileRemovals, removeQueuedFiles } from './vault-removals.js';

/**
 * "Delete my data": everything kept about a borrower goes — documents (rows and files),
 * share links, batches, stored credit reports, the sealed PAN and mobile of their consents,
 * and their access tokens (so every session ends at once). What stays is the masked trail:
 * consent records with masked PAN and mobile, and audit events, the last saying what went.
 */

export interface DeletedData {
  documents: number;
  shareLinks: number;
  reports: number;
  batches: number;
}

export async function deleteBorrowerData(
  app: FastifyInstance,
  borrower: Borrower,
): Promise<DeletedData> {
  const now = app.clock.now();
  const { panDigest } = borrower;
  const { deleted, blobKeys } = await app.database.db.transaction().execute(async (trx) => {
    const documents = await trx
      .selectFrom('documents')
      .select(['id', 'blob_key', 'status'])
      .where('pan_digest', '=', panDigest)
      .execute();
    const files = documents.map((document) => ({
      // A document still being made has no key yet, but its file may be written any moment.
      blobKey: document.blob_key ?? documentBlobKey(document.id),
      mayBeWrittenLate: document.status === 'processing',
    }));
    await queueFileRemovals(trx, now, files);
    const shareLinks = await trx
      .deleteFrom('share_links')
      .where('pan_digest', '=', panDigest)
      .executeTakeFirst();
    await trx.deleteFrom('documents').where('pan_digest', '=', panDigest).execute();
    const batches = await trx
      .deleteFrom('batches')
      .where('pan_digest', '=', panDigest)
      .executeTakeFirst();
    const reports = await deleteCreditReports(trx, panDigest);
    await trx
      .updateTable('consents')
      .set({ pan_sealed: null, mobile_sealed: null })
      .where('pan_digest', '=', panDigest)
      .execute();
    // Ended tokens are deleted rather than revoked: each row holds the PAN, sealed.
    await trx.deleteFrom('access_tokens').where('pan_digest', '=', panDigest).execute();
    const deleted: DeletedData = {
      documents: documents.length,
      shareLinks: Number(shareLinks.numDeletedRows),
      reports,
      batches: Number(batches.numDeletedRows),
    };
    await recordAudit(trx, app.secrets.hmacKey, now, {
      kind: 'data.deleted',
      panNumber: borrower.panNumber,
      detail: { ...deleted },
    });
    return { deleted, blobKeys: files.map((file) => file.blobKey) };
  });
  // The rows are gone; a file left behind here is retried by the retention job.
  const removal = await removeQueuedFiles(app, blobKeys).catch((error: unknown) => {
    app.log.warn(
      { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
      'document files not removed yet; retention will retry',
    );
    return { removed: 0, failed: blobKeys.length };
  });
  app.log.info({ ...deleted, filesRemoved: removal.removed }, 'borrower data deleted');
  return deleted;
}
