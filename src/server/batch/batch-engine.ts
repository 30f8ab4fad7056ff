import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { BankFailureReason } from '../../shared/batch.js';
import { recordAudit } from '../audit/audit-log.js';
import { indiaDate } from '../bureau/calendar.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import type { AppConfig } from '../config/config.js';
import type { SqlExecutor } from '../db/database.js';
import {
  byDocumentPriority,
  type DocumentServices,
  documentHolderName,
  makeDocument,
} from '../documents/document-generation.js';
import {
  documentCounts,
  documentsToMake,
  failUnfinishedDocuments,
} from '../documents/document-store.js';
import type { DocumentRenderer, RenderDocument } from '../documents/render-pool.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { LenderAccountNotFoundError } from '../providers/providers.js';
import { bankFailureReason, LoanMissingFromAnswer } from './bank-failure.js';
import { advanceBatchStage, batchBorrower, finishBatchIfDone } from './batch-store.js';

/** What a bank job uses: the lenders, the render pool and the job queue, besides a document's. */
export interface BankJobServices extends DocumentServices {
  jobs: JobQueue;
  renderer: DocumentRenderer;
  metrics: AppMetrics;
  log: FastifyBaseLogger;
}

/**
 * The background half of a batch: one pg-boss job per (batch, bank), run by workers in this
 * process. A job resumes from the rows (only documents still `processing` are made), every
 * write is conditional, and counts are read from rows, so a job delivered twice, retried after a
 * crash or run by two workers at once never produces a document twice.
 */

export const BANK_QUEUE = 'batch-bank';
/** Bank jobs that failed for good (last retry lost, e.g. its process died): the bank is failed. */
export const BANK_DEAD_LETTER_QUEUE = 'batch-bank-failed';
/** How often an idle process looks for bank jobs another process enqueued. */
const POLL_INTERVAL_MS = 500;

export interface BankJobData {
  batchId: string;
  lenderId: string;
}

/** Enqueues one job per bank through `executor` — the approval transaction's, so both commit. */
export async function enqueueBankJobs(
  jobs: PgBoss,
  executor: SqlExecutor,
  settings: AppConfig['batch'],
  batchId: string,
  lenderIds: readonly string[],
): Promise<void> {
  for (const lenderId of lenderIds) {
    const data: BankJobData = { batchId, lenderId };
    await jobs.send(BANK_QUEUE, data, {
      db: executor,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.jobTimeoutSeconds,
      deadLetter: BANK_DEAD_LETTER_QUEUE,
    });
  }
}

export type BankJobOutcome = 'completed' | 'failed' | 'already-ended';

/**
 * Fetches this bank's loans from the lender and makes each of its documents not yet ready.
 * Throws (so pg-boss retries) when the lender fails and this is not the last attempt; on the
 * last attempt, or when the lender says the loan does not exist, the bank is marked failed.
 */
