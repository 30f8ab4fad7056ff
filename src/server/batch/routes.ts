import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchIdBody,
  batchStatusParams,
  batchStatusResponse,
  createBatchBody,
  createBatchResponse,
  sendBatchOtpResponse,
  verifyBatchOtpBody,
  verifyBatchOtpResponse,
} from '../../shared/api/batch.js';
import { maskMobile } from '../../shared/format.js';
import { OTP_PATTERN } from '../../shared/otp.js';
import { HOLDER_NAME_PATTERN } from '../../shared/pan.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { recordAudit } from '../consent/audit.js';
import { reportForBorrower } from '../consent/bureau-report.js';
import { consentMobile } from '../consent/consent-store.js';
import { transactionExecutor } from '../db/database.js';
import { HttpProblem, notFound } from '../plugins/errors.js';
import { BatchWorkers, enqueueBankJobs } from './batch-engine.js';
import { bankRequests, batchProgress, stageMessage } from './batch-rules.js';
import {
  approveBatch,
  batchStatusFacts,
  createBatch,
  findBorrowerBatch,
  recordBatchOtpSent,
} from './batch-store.js';

export const BATCH_NOT_FOUND_MESSAGE =
  'We could not find this document request. Please select your documents again.';
export const BATCH_NOT_PENDING_MESSAGE =
  'This document request has already been approved. Your documents are being prepared.';
export const INVALID_OTP_MESSAGE = 'Please enter a valid 6-digit OTP';
export const NO_OTP_SENT_MESSAGE = 'Please request an OTP first.';

/** Per-IP limits; the OTP itself has its own cooldown, hourly cap and 5 tries. */
export const BATCH_RATE_LIMITS = {
  create: { max: 30, timeWindow: 60_000 },
  sendOtp: { max: 20, timeWindow: 60_000 },
  verifyOtp: { max: 30, timeWindow: 60_000 },
} as const;

