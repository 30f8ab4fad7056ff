import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log.js';
import { transactionExecutor } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { documentCounts } from '../documents/document-store.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueBankJobs } from './batch-engine.js';
import { batchBorrower } from './batch-store.js';
import { type KeepTryingSmsServices, sendOwedSms } from './keep-trying-sms.js';
import { claimDueTry, dueTries, type SettledBank, settleKeepTrying } from './keep-trying-store.js';

/** What keeping on trying a bank uses: the job queue, besides the SMS it may owe. */
export interface KeepTryingServices extends KeepTryingSmsServices {
  jobs: JobQueue;
}

/**
 * Keep trying for me, run by a sweep: it settles the schedules whose last try ended (documents
 * ready, or the last try failed too) with an entry in the borrower's activity log, starts each
 * scheduled try that is due by the app's clock as an ordinary bank job, then sends the SMS the
 * borrower asked for about how it ended (keep-trying-sms.ts). The schedule is in
 * the database and the sweep is a pg-boss cron job, so it survives restarts and runs once per
 * tick however many servers share the database; a try is claimed by one conditional update.
 */

export const KEEP_TRYING_QUEUE = 'batch-keep-trying';
/** Tries started by one sweep; the rest wait for the next (a minute later). */
const TRIES_PER_SWEEP = 100;

export interface KeepTryingReport {
  started: number;
  recovered: number;
  gaveUp: number;
  /** Texts sent to borrowers who asked for one when their schedule ended. */
  smsSent: number;
}

export async function runKeepTrying(services: KeepTryingServices): Promise<KeepTryingReport> {
  const { db } = services.database;
  const now = services.clock.now();
  const settled = await db.transaction().execute(async (trx) => {
    const recovered = await settleKeepTrying(trx, 'recovered', now);
    for (const bank of recovered) {
      await recordOutcome(services, trx, now, 'batch.keep-trying-recovered', bank);
    }
    const gaveUp = await settleKeepTrying(trx, 'gave_up', now);
    for (const bank of gaveUp) {
      await recordOutcome(services, trx, now, 'batch.keep-trying-gave-up', bank);
    }
    return { recovered: recovered.length, gaveUp: gaveUp.length };
  });
  let started = 0;
  for (const due of await dueTries(db, now, TRIES_PER_SWEEP)) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimDueTry(trx, due))) return false;
      await enqueueBankJobs(
        services.jobs,
        transactionExecutor(trx),
        services.config.batch,
        due.batchId,
        [due.lenderId],
      );
      return true;
    });
    if (claimed) started += 1;
  }
  // Last, so a slow SMS gateway holds up no try: the texts the settling made owed (committed
  // above), and any an earlier sweep left.
  const sms = await sendOwedSms(services);
  return { started, ...settled, smsSent: sms.sent };
}

/** The borrower's activity log: the bank's documents came after all, or we stopped trying. */
async function recordOutcome(
  services: KeepTryingServices,
  db: Kysely<Tables>,
  now: Date,
  kind: 'batch.keep-trying-recovered' | 'batch.keep-trying-gave-up',
  bank: SettledBank,
): Promise<void> {
  const borrower = await batchBorrower(db, services.secrets, bank.batchId);
  if (!borrower) return;
  const documents = (await documentCounts(db, bank.batchId))
    .filter((count) => count.lender_id === bank.lenderId && count.status === 'ready')
    .reduce((sum, count) => sum + count.documents, 0);
  await recordAudit(db, services.secrets.hmacKey, now, {
    kind,
    panNumber: borrower.panNumber,
    detail: {
      batchId: bank.batchId,
      lenderId: bank.lenderId,
      bankName: bank.bankName,
      ...(kind === 'batch.keep-trying-recovered' ? { documents } : {}),
    },
  });
}

/**
 * The sweep's queue, its schedule (BATCH_KEEP_TRYING_SCHEDULE) and a worker in this process;
 * `onStarted` is told when tries were started (to look for their jobs at once).
 */
export async function startKeepTryingJob(
  services: KeepTryingServices,
  onStarted: () => void,
): Promise<() => Promise<void>> {
  const { jobs } = services;
  await jobs.createQueue(KEEP_TRYING_QUEUE, {
    name: KEEP_TRYING_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 5 * 60,
  });
  const schedule = services.config.batch.keepTryingSchedule;
  if (schedule) await jobs.schedule(KEEP_TRYING_QUEUE, schedule, {}, { tz: 'UTC' });
  else await jobs.unschedule(KEEP_TRYING_QUEUE);
  await jobs.work(KEEP_TRYING_QUEUE, { batchSize: 1, pollingIntervalSeconds: 10 }, async () => {
    const report = await runKeepTrying(services);
    if (report.started > 0) onStarted();
    if (report.started + report.recovered + report.gaveUp + report.smsSent > 0) {
      services.log.info({ ...report }, 'keep trying ran');
    }
  });
  return () => jobs.offWork(KEEP_TRYING_QUEUE);
}