export async function processBankJob(
  services: BankJobServices,
  job: BankJobData,
  attempt: { last: boolean; render?: RenderDocument },
): Promise<BankJobOutcome> {
  const render = attempt.render ?? services.renderer.render;
  const { db } = services.database;
  const { batchId, lenderId } = job;

  const claimed = await db
    .updateTable('batch_banks')
    .set((eb) => ({
      status: 'processing',
      attempts: eb('attempts', '+', 1),
      awaiting_retry: false,
      started_at: eb.fn.coalesce('started_at', eb.val(services.clock.now())),
    }))
    .where('batch_id', '=', batchId)
    .where('lender_id', '=', lenderId)
    .where('status', 'in', ['pending', 'processing'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('batches')
          .select('id')
          .where('id', '=', batchId)
          .where('status', '=', 'processing'),
      ),
    )
    .returning('bank_name')
    .executeTakeFirst();
  if (!claimed) {
    // Ended by an earlier delivery, which may have died before closing the batch.
    await finishBatchIfDone(db, batchId, services.clock.now());
    return 'already-ended';
  }

  try {
    await advanceBatchStage(db, batchId, 'FETCHING_DOCUMENTS');
    const pending = await documentsToMake(db, { requestId: batchId, lenderId });
    if (pending.length > 0) {
      const borrower = await batchBorrower(db, services.secrets, batchId);
      if (!borrower) return 'already-ended';
      const asOf = indiaDate(services.clock.now());
      const accounts = await fetchAccounts(services, lenderId, borrower.panNumber, pending, asOf);
      await advanceBatchStage(db, batchId, 'GENERATING_DOCUMENTS');
      const holderName = await documentHolderName(
        services,
        borrower.panNumber,
        borrower.holderName,
      );
      const toMake = byDocumentPriority(pending).map((document) => {
        const loan = accounts.get(document.loan_id);
        if (!loan) throw new LoanMissingFromAnswer(`Lender ${lenderId} did not return a loan`);
        return { document, loan };
      });
      // The bank's documents are made together: while the render pool typesets one, others are
      // signed and stored. The priority order is the order they reach the pool.
      const made = await Promise.allSettled(
        toMake.map(({ document, loan }) =>
          makeDocument(services, render, document, {
            loan,
            borrower: { holderName, panNumber: borrower.panNumber },
            issuedOn: asOf,
          }),
        ),
      );
      const failed = made.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
    const completed = await db
      .updateTable('batch_banks')
      .set({
        status: 'completed',
        finished_at: services.clock.now(),
        last_error: null,
        failure_reason: null,
      })
      .where('batch_id', '=', batchId)
      .where('lender_id', '=', lenderId)
      .where('status', '=', 'processing')
      .returning('bank_name')
      .executeTakeFirst();
    if (completed) await recordDocumentsFetched(services, job, completed.bank_name);
    await finishBatchIfDone(db, batchId, services.clock.now());
    return 'completed';
  } catch (error) {
    const reason = errorSummary(error);
    const failureReason = bankFailureReason(error);
    services.metrics.lenderFailures.inc({ lender: lenderId });
    if (attempt.last || error instanceof LenderAccountNotFoundError) {
      await failBank(services, job, reason, failureReason);
      return 'failed';
    }
    await db
      .updateTable('batch_banks')
      .set({ last_error: reason, failure_reason: failureReason, awaiting_retry: true })
      .where('batch_id', '=', batchId)
      .where('lender_id', '=', lenderId)
      .where('status', '=', 'processing')
      .execute();
    throw error;
  }
}

/** The borrower's activity log: this bank's documents arrived. */
async function recordDocumentsFetched(
  services: BankJobServices,
  job: BankJobData,
  bankName: string,
) {
  const { db } = services.database;
  const borrower = await batchBorrower(db, services.secrets, job.batchId);
  if (!borrower) return;
  const ready = (await documentCounts(db, job.batchId))
    .filter((count) => count.lender_id === job.lenderId && count.status === 'ready')
    .reduce((sum, count) => sum + count.documents, 0);
  await recordAudit(db, services.secrets.hmacKey, services.clock.now(), {
    kind: 'documents.fetched',
    panNumber: borrower.panNumber,
    detail: { batchId: job.batchId, lenderId: job.lenderId, bankName, documents: ready },
  });
}

/** Marks the bank and its documents not yet ready as failed, then ends the batch if it can. */
export async function failBank(
  services: BankJobServices,
  job: BankJobData,
  reason: string,
  failureReason: BankFailureReason,
) {
  const { db } = services.database;
  const now = services.clock.now();
  await db.transaction().execute(async (trx) => {
    await failUnfinishedDocuments(trx, { requestId: job.batchId, lenderId: job.lenderId });
    await trx
      .updateTable('batch_banks')
      .set({
        status: 'failed',
        finished_at: now,
        last_error: reason,
        failure_reason: failureReason,
        awaiting_retry: false,
      })
      .where('batch_id', '=', job.batchId)
      .where('lender_id', '=', job.lenderId)
      .where('status', 'in', ['pending', 'processing'])
      .execute();
  });
  await finishBatchIfDone(db, job.batchId, now);
}

/**
 * A bank job pg-boss gave up on without the handler deciding (its last try was lost with its
 * process, or timed out): the dead-letter queue brings it here and the bank is failed.
 */
export function failLostBankJob(services: BankJobServices, job: BankJobData): Promise<void> {
  return failBank(services, job, 'No answer from the lender after every retry', 'no_answer');
}

async function fetchAccounts(
  services: BankJobServices,
  lenderId: string,
  panNumber: string,
  documents: ReadonlyArray<{ loan_id: string }>,
  asOf: string,
): Promise<Map<string, LoanAccount>> {
  const loanIds = [...new Set(documents.map((document) => document.loan_id))];
  const accounts = await Promise.all(
    loanIds.map((loanId) =>
      services.providers.lenders.fetchAccount({ lenderId, panNumber, loanId }, asOf),
    ),
  );
  return new Map(accounts.map((account) => [account.loanId, account]));
}

/** A short reason for the bank row and the logs: errors here name lenders, never borrowers. */
function errorSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : 'unknown error';
  return message.slice(0, 300);
}

/**
 * The workers of this process: up to BATCH_WORKERS × BATCH_JOBS_PER_WORKER bank jobs at once,
 * each started as soon as a slot frees (pg-boss's `work` takes a group and waits for all of it,
 * so a batch approved while one slow lender held a group would wait for that lender), each
 * settled on its own.
 */