/** Document batches with one OTP: /api/consent/batch/*. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const workers = new BatchWorkers(app);
  await workers.start();
  app.addHook('onClose', async () => workers.stop());

  app.post(
    '/consent/batch/create',
    {
      schema: {
        tags: ['batch'],
        summary: 'Record the loans and documents chosen; the batch then waits for its OTP',
        security: [{ bearer: [] }],
        body: createBatchBody,
        response: { 200: createBatchResponse },
      },
      config: { rateLimit: BATCH_RATE_LIMITS.create },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const { body } = request;
      if (body.panNumber.toUpperCase() !== borrower.panNumber) {
        throw notFound('No credit report was found for this PAN.');
      }
      const holderName = body.holderName?.trim().replace(/\s+/g, ' ') || null;
      if (holderName && !HOLDER_NAME_PATTERN.test(holderName)) {
        throw new HttpProblem(
          400,
          'INVALID_HOLDER_NAME',
          'Please enter the name exactly as printed on your PAN card, using letters and spaces only.',
        );
      }
      const report = await reportForBorrower(app, borrower);
      const accounts = new Map(report.accounts.map((account) => [account.loanId, account]));
      const seen = new Set<string>();
      const selected = body.selectedLoans.map((loan) => {
        const account = accounts.get(loan.loanId);
        if (!account) {
          throw new HttpProblem(
            400,
            'UNKNOWN_LOAN',
            `Loan ${loan.loanId} is not in your credit report. Please refresh your loans and select again.`,
          );
        }
        if (seen.has(loan.loanId)) {
          throw new HttpProblem(
            400,
            'DUPLICATE_LOAN',
            `Loan ${loan.loanId} is selected more than once. Please select each loan once.`,
          );
        }
        seen.add(loan.loanId);
        return {
          loanId: account.loanId,
          lenderId: account.lenderId,
          bankName: account.bankName,
          documentTypes: loan.requestedDocuments.map((document) => document.documentType),
        };
      });
      const banks = bankRequests(selected);
      const batchId = await createBatch(app.database.db, app.secrets, app.clock.now(), {
        borrower,
        holderName,
        banks,
      });
      const documents = banks.reduce((sum, bank) => sum + bank.documents.length, 0);
      return {
        success: true as const,
        batchId,
        message: `Request created for ${documents} ${documents === 1 ? 'document' : 'documents'} from ${banks.length} ${banks.length === 1 ? 'bank' : 'banks'}. Please approve it with the OTP.`,
      };
    },
  );

  app.post(
    '/consent/batch/send-otp',
    {
      schema: {
        tags: ['batch'],
        summary: 'Send the one OTP that approves the whole batch (also resends)',
        security: [{ bearer: [] }],
        body: batchIdBody,
        response: { 200: sendBatchOtpResponse },
      },
      config: { rateLimit: BATCH_RATE_LIMITS.sendOtp },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const batch = await findBorrowerBatch(
        app.database.db,
        request.body.batchId,
        borrower.panDigest,
      );
      if (!batch) throw notFound(BATCH_NOT_FOUND_MESSAGE);
      if (batch.status !== 'pending') {
        throw new HttpProblem(409, 'BATCH_ALREADY_APPROVED', BATCH_NOT_PENDING_MESSAGE);
      }
      const mobile = await consentMobile(app.database.db, app.secrets, batch.consentId);
      if (!mobile) {
        throw new HttpProblem(
          409,
          'CONSENT_MOBILE_UNKNOWN',
          'We no longer have the mobile number of your consent. Please verify your consent again.',
        );
      }
      const otp = await app.otp.issueOtp({
        purpose: 'batch-consent',
        subject: batch.id,
        mobile,
      });
      if (!(await recordBatchOtpSent(app.database.db, batch.id, otp.challengeId))) {
        throw new HttpProblem(409, 'BATCH_ALREADY_APPROVED', BATCH_NOT_PENDING_MESSAGE);
      }
      const phoneMasked = maskMobile(mobile);
      return {
        success: true as const,
        message: `OTP sent to ${phoneMasked}`,
        phone_masked: phoneMasked,
        expires_in: otp.expiresInSeconds,
        resend_after: otp.resendAfterSeconds,
      };
    },
  );

  app.post(
    '/consent/batch/verify-otp',
    {
      schema: {
        tags: ['batch'],
        summary: 'Approve the batch with its OTP; the banks are then processed in the background',
        security: [{ bearer: [] }],
        body: verifyBatchOtpBody,
        response: { 200: verifyBatchOtpResponse },
      },
      config: { rateLimit: BATCH_RATE_LIMITS.verifyOtp },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const { batchId, otpCode } = request.body;
      if (!OTP_PATTERN.test(otpCode)) {
        throw new HttpProblem(400, 'INVALID_OTP', INVALID_OTP_MESSAGE);
      }
      const batch = await findBorrowerBatch(app.database.db, batchId, borrower.panDigest);
      if (!batch) throw notFound(BATCH_NOT_FOUND_MESSAGE);
      if (!batch.otpChallengeId) {
        throw new HttpProblem(400, 'OTP_NOT_SENT', NO_OTP_SENT_MESSAGE);
      }
      await app.otp.verifyOtpOrThrow({
        challengeId: batch.otpChallengeId,
        purpose: 'batch-consent',
        subject: batch.id,
        code: otpCode,
      });

      const now = app.clock.now();
      const approved = await app.database.db.transaction().execute(async (trx) => {
        const result = await approveBatch(trx, batch.id, now);
        if (!result) return null;
        await enqueueBankJobs(
          app.jobs,
          transactionExecutor(trx),
          app.config.batch,
          batch.id,
          result.lenderIds,
        );
        await recordAudit(trx, app.secrets.hmacKey, now, {
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
        throw new HttpProblem(409, 'BATCH_ALREADY_APPROVED', BATCH_NOT_PENDING_MESSAGE);
      }
      workers.wake();
      return {
        success: true as const,
        message: 'OTP verified. We are fetching your documents from your banks.',
      };
    },
  );

  app.get(
    '/consent/batch/status/:batchId',
    {
      schema: {
        tags: ['batch'],
        summary: "The batch's stage, progress and each bank's status (poll every 2 s)",
        security: [{ bearer: [] }],
        params: batchStatusParams,
        response: { 200: batchStatusResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request, reply) => {
      const borrower = borrowerOf(request);
      const facts = await batchStatusFacts(
        app.database.db,
        request.params.batchId,
        borrower.panDigest,
      );
      if (!facts) throw notFound(BATCH_NOT_FOUND_MESSAGE);
      reply.header('cache-control', 'no-store');
      const documentsEnded = facts.banks.reduce((sum, bank) => sum + bank.documentsEnded, 0);
      const failedBanks = facts.banks
        .filter((bank) => bank.status === 'failed')
        .map((bank) => bank.bankName);
      return {
        success: true as const,
        batch: {
          batchId: facts.id,
          status: facts.status,
          currentStage: facts.stage,
          progress: batchProgress({
            status: facts.status,
            stage: facts.stage,
            documentsRequested: facts.documentsRequested,
            documentsEnded,
          }),
          stageMessage: stageMessage({ status: facts.status, stage: facts.stage, failedBanks }),
          documentsRequested: facts.documentsRequested,
          documentsGenerated: facts.banks.reduce((sum, bank) => sum + bank.documentsReady, 0),
          failedBanks,
          createdAt: facts.createdAt.toISOString(),
          completedAt: facts.completedAt?.toISOString() ?? null,
        },
        bankProcessingStatus: facts.banks.map((bank) => ({
          bankName: bank.bankName,
          status: bank.status,
          documentsGenerated: bank.documentsReady,
          documentsRequested: bank.documentsRequested,
        })),
      };
    },
  );
};
