import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/batch.js';
import { requestLetterFileName } from '../../shared/api/batch.js';
import { BATCH_ROUTES } from '../../shared/api/batch-routes.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { fileHeaders } from '../documents/file-response.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import { sessionBorrowerOf, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { BEARER, declaredRoute } from '../platform/declared-route.js';
import { notFound } from '../platform/http-problem.js';
import { requestLetterPdf } from './bank-request-letter.js';
import { approveBatchByOtp, retryFailedBank, sendBatchOtp } from './batch-approval.js';
import { createDocumentBatch } from './batch-creation.js';
import { BatchWorkers } from './batch-engine.js';
import { batchStatus } from './batch-status.js';
import { startKeepTryingJob } from './keep-trying.js';
import { startKeepTryingForBank, stopKeepTryingForBank } from './keep-trying-service.js';

/** Per-IP limits; the OTP itself has its own cooldown, hourly cap and 5 tries. */
export const BATCH_RATE_LIMITS = {
  create: { max: 30, timeWindow: 60_000 },
  sendOtp: { max: 20, timeWindow: 60_000 },
  verifyOtp: { max: 30, timeWindow: 60_000 },
  retryBank: { max: 20, timeWindow: 60_000 },
  /** A PDF laid out on each request, limited as the letters about one loan are. */
  requestLetter: { max: 20, timeWindow: 60_000 },
  keepTrying: { max: 30, timeWindow: 60_000 },
} as const;

/** The request letter's limit per borrower, beside the per-IP one. */
export const REQUEST_LETTER_PER_BORROWER = { max: 10, timeWindowMs: 60_000 } as const;

/**
 * Document batches with one OTP: /api/consent/batch/*, and for a bank that failed, Try again
 * and a letter asking its grievance officer for the documents.
 */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const workers = new BatchWorkers(app);
  await workers.start();
  const stopKeepTryingJob = await startKeepTryingJob(app, () => workers.wake());
  app.addHook('onClose', async () => {
    await stopKeepTryingJob();
    await workers.stop();
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.create, BEARER),
    config: { rateLimit: BATCH_RATE_LIMITS.create },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const { batchId, banks, documents } = await createDocumentBatch(
        app,
        borrowerOf(request),
        request.body,
      );
      return {
        success: true as const,
        batchId,
        message: request.say(sentence('batchCreated', { documents, banks })),
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.sendOtp, BEARER),
    config: { rateLimit: BATCH_RATE_LIMITS.sendOtp },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const { batchId } = request.body;
      const otp = await sendBatchOtp(app, borrowerOf(request), batchId, request.language);
      const { phoneMasked } = otp;
      return {
        success: true as const,
        message: request.say(sentence('otpSent', { phone: phoneMasked })),
        phone_masked: phoneMasked,
        expires_in: otp.expiresInSeconds,
        resend_after: otp.resendAfterSeconds,
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.verifyOtp, BEARER),
    config: { rateLimit: BATCH_RATE_LIMITS.verifyOtp },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      await approveBatchByOtp(app, borrowerOf(request), request.body);
      workers.wake();
      return {
        success: true as const,
        message: request.say(sentence('batchApproved')),
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.status, BEARER),
    onRequest: app.requireBorrower,
    handler: async (request, reply) => {
      const { panDigest } = borrowerOf(request);
      const say = (said: Sentence) => request.say(said);
      const status = await batchStatus(app, panDigest, request.params.batchId, say);
      if (!status) throw notFound(sentence('batchNotFound'));
      reply.header('cache-control', 'no-store');
      return status;
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.retryBank, BEARER),
    config: { rateLimit: BATCH_RATE_LIMITS.retryBank },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const { batchId, lenderId } = request.params;
      const bankName = await retryFailedBank(app, borrowerOf(request), batchId, lenderId);
      workers.wake();
      return {
        success: true as const,
        message: request.say(sentence('bankRetryStarted', { bank: bankName })),
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.requestLetter, {
      description:
        'A PDF, prefilled and dated today, from the borrower to the grievance officer of a bank ' +
        'of the batch that did not send its documents after every try: each document it did not ' +
        'send with its loan, when they were asked for and how often, a reply within the bank’s ' +
        'own timeline and at most 30 days, and the RBI Ombudsman after that. Only for a bank ' +
        'that failed (409 otherwise).',
      ...BEARER,
    }),
    config: { rateLimit: BATCH_RATE_LIMITS.requestLetter },
    onRequest: app.requireBorrower,
    preHandler: subjectRateLimit(app, {
      name: 'request-letter',
      ...REQUEST_LETTER_PER_BORROWER,
      subjectOf: sessionBorrowerOf,
    }),
    handler: async (request, reply) => {
      const { pdf, bankName } = await requestLetterPdf(app, borrowerOf(request), {
        ...request.params,
        language: request.language,
      });
      return fileHeaders(reply, {
        contentType: 'application/pdf',
        disposition: 'attachment',
        fileName: requestLetterFileName(bankName),
      }).send(pdf);
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.startKeepTrying, BEARER),
    config: { rateLimit: BATCH_RATE_LIMITS.keepTrying },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      // The SMS, if asked for, is in the language the borrower reads the app in.
      const choice = { sms: request.body?.notifyBySms === true, language: request.language };
      const said = await startKeepTryingForBank(app, borrowerOf(request), request.params, choice);
      return { success: true as const, message: request.say(said) };
    },
  });

  app.route({
    ...declaredRoute(schemas, BATCH_ROUTES.stopKeepTrying, BEARER),
    config: { rateLimit: BATCH_RATE_LIMITS.keepTrying },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const said = await stopKeepTryingForBank(app, borrowerOf(request), request.params);
      return { success: true as const, message: request.say(said) };
    },
  });
};
