import type { VerifyBatchOtpBody } from '../../shared/api/batch.js';
import { OTP_PATTERN } from '../../shared/otp.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import type { AppConfig } from '../config/config.js';
import { consentMobile, giveConsent, recordConsentOtp } from '../consent/consent-store.js';
import type { Secrets } from '../crypto/secrets.js';
import { type Database, transactionExecutor } from '../db/database.js';
import { type Language, sentence } from '../i18n/messages.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import type { OtpService } from '../otp/otp-service.js';
import type { Clock } from '../platform/clock.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { enqueueBankJobs } from './batch-engine.js';
import { batchConsentActive } from './batch-status.js';
import {
  approveBatch,
  findBorrowerBatch,
  recordBatchOtpSent,
  reopenFailedBank,
} from './batch-store.js';
import { keepTryingFacts } from './keep-trying-store.js';

/** What sending a batch's OTP, approving the batch with it and asking a bank again use. */
export interface BatchApprovalServices {
  database: Database;
  clock: Clock;
  config: AppConfig;
  secrets: Secrets;
  jobs: JobQueue;
  otp: OtpService;
  metrics: AppMetrics;
}

/**
 * Sends the batch's one OTP to the mobile the bureau consent was given through (if still on the
 * bureau's record), in the borrower's language, and records it against the batch and its
 * documents consent; a 409 once the batch is approved.
 */
export async function sendBatchOtp(
  services: Pick<BatchApprovalServices, 'database' | 'secrets' | 'otp'>,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
  batchId: string,
  language: Language,
) {
  const { db } = services.database;
  const batch = await findBorrowerBatch(db, batchId, borrower.panDigest);
  if (!batch) throw notFound(sentence('batchNotFound'));
  if (batch.status !== 'pending') {
    throw new HttpProblem(409, 'BATCH_ALREADY_APPROVED', sentence('batchAlreadyApproved'));
  }
  const otp = await services.otp.issueOtp({
    purpose: 'batch-consent',
    subject: batch.id,
    panNumber: borrower.panNumber,
    mobile: (await consentMobile(db, services.secrets, batch.consentId)) ?? undefined,
    language,
  });
  if (!(await recordBatchOtpSent(db, batch.id, otp.challengeId))) {
    throw new HttpProblem(409, 'BATCH_ALREADY_APPROVED', sentence('batchAlreadyApproved'));
  }
  if (batch.documentsConsentId) {
    await recordConsentOtp(db, services.secrets, batch.documentsConsentId, {
      mobile: otp.mobile,
      mobileSource: 'bureau-registered',
      otpChallengeId: otp.challengeId,
    });
  }
  return otp;
}

/**
 * Approves the borrower's batch with its one OTP: the batch's consent given, one job per bank
 * queued, and both written to the activity log, in one transaction — so of any number of
 * simultaneous approvals exactly one queues the jobs, and the others are told it was approved.
 */
export async function approveBatchByOtp(
  services: BatchApprovalServices,
  borrower: Borrower,
  body: VerifyBatchOtpBody,
): Promise<void> {
  const { batchId, otpCode } = body;
  if (!OTP_PATTERN.test(otpCode)) {
    throw new HttpProblem(400, 'INVALID_OTP', sentence('invalidOtp'));
  }
  const batch = await findBorrowerBatch(services.database.db, batchId, borrower.panDigest);
  if (!batch) throw notFound(sentence('batchNotFound'));
  if (!batch.otpChallengeId) {
    throw new HttpProblem(400, 'OTP_NOT_SENT', sentence('otpNotSent'));
  }
  await services.otp.verifyOtpOrThrow({
    challengeId: batch.otpChallengeId,
    purpose: 'batch-consent',
    subject: batch.id,
    code: otpCode,
  });

  const now = services.clock.now();
  const approved = await services.database.db.transaction().execute(async (trx) => {
    const result = await approveBatch(trx, batch.id, now);
    if (!result) return null;
    if (batch.documentsConsentId) {
      await giveConsent(trx, batch.documentsConsentId, now);
      await recordAudit(trx, services.secrets.hmacKey, now, {
        kind: 'consent.verified',
        panNumber: borrower.panNumber,
        detail: { consentId: batch.documentsConsentId, purpose: 'batch-documents' },
      });
    }
    await enqueueBankJobs(
      services.jobs,
      transactionExecutor(trx),
      services.config.batch,
      batch.id,
      result.lenderIds,
    );
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'batch.approved',
      panNumber: borrower.panNumber,
      detail: {
        batchId: batch.id,
        banks: result.lenderIds.length,
        documents: result.documents,
      },
    });
    return result;
  });
  if (!approved) {
    throw new HttpProblem(409, 'BATCH_ALREADY_APPROVED', sentence('batchAlreadyApproved'));
  }
  services.metrics.batchesApproved.inc();
}

/**
 * Try again for a bank that failed, while the batch's consent is active and the borrower has
 * tries left: the bank is reopened and its job queued again in one transaction. The bank's name.
 */
export async function retryFailedBank(
  services: BatchApprovalServices,
  borrower: Borrower,
  batchId: string,
  lenderId: string,
): Promise<string> {
  const { db } = services.database;
  const batch = await findBorrowerBatch(db, batchId, borrower.panDigest);
  if (!batch) throw notFound(sentence('batchNotFound'));
  const now = services.clock.now();
  if (!(await batchConsentActive(db, batch.documentsConsentId, now))) {
    throw new HttpProblem(409, 'CONSENT_ENDED', sentence('batchConsentEnded'));
  }
  const bankName = await db.transaction().execute(async (trx) => {
    const reopened = await reopenFailedBank(trx, batch.id, lenderId);
    if (reopened === undefined) return null;
    await enqueueBankJobs(
      services.jobs,
      transactionExecutor(trx),
      services.config.batch,
      batch.id,
      [lenderId],
    );
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'batch.bank-retried',
      panNumber: borrower.panNumber,
      detail: { batchId: batch.id, lenderId, bankName: reopened },
    });
    return reopened;
  });
  if (bankName === null) {
    const facts = await keepTryingFacts(db, { batchId: batch.id, lenderId });
    if (facts?.status === 'failed') {
      throw new HttpProblem(
        409,
        'TRIES_SPENT',
        sentence('bankTriesSpent', { bank: facts.bank_name, tries: facts.borrower_retries }),
      );
    }
    throw new HttpProblem(409, 'BANK_NOT_FAILED', sentence('bankNotFailed'));
  }
  return bankName;
}
