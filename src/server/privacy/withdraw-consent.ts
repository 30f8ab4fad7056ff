import type { WithdrawalResponse } from '../../shared/api/consents.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import {
  consentBatch,
  purgeBatch,
  purgePendingBatchesOfBureauConsent,
} from '../batch/batch-store.js';
import { consentReportCount, purgeConsentReports } from '../bureau/report-store.js';
import { borrowerConsent, consentStatus, revokeConsent } from '../consent/consent-store.js';
import { consentRecordView } from '../consent/consent-views.js';
import type { Secrets } from '../crypto/secrets.js';
import { purgeRequestDocuments, scopedDocuments } from '../documents/document-store.js';
import { countShareLinks } from '../documents/share-links.js';
import { removeQueuedFiles, type VaultRemovalServices } from '../documents/vault-removals.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import { purgeBorrowerDisputes } from '../loans/disputes.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';

/** What withdrawing a consent uses, besides removing the files it covered. */
export interface WithdrawalServices extends VaultRemovalServices {
  secrets: Secrets;
}

/**
 * Withdrawing a consent: the work still running under it stops and what was fetched under it is
 * deleted — a bureau consent's credit reports (and the batches not yet approved that were built
 * from them, and the borrower's credit disputes about their lines), a batch's documents, an
 * older-flow lender consent's documents — with their share links and files. The consent itself
 * stays as a record, REVOKED.
 */

export interface Withdrawn {
  documents: number;
  reports: number;
  shareLinks: number;
}

/** The request whose documents the consent fetched, and whether it is still fetching. */
async function consentRequest(
  services: WithdrawalServices,
  consent: { id: string; purpose: string },
) {
  // An older-flow lender consent's documents are a batch of one bank, approved by it.
  if (consent.purpose !== 'batch-documents' && consent.purpose !== 'lender-documents') {
    return undefined;
  }
  const batch = await consentBatch(services.database.db, consent.id);
  return batch && { requestId: batch.id, running: batch.status === 'processing' };
}

async function activeConsentOf(
  services: WithdrawalServices,
  borrower: Borrower,
  consentId: string,
) {
  const consent = await borrowerConsent(services.database.db, consentId, borrower.panDigest);
  if (!consent) throw notFound(sentence('consentNotFound404'));
  return consent;
}

/** What withdrawing would delete, for the borrower to confirm first. */
export async function withdrawalPreview(
  services: WithdrawalServices,
  borrower: Borrower,
  consentId: string,
  say: (said: Sentence) => string,
): Promise<WithdrawalResponse> {
  const { db } = services.database;
  const consent = await activeConsentOf(services, borrower, consentId);
  const request = await consentRequest(services, consent);
  const documents = request ? await scopedDocuments(db, { requestId: request.requestId }) : [];
  return {
    success: true,
    consent: consentRecordView(consent, services.clock.now(), say),
    willDelete: {
      // Each named with its loan: two loans at one bank must not read as one document twice.
      documents: documents.map((document) =>
        say(
          document.account_masked
            ? sentence('dataDocument', {
                documentType: document.document_type,
                bank: document.bank_name,
                account: document.account_masked,
                year: document.financial_year ?? '',
              })
            : sentence('documentOfBank', {
                documentType: document.document_type,
                bank: document.bank_name,
              }),
        ),
      ),
      reports: consent.purpose === 'bureau-report' ? await consentReportCount(db, consent.id) : 0,
      shareLinks: await countShareLinks(
        db,
        documents.map((document) => document.id),
      ),
    },
    stopsWork: request?.running ?? false,
  };
}

export async function withdrawConsent(
  services: WithdrawalServices,
  borrower: Borrower,
  consentId: string,
): Promise<Withdrawn> {
  const now = services.clock.now();
  const consent = await activeConsentOf(services, borrower, consentId);
  if (consentStatus(consent, now) !== 'ACTIVE') {
    throw new HttpProblem(409, 'CONSENT_NOT_ACTIVE', sentence('consentNotActive'));
  }
  const request = await consentRequest(services, consent);
  const { withdrawn, blobKeys } = await services.database.db.transaction().execute(async (trx) => {
    if (!(await revokeConsent(trx, consent.id, now))) {
      throw new HttpProblem(409, 'CONSENT_NOT_ACTIVE', sentence('consentNotActive'));
    }
    let reports = 0;
    if (consent.purpose === 'bureau-report') {
      reports = await consentReportCount(trx, consent.id);
      await purgeConsentReports(trx, [consent.id]);
      // Requests built from that report and never approved go with it.
      await purgePendingBatchesOfBureauConsent(trx, consent.id);
      // A dispute tracks a line of those reports: it goes with them.
      await purgeBorrowerDisputes(trx, borrower.panDigest);
    }
    const documents = request
      ? await purgeRequestDocuments(trx, now, request.requestId)
      : { documents: 0, shareLinks: 0, blobKeys: [] };
    // Its bank jobs find no batch and stop; nothing more is fetched under this consent.
    if (request) await purgeBatch(trx, request.requestId);
    const withdrawn: Withdrawn = {
      documents: documents.documents,
      reports,
      shareLinks: documents.shareLinks,
    };
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'consent.withdrawn',
      panDigest: borrower.panDigest,
      detail: { consentId: consent.id, purpose: consent.purpose, ...withdrawn },
    });
    return { withdrawn, blobKeys: documents.blobKeys };
  });
  // The rows are gone; a file left behind here is retried by the retention job.
  await removeQueuedFiles(services, blobKeys).catch((error: unknown) => {
    services.log.warn(
      { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
      'document files not removed yet; retention will retry',
    );
  });
  return withdrawn;
}
