import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DOCUMENT_RETENTION_MS } from '../../shared/documents.js';
import { documentBlobKey } from './document-store.js';
import { queueFileRemovals, removeQueuedFiles } from './vault-removals.js';

/**
 * Retention (DESIGN.md §2): documents — file and row — are deleted 30 days after generation,
 * and their share links with them; a document never generated (failed, or stuck) goes 30 days
 * after it was requested, and a batch once none of its documents is left. Consent and audit
 * records are kept, masked, for one year. A pg-boss job runs this on a schedule; tests call
 * `runRetention` directly after moving the clock.
 */

export const RETENTION_QUEUE = 'document-retention';
export const RECORD_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
export const OTP_CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;
const DOCUMENTS_PER_ROUND = 500;

export interface RetentionReport {
  documents: number;
  shareLinks: number;
  batches: number;
  filesRemoved: number;
  filesNotRemoved: number;
  auditEvents: number;
  consents: number;
  otpChallenges: number;
}

export async function runRetention(app: FastifyInstance): Promise<RetentionReport> {
  const { db } = app.database;
  const now = app.clock.now();
  const requestedBefore = new Date(now.getTime() - DOCUMENT_RETENTION_MS);
  const report: RetentionReport = {
    documents: 0,
    shareLinks: 0,
    batches: 0,
    filesRemoved: 0,
    filesNotRemoved: 0,
    auditEvents: 0,
    consents: 0,
    otpChallenges: 0,
  };

  for (;;) {
    const round = await db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom('documents')
        .select(['id', 'blob_key'])
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', now),
            eb.and([eb('expires_at', 'is', null), eb('created_at', '<=', requestedBefore)]),
          ]),
        )
        .orderBy('id')
        .limit(DOCUMENTS_PER_ROUND)
        .execute();
      if (expired.length === 0) return { documents: 0, shareLinks: 0 };
      const ids = expired.map((document) => document.id);
      await queueFileRemovals(
        trx,
        now,
        expired.map((document) => ({
          blobKey: document.blob_key ?? documentBlobKey(document.id),
          mayBeWrittenLate: false,
        })),
      );
      const links = await trx
        .deleteFrom('share_links')
        .where('document_id', 'in', ids)
        .executeTakeFirst();
      await trx.deleteFrom('documents').where('id', 'in', ids).execute();
      return { documents: ids.length, shareLinks: Number(links.numDeletedRows) };
    });
    report.documents += round.documents;
    report.shareLinks += round.shareLinks;
    if (round.documents < DOCUMENTS_PER_ROUND) break;
  }

  const links = await db
    .deleteFrom('share_links')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  report.shareLinks += Number(links.numDeletedRows);

  const batches = await db
    .deleteFrom('batches')
    .where('created_at', '<=', requestedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select(sql`1`.as('one'))
            .whereRef('documents.request_id', '=', 'batches.id'),
        ),
      ),
    )
    .executeTakeFirst();
  report.batches = Number(batches.numDeletedRows);

  const files = await removeQueuedFiles(app);
  report.filesRemoved = files.removed;
  report.filesNotRemoved = files.failed;

  try {
    Object.assign(report, await purgeYearOldRecords(app, now));
  } catch (error) {
    app.log.warn(
      { reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
      'year-old consent and audit records not purged; will retry',
    );
  }
  return report;
}

/**
 * Consents of both flows (with the tokens and reports they granted) and audit events older than a
 * year; OTP challenges once a day old (the hourly send cap looks back one hour).
 */
async function purgeYearOldRecords(
  app: FastifyInstance,
  now: Date,
): Promise<Pick<RetentionReport, 'auditEvents' | 'consents' | 'otpChallenges'>> {
  const before = new Date(now.getTime() - RECORD_RETENTION_MS);
  return app.database.db.transaction().execute(async (trx) => {
    const old = trx.selectFrom('consents').select('id').where('requested_at', '<=', before);
    await trx.deleteFrom('access_tokens').where('consent_id', 'in', old).execute();
    await trx.deleteFrom('credit_reports').where('consent_id', 'in', old).execute();
    const consents = await trx
      .deleteFrom('consents')
      .where('requested_at', '<=', before)
      .executeTakeFirst();
    const lenderConsents = await trx
      .deleteFrom('lender_consents')
      .where('requested_at', '<=', before)
      .executeTakeFirst();
    const audit = await trx
      .deleteFrom('audit_events')
      .where('created_at', '<=', before)
      .executeTakeFirst();
    const challenges = await trx
      .deleteFrom('otp_challenges')
      .where('created_at', '<=', new Date(now.getTime() - OTP_CHALLENGE_RETENTION_MS))
      .executeTakeFirst();
    return {
      consents: Number(consents.numDeletedRows) + Number(lenderConsents.numDeletedRows),
      auditEvents: Number(audit.numDeletedRows),
      otpChallenges: Number(challenges.numDeletedRows),
    };
  });
}

/**
 * The retention queue, its schedule (DOCUMENT_RETENTION_SCHEDULE) and a worker in this process.
 * pg-boss creates one job per tick however many servers share the database.
 */
export async function startRetentionJob(app: FastifyInstance): Promise<() => Promise<void>> {
  const { jobs } = app;
  await jobs.createQueue(RETENTION_QUEUE, {
    name: RETENTION_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
  const schedule = app.config.documentRetentionSchedule;
  if (schedule) await jobs.schedule(RETENTION_QUEUE, schedule, {}, { tz: 'UTC' });
  else await jobs.unschedule(RETENTION_QUEUE);
  await jobs.work(RETENTION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 10 }, async () => {
    const report = await runRetention(app);
    app.log.info({ ...report }, 'retention ran');
  });
  return () => jobs.offWork(RETENTION_QUEUE);
}
