import type { ActivityEvent } from '../../shared/api/consents.js';
import type { DocumentType } from '../../shared/documents.js';
import type { Database } from '../db/database.js';
import type { MessageKey, Sentence } from '../i18n/messages.js';
import { borrowerAuditEvents } from './audit-log.js';

/** What the activity log reads from. */
export interface ActivityServices {
  database: Database;
}

/**
 * The borrower's activity log: the audit events that tell them what was done with their data,
 * as sentences. Events that only explain our own workings (an OTP requested, a batch created)
 * stay in the audit trail and out of the log.
 */

const ACTIVITY_SENTENCES = {
  'report.fetched': 'activityReportFetched',
  'documents.fetched': 'activityDocumentsFetched',
  'batch.bank-retried': 'activityBankRetried',
  'request-letter.downloaded': 'activityRequestLetter',
  'batch.keep-trying-started': 'activityKeepTryingStarted',
  'batch.keep-trying-stopped': 'activityKeepTryingStopped',
  'batch.keep-trying-recovered': 'activityKeepTryingRecovered',
  'batch.keep-trying-gave-up': 'activityKeepTryingGaveUp',
  'document.downloaded': 'activityDocumentDownloaded',
  'document.viewed': 'activityDocumentViewed',
  'document.data-downloaded': 'activityDocumentDataDownloaded',
  'document.saved-to-digilocker': 'activityDocumentSavedToDigiLocker',
  'share.created': 'activityShareCreated',
  'share.opened': 'activityShareOpened',
  'share.revoked': 'activityShareRevoked',
  'balance-transfer.pack-made': 'activityBalanceTransferPack',
  'consent.verified': 'activityConsentGiven',
  'consent.withdrawn': 'activityConsentWithdrawn',
  'tax-summary.downloaded': 'activityTaxSummary',
  'closure-letter.downloaded': 'activityClosureLetter',
  'cersai-letter.downloaded': 'activityCersaiLetter',
  'form-35.downloaded': 'activityForm35',
  'charges-letter.downloaded': 'activityChargesLetter',
  'dispute-summary.downloaded': 'activityDisputeSummary',
  'dispute.recorded': 'activityDisputeRecorded',
  'dispute.resolved': 'activityDisputeResolved',
  'dispute-letter.downloaded': 'activityDisputeLetter',
  'data.deleted': 'activityDataDeleted',
  'data.exported': 'activityDataExported',
  'session.started': 'activitySignedIn',
  'session.ended': 'activitySignedOut',
} as const satisfies Record<string, MessageKey>;

export const ACTIVITY_KINDS = Object.keys(ACTIVITY_SENTENCES) as ReadonlyArray<
  keyof typeof ACTIVITY_SENTENCES
>;

/** What one event says to the borrower. */
export function activitySentence(kind: string, detail: Record<string, unknown>): Sentence {
  const text = (name: string) => String(detail[name] ?? '');
  const sharedDocuments = Array.isArray(detail.sharedDocuments) ? detail.sharedDocuments : [];
  // A link for several documents is told by its count; for one, by the document.
  const several = sharedDocuments.length > 1;
  const key =
    several && kind === 'share.created'
      ? 'activityShareCreatedSeveral'
      : several && kind === 'share.revoked'
        ? 'activityShareRevokedSeveral'
        : ACTIVITY_SENTENCES[kind as keyof typeof ACTIVITY_SENTENCES];
  const facts =
    sharedDocuments.length === 1 ? (sharedDocuments[0] as Record<string, unknown>) : detail;
  return {
    key,
    params: {
      bank: String(facts.bankName ?? ''),
      count: several ? sharedDocuments.length : Number(detail.documents ?? 0),
      documentType: String(facts.documentType ?? '') as DocumentType,
      purpose: text('purpose'),
      everywhere: detail.everywhere ? 1 : 0,
      year: text('financialYear'),
      to: text('to'),
    },
  };
}

/** The newest entries of the log a borrower sees. */
const ACTIVITY_SHOWN = 200;

/** The borrower's activity log, newest first, each entry said in the borrower's language. */
export async function borrowerActivity(
  services: ActivityServices,
  panDigest: string,
  say: (said: Sentence) => string,
): Promise<ActivityEvent[]> {
  const events = await borrowerAuditEvents(
    services.database.db,
    panDigest,
    ACTIVITY_KINDS,
    ACTIVITY_SHOWN,
  );
  return events.map((event) => ({
    id: event.id,
    kind: event.kind,
    at: event.created_at.toISOString(),
    text: say(activitySentence(event.kind, event.detail)),
  }));
}
