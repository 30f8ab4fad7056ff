import { CONSENT_DATA_LIFE_DAYS } from '../../shared/consents.js';
import { DOCUMENT_RETENTION_MS } from '../../shared/documents.js';
import { purgeAuditEventsBefore } from '../audit/audit-log.js';
import { purgeEndedSessions } from '../auth/sessions.js';
import { purgeSpentBatches } from '../batch/batch-store.js';
import { purgeConsentReports, purgeReportsFetchedBefore } from '../bureau/report-store.js';
import type { AppConfig } from '../config/config.js';
import { consentsRequestedBefore, purgeConsents } from '../consent/consent-store.js';
import { purgeExpiredDocuments, purgeVerificationsBefore } from '../documents/document-store.js';
import { purgeDeadShareLinks } from '../documents/share-links.js';
import { removeQueuedFiles, type VaultRemovalServices } from '../documents/vault-removals.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { purgeLenderConsentsBefore } from '../legacy/lender-consent-store.js';
import { purgeEndedRateLimits } from '../limits/rate-limit-store.js';
import { purgeOtpChallengesBefore } from '../otp/otp-service.js';
import type { BlobStore } from '../storage/blob-store.js';
import { UNFINISHED_WRITE_AGE_MS } from '../storage/blob-store.js';

/** What the retention sweep uses, besides removing files: its schedule and the stored blobs. */
export interface RetentionServices extends VaultRemovalServices {
  config: AppConfig;
  jobs: JobQueue;
  blobStore: BlobStore;
}

/**
 * Retention: documents — file and row — are deleted 30 days after generation, and their share
 * links with them; a document never generated (failed, or stuck) goes 30 days after it was
 * requested, and a batch once none of its documents is left. A credit report goes when the data
 * life of its consent (30 days) ends; ended sessions go at once. Consent and audit records are
 * kept, masked, for one year; one-time codes for a day. Each store purges its own rows; this
 * module decides what is due. A pg-boss job runs it on a schedule; tests call `runRetention`
 * directly after moving the clock.
 */

export const RETENTION_QUEUE = 'document-retention';
const DAY_MS = 24 * 60 * 60 * 1000;
export const RECORD_RETENTION_MS = 365 * DAY_MS;
export const OTP_CHALLENGE_RETENTION_MS = DAY_MS;
const ROWS_PER_ROUND = 500;

export interface RetentionReport {
  documents: number;
  shareLinks: number;
  batches: number;
  reports: number;
  sessions: number;
  filesRemoved: number;
  filesNotRemoved: number;
  unfinishedWritesRemoved: number;
  auditEvents: number;
  consents: number;
  otpChallenges: number;
  rateLimits: number;
}

export async function runRetention(services: RetentionServices): Promise<RetentionReport> {
  const { db } = services.database;
  const now = services.clock.now();
  const report: RetentionReport = {
    documents: 0,
    shareLinks: 0,
    batches: 0,
    reports: 0,
    sessions: 0,
    filesRemoved: 0,
    filesNotRemoved: 0,
    unfinishedWritesRemoved: 0,
    auditEvents: 0,
    consents: 0,
    otpChallenges: 0,
    rateLimits: 0,
  };

  for (;;) {
    const round = await db
      .transaction()
      .execute((trx) => purgeExpiredDocuments(trx, now, ROWS_PER_ROUND));
    report.documents += round.documents;
    report.shareLinks += round.shareLinks;
    if (round.documents < ROWS_PER_ROUND) break;
  }
  report.shareLinks += await purgeDeadShareLinks(db, now);
  report.batches = await purgeSpentBatches(db, new Date(now.getTime() - DOCUMENT_RETENTION_MS));
  // A credit report lives as long as the data life of the consent it was fetched under.
  report.reports = await purgeReportsFetchedBefore(
    db,
    new Date(now.getTime() - CONSENT_DATA_LIFE_DAYS * DAY_MS),
  );
  report.sessions = await purgeEndedSessions(db, now);

  report.rateLimits = await purgeEndedRateLimits(db);

  const files = await removeQueuedFiles(services);
  report.filesRemoved = files.removed;
  report.filesNotRemoved = files.failed;
  report.unfinishedWritesRemoved =
    await services.blobStore.sweepUnfinished(UNFINISHED_WRITE_AGE_MS);

  try {
    Object.assign(report, await purgeYearOldRecords(services, now));
  } catch (error) {
    services.log.warn(
      { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
      'year-old consent and audit records not purged; will retry',
    );
  }
  return report;
}

/**
 * Consents of both flows (with the tokens and reports they granted) and audit events older than a
 * year; OTP challenges once a day old.
 */
async function purgeYearOldRecords(
  services: RetentionServices,
  now: Date,
): Promise<Pick<RetentionReport, 'auditEvents' | 'consents' | 'otpChallenges'>> {
  const before = new Date(now.getTime() - RECORD_RETENTION_MS);
  return services.database.db.transaction().execute(async (trx) => {
    let consents = 0;
    for (;;) {
      const ids = await consentsRequestedBefore(trx, before, ROWS_PER_ROUND);
      await purgeConsentReports(trx, ids);
      consents += await purgeConsents(trx, ids);
      if (ids.length < ROWS_PER_ROUND) break;
    }
    consents += await purgeLenderConsentsBefore(trx, before);
    // What a receiver could check about a deleted document is kept as long as the audit trail.
    await purgeVerificationsBefore(trx, before);
    return {
      consents,
      auditEvents: await purgeAuditEventsBefore(trx, before),
      otpChallenges: await purgeOtpChallengesBefore(
        trx,
        new Date(now.getTime() - OTP_CHALLENGE_RETENTION_MS),
      ),
    };
  });
}

/**
 * The retention queue, its schedule (DOCUMENT_RETENTION_SCHEDULE) and a worker in this process.
 * pg-boss creates one job per tick however many servers share the database.
 */
export async function startRetentionJob(services: RetentionServices): Promise<() => Promise<void>> {
  const { jobs } = services;
  await jobs.createQueue(RETENTION_QUEUE, {
    name: RETENTION_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  const schedule = services.config.documentRetentionSchedule;
  if (schedule) await jobs.schedule(RETENTION_QUEUE, schedule, {}, { tz: 'UTC' });
  else await jobs.unschedule(RETENTION_QUEUE);
  await jobs.work(RETENTION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 10 }, async () => {
    const report = await runRetention(services);
    services.log.info({ ...report }, 'retention ran');
  });
  return () => jobs.offWork(RETENTION_QUEUE);
}
