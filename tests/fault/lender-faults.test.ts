import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeClock } from '../../src/server/platform/clock.js';
import { PERSONAS } from '../../src/server/sandbox/personas.js';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import {
  type BatchBorrower,
  batchClient,
  createBody,
  endedBatch,
} from '../support/batch-journey.js';
import { bearer, borrowerAddress } from '../support/borrower.js';
import { databaseKinds } from '../support/databases.js';
import {
  FAULT_WORDS,
  type FaultyProxy,
  LENDER_FAULTS,
  startFaultyProxy,
} from '../support/faulty-proxy.js';
import { type OutsideWorld, startOutsideWorld } from '../support/outside-world.js';
import { startTestApp } from '../support/test-app.js';

/**
 * Faults on the wire, in production configuration (SANDBOX=false, a lender directory file): the
 * sandbox app plays the real parties, and HDFC Bank sits behind a proxy that never answers,
 * answers 500, answers malformed JSON, signs wrongly or drips its body. The batch of a borrower
 * with loans at five banks still ends right: HDFC failed after its bounded tries (retryable
 * faults tried again, the others not), every other bank completed, no document twice.
 */

const FAULTY = { id: 'hdfc-bank', name: 'HDFC Bank', timeoutMs: 1000 };
const BATCH_ATTEMPTS = 2; // BATCH_RETRY_LIMIT=1
const TRIES_PER_ATTEMPT = 2; // PROVIDER_RETRIES=1
const RETRIED = new Set(['times-out', 'drips-slowly', 'server-error']);

const persona = PERSONAS.find((entry) => entry.scenario === 'several-loans')!;

describe.each(databaseKinds())('lender faults on the wire, %s database', (kind) => {
  let proxy: FaultyProxy;
  let world: OutsideWorld;
  let started: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    proxy = await startFaultyProxy({ faultyPrefix: `/lenders/${FAULTY.id}/` });
    world = await startOutsideWorld({
      directory: (entries, sandbox) => {
        proxy.upstream = sandbox.url;
        proxy.key = sandbox.key;
        return entries.map((entry) =>
          entry.id === FAULTY.id
            ? {
                ...entry,
                baseUrl: `${proxy.url}/lenders/${FAULTY.id}`,
                timeoutMs: FAULTY.timeoutMs,
              }
            : entry,
        );
      },
    });
    started = await startTestApp(kind, {
      env: {
        ...world.env,
        BATCH_RETRY_LIMIT: String(BATCH_ATTEMPTS - 1),
        BATCH_RETRY_DELAY_SECONDS: '1',
        BATCH_JOB_TIMEOUT_SECONDS: '120',
        PROVIDER_RETRIES: String(TRIES_PER_ATTEMPT - 1),
        PROVIDER_RETRY_DELAY_MS: '50',
      },
    });
  });

  afterAll(async () => {
    await started?.close();
    await world?.close();
    await proxy?.close();
  });

  for (const fault of LENDER_FAULTS) {
    it(`a lender that ${FAULT_WORDS[fault]}: that bank fails, the others complete`, async () => {
      const { app, clock } = started;
      proxy.fault = fault;
      const borrower = await consentedBorrower(app, clock, world);
      expect(new Set(borrower.loans.map((loan) => loan.bankName)).size).toBe(borrower.loans.length);
      expect(borrower.loans.map((loan) => loan.bankName)).toContain(FAULTY.name);

      const client = batchClient(app, borrower);
      const created = await client.create(createBody(borrower, ['statement_of_account']));
      const { batchId } = created.json<{ batchId: string }>();
      await client.sendOtp(batchId);
      proxy.faultyRequests = [];
      proxy.faultyAnswers = 0;
      expect((await client.verifyOtp(batchId, world.latestOtp(borrower.mobile))).statusCode).toBe(
        200,
      );

      const ended = await endedBatch(app, borrower, batchId, 120_000);
      expect(ended.batch).toMatchObject({
        status: 'completed',
        failedBanks: [FAULTY.name],
        documentsRequested: borrower.loans.length,
        documentsGenerated: borrower.loans.length - 1,
      });
      for (const bank of ended.bankProcessingStatus) {
        expect(bank.status).toBe(bank.bankName === FAULTY.name ? 'failed' : 'completed');
      }
      // Bounded: every batch attempt tried the lender, and only retryable faults twice. A fault
      // that is not retryable, once answered, ends its attempt; on a busy machine a try may
      // outlast the lender's timeout first, and a timeout is tried again.
      if (RETRIED.has(fault)) {
        expect(proxy.faultyRequests).toHaveLength(BATCH_ATTEMPTS * TRIES_PER_ATTEMPT);
      } else {
        expect(proxy.faultyAnswers).toBe(BATCH_ATTEMPTS);
        expect(proxy.faultyRequests.length).toBeLessThanOrEqual(BATCH_ATTEMPTS * TRIES_PER_ATTEMPT);
      }
      const documents = await app.database.db
        .selectFrom('documents')
        .select(['loan_id', 'lender_id', 'status'])
        .where('request_id', '=', batchId)
        .execute();
      expect(documents).toHaveLength(borrower.loans.length);
      expect(new Set(documents.map((document) => document.loan_id)).size).toBe(documents.length);
      for (const document of documents) {
        expect(document.status).toBe(document.lender_id === FAULTY.id ? 'failed' : 'ready');
      }
      const bank = await app.database.db
        .selectFrom('batch_banks')
        .select(['last_error', 'attempts'])
        .where('batch_id', '=', batchId)
        .where('lender_id', '=', FAULTY.id)
        .executeTakeFirstOrThrow();
      expect(bank.attempts).toBe(BATCH_ATTEMPTS);
      expect(bank.last_error).toMatch(/^Lender hdfc-bank is not available right now \(.+\)$/);
      expect(bank.last_error).not.toContain(persona.panNumber);
    }, 180_000);
  }
});

/** The several-loans persona, consented with the OTP the SMS gateway was given. */
async function consentedBorrower(
  app: FastifyInstance,
  clock: FakeClock,
  world: OutsideWorld,
): Promise<BatchBorrower> {
  // An hour later for each test: the persona's mobile gets at most 5 codes an hour.
  clock.advance(61 * 60_000);
  const remoteAddress = borrowerAddress();
  const { panNumber, mobile } = persona;
  const requested = await app.inject({
    method: 'POST',
    url: '/api/request-cibil-consent',
    remoteAddress,
    payload: { pan_number: panNumber, phone_number: mobile },
  });
  expect(requested.statusCode).toBe(200);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify-cibil-consent',
    remoteAddress,
    payload: {
      consent_id: requested.json().consent_id,
      otp_code: world.latestOtp(mobile),
      pan_number: panNumber,
    },
  });
  expect(verified.statusCode).toBe(200);
  const accessToken: string = verified.json().access_token;
  const loans = await app.inject({
    method: 'GET',
    url: '/api/loans',
    headers: bearer(accessToken),
  });
  return {
    accessToken,
    panNumber,
    mobile,
    consentId: requested.json().consent_id,
    loans: loans.json<LoansResponse>().loans,
    remoteAddress,
  };
}