export class BatchWorkers {
  readonly #workerIds: string[] = [];
  readonly #running = new Set<Promise<unknown>>();
  readonly #renderer: DocumentRenderer;
  readonly #slots: number;
  #busy = 0;
  #fetching = false;
  #fetchAgain = false;
  #pollTimer: NodeJS.Timeout | undefined;
  #stopping = false;

  constructor(private readonly services: BankJobServices) {
    this.#renderer = services.renderer;
    this.#slots = services.config.batch.workers * services.config.batch.jobsPerWorker;
  }

  async start(): Promise<void> {
    const { jobs, config } = this.services;
    await jobs.createQueue(BANK_DEAD_LETTER_QUEUE);
    await jobs.createQueue(BANK_QUEUE, {
      name: BANK_QUEUE,
      retryLimit: config.batch.retryLimit,
      retryDelay: config.batch.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: config.batch.jobTimeoutSeconds,
      deadLetter: BANK_DEAD_LETTER_QUEUE,
    });
    if (this.#slots === 0) return;
    void this.#fill();
    this.#workerIds.push(
      await jobs.work<BankJobData>(
        BANK_DEAD_LETTER_QUEUE,
        { batchSize: 10, pollingIntervalSeconds: 2 },
        (batch) => this.#track(this.#failBanks(batch)),
      ),
    );
  }

  /**
   * A batch was just approved: look for its jobs now instead of at the next poll, and start
   * the render threads while the lenders are being asked.
   */
  wake(): void {
    if (this.#slots === 0) return;
    void this.#fill();
    this.#renderer.warm();
  }

  /** Stops taking jobs and waits for the ones running to settle. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#pollTimer);
    await this.services.jobs.offWork(BANK_DEAD_LETTER_QUEUE);
    await Promise.allSettled([...this.#running]);
  }

  /** Takes jobs for every free slot; runs again when a job ends, when woken, or after a pause. */
  async #fill(): Promise<void> {
    if (this.#stopping) return;
    if (this.#fetching) {
      this.#fetchAgain = true;
      return;
    }
    this.#fetching = true;
    clearTimeout(this.#pollTimer);
    try {
      for (let free = this.#slots - this.#busy; free > 0; free = this.#slots - this.#busy) {
        const taken = await this.services.jobs.fetch<BankJobData>(BANK_QUEUE, {
          batchSize: free,
          includeMetadata: true,
        });
        for (const job of taken) {
          this.#busy += 1;
          void this.#track(this.#runBankJob(job)).finally(() => {
            this.#busy -= 1;
            void this.#fill();
          });
        }
        if (taken.length < free || this.#stopping) break;
      }
    } catch (error) {
      this.services.log.error({ reason: errorSummary(error) }, 'bank jobs not fetched');
    } finally {
      this.#fetching = false;
    }
    if (this.#fetchAgain) {
      this.#fetchAgain = false;
      void this.#fill();
    } else if (!this.#stopping) {
      this.#pollTimer = setTimeout(() => void this.#fill(), POLL_INTERVAL_MS);
      this.#pollTimer.unref();
    }
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work);
    void work.finally(() => this.#running.delete(work)).catch(() => {});
    return work;
  }

  async #runBankJob(job: PgBoss.JobWithMetadata<BankJobData>): Promise<void> {
    const { jobs, log } = this.services;
    if (this.#stopping) {
      await jobs.fail(BANK_QUEUE, job.id, { message: 'worker stopping' }).catch(() => {});
      return;
    }
    const timer = this.services.metrics.bankJobDuration.startTimer();
    try {
      const outcome = await processBankJob(this.services, job.data, {
        last: job.retryCount >= job.retryLimit,
        render: this.#renderer.render,
      });
      timer({ outcome });
      log.info({ batchId: job.data.batchId, lenderId: job.data.lenderId, outcome }, 'bank job');
      await jobs.complete(BANK_QUEUE, job.id);
    } catch (error) {
      timer({ outcome: 'retry' });
      log.warn(
        {
          batchId: job.data.batchId,
          lenderId: job.data.lenderId,
          attempt: job.retryCount + 1,
          reason: errorSummary(error),
        },
        'bank job failed; it will be retried',
      );
      await jobs
        .fail(BANK_QUEUE, job.id, { message: errorSummary(error) })
        .catch((failError: unknown) =>
          log.error({ reason: errorSummary(failError) }, 'bank job not settled'),
        );
    }
  }

  async #failBanks(batch: PgBoss.Job<BankJobData>[]): Promise<void> {
    for (const job of batch) {
      await failLostBankJob(this.services, job.data);
      this.services.log.warn(
        { batchId: job.data.batchId, lenderId: job.data.lenderId },
        'bank job gave up',
      );
    }
  }
}
