import { recordAudit } from '../audit/audit-log.js';
import { type Borrower, purgeBorrowerSessions } from '../auth/sessions.js';
import { purgeBorrowerBatches } from '../batch/batch-store.js';
import { purgeBorrowerReports } from '../bureau/report-store.js';
import { eraseBorrowerConsentSecrets, revokeBorrowerConsents } from '../consent/consent-store.js';
import type { Secrets } from '../crypto/secrets.js';
import { purgeBorrowerDigiLocker } from '../digilocker/digilocker-store.js';
import { purgeBorrowerDocuments } from '../documents/document-store.js';
import { removeQueuedFiles, type VaultRemovalServices } from '../documents/vault-removals.js';
import { sentence } from '../i18n/messages.js';
import { purgeBorrowerLenderConsents } from '../legacy/lender-consent-store.js';
import { purgeBorrowerDisputes } from '../loans/disputes.js';
import { purgeBorrowerSecurityReturns } from '../loans/security-returns.js';
import { purgeBorrowerChallenges } from '../otp/otp-service.js';
import { HttpProblem } from '../platform/http-problem.js';

/** What deleting a borrower's data uses, besides removing their files. */
export interface DeletionServices extends VaultRemovalServices {
  secrets: Secrets;
}

/**
 * "Delete my data": everything kept about a borrower goes, in one transaction — documents (rows
 * and files), share links, batches, stored credit reports, the days they told us papers came
 * back, the disputes they told us they raised, their one-time codes, the sealed PAN and mobile of their consents, and their sessions (so
 * they are signed out everywhere at once). Every consent is revoked, so nothing is fetched again
 * without a new one. What stays is the masked trail: consent records with masked PAN and mobile,
 * and audit events, the last saying what went.
 */

export interface DeletedData {
  documents: number;
  shareLinks: number;
  reports: number;
  batches: number;
}

export async function deleteBorrowerData(
  services: DeletionServices,
  borrower: Borrower,
): Promise<DeletedData> {
  const now = services.clock.now();
  const { panDigest } = borrower;
  const { deleted, blobKeys } = await services.database.db.transaction().execute(async (trx) => {
    // First, so that of two requests at once the second waits here and then finds its own
    // session gone: the data is deleted once.
    if (!(await purgeBorrowerSessions(trx, panDigest, borrower.sessionId))) {
      throw new HttpProblem(401, 'UNAUTHORIZED', sentence('sessionExpired'));
    }
    const documents = await purgeBorrowerDocuments(trx, now, panDigest);
    const deleted: DeletedData = {
      documents: documents.documents,
      shareLinks: documents.shareLinks,
      batches: await purgeBorrowerBatches(trx, panDigest),
      reports: await purgeBorrowerReports(trx, panDigest),
    };
    await purgeBorrowerSecurityReturns(trx, panDigest);
    await purgeBorrowerDisputes(trx, panDigest);
    await purgeBorrowerChallenges(trx, panDigest);
    await purgeBorrowerDigiLocker(trx, panDigest);
    await purgeBorrowerLenderConsents(trx, panDigest);
    await revokeBorrowerConsents(trx, panDigest, now);
    await eraseBorrowerConsentSecrets(trx, panDigest);
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'data.deleted',
      panNumber: borrower.panNumber,
      detail: { ...deleted },
    });
    return { deleted, blobKeys: documents.blobKeys };
  });
  // The rows are gone; a file left behind here is retried by the retention job.
  const removal = await removeQueuedFiles(services, blobKeys).catch((error: unknown) => {
    services.log.warn(
      { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
      'document files not removed yet; retention will retry',
    );
    return { removed: 0, failed: blobKeys.length };
  });
  services.log.info({ ...deleted, filesRemoved: removal.removed }, 'borrower data deleted');
  return deleted;
}
