import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  type BatchBorrower,
  batchBorrower,
  batchClient,
  endedBatch,
} from '../../../tests/support/batch-journey.js';
import { bearer, latestOtp } from '../../../tests/support/borrower.js';
import { inProcess, tally } from '../../../tests/support/concurrency.js';
import { forEachApp, secondInstance, type TestApp } from '../../../tests/support/test-app.js';
import type { BatchStatusResponse, KeepTryingBody } from '../../shared/api/batch.js';
import type { SandboxOutboxResponse } from '../../shared/api/sandbox.js';
import type { SmsGateway } from '../providers/providers.js';
import { SmsDeliveryError } from '../providers/sms-delivery.js';
import { BORROWER_TRY_AGAIN_LIMIT } from './batch-rules.js';
import { runKeepTrying } from './keep-trying.js';

/**
 * Keep trying for me: once the borrower's Try again taps for a failed bank are spent, the server
 * asks that bank again on a schedule for 72 hours — by the app's clock, from rows in the
 * database — and tells the borrower in their activity log how it ended, and by one SMS where they
 * ticked it (read back from the sandbox outbox).
 */

// The failing-lender persona: IDFC FIRST Bank refuses each of its loans until 24 hours after it
// was first asked for it (sandbox rule), and Federal Bank answers.
const FAILING_PAN = 'DHWPS8043Q';
const IDFC = 'idfc-first-bank';
const IDFC_NAME = 'IDFC FIRST Bank';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const ENV = {
  // One attempt per run, so each try ends at its first answer.
  BATCH_RETRY_LIMIT: '0',
  PROVIDER_RETRIES: '0',
  // The test runs each sweep itself, at the clock it has set.
  BATCH_KEEP_TRYING_SCHEDULE: 'off',
  DOCUMENT_RETENTION_SCHEDULE: 'off',
  FILE_RECONCILE_SCHEDULE: 'off',
};

type Bank = BatchStatusResponse['bankProcessingStatus'][number];

function keepTryingCalls(app: FastifyInstance, borrower: BatchBorrower, batchId: string) {
  const url = (lenderId: string) =>
    `/api/consent/batch/${encodeURIComponent(batchId)}/banks/${encodeURIComponent(lenderId)}/keep-trying`;
  const call = (
    method: 'POST' | 'DELETE',
    lenderId: string,
    language?: string,
    body?: KeepTryingBody,
  ) =>
    app.inject({
      method,
      url: url(lenderId),
      headers: {
        ...bearer(borrower.accessToken),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body ? { payload: body } : {}),
      remoteAddress: borrower.remoteAddress,
    });
  return {
    url,
    /** Without a body, as the clients before the SMS choice sent it. */
    start: (lenderId = IDFC, language?: string, body?: KeepTryingBody) =>
      call('POST', lenderId, language, body),
    stop: (lenderId = IDFC) => call('DELETE', lenderId),
  };
}

/** The texts in the sandbox outbox for `mobile` since `since` that carry no code, oldest first. */
async function notices(app: FastifyInstance, mobile: string, since: Date): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/sandbox/outbox?phone=${mobile}` });
  expect(response.statusCode).toBe(200);
  return response
    .json<SandboxOutboxResponse>()
    .messages.filter((message) => message.otp === null && new Date(message.createdAt) >= since)
    .map((message) => message.text)
    .reverse();
}

/**
 * The persona's batch (both its banks) approved and ended with IDFC FIRST Bank failed, then
 * asked again with every Try again tap the borrower has, each failing too.
 */
async function idfcFailedAfterTryAgain({ app, clock }: TestApp) {
  // Apart from the previous test's OTPs (cooldown, hourly cap on one mobile).
  clock.advance(2 * HOUR);
  const borrower = await batchBorrower(app, { panNumber: FAILING_PAN });
  const client = batchClient(app, borrower);
  const created = await client.create({
    panNumber: borrower.panNumber,
    selectedLoans: borrower.loans.map((loan) => ({
      loanId: loan.loanId,
      requestedDocuments: [{ documentType: 'statement_of_account' }],
    })),
  });
  expect(created.statusCode).toBe(200);
  const { batchId } = created.json<{ batchId: string }>();
  expect((await client.sendOtp(batchId)).statusCode).toBe(200);
  const verified = await client.verifyOtp(batchId, await latestOtp(app, borrower.mobile));
  expect(verified.statusCode).toBe(200);
  expect((await endedBatch(app, borrower, batchId)).batch.failedBanks).toEqual([IDFC_NAME]);
  for (let tap = 0; tap < BORROWER_TRY_AGAIN_LIMIT; tap++) {
    expect((await client.retryBank(batchId, IDFC)).statusCode).toBe(200);
    expect((await endedBatch(app, borrower, batchId)).batch.failedBanks).toEqual([IDFC_NAME]);
  }
  const bank = async (lenderId = IDFC): Promise<Bank> => {
    const status = (await client.status(batchId)).json<BatchStatusResponse>();
    return status.bankProcessingStatus.find((each) => each.lenderId === lenderId)!;
  };
  return { borrower, client, batchId, bank, keepTrying: keepTryingCalls(app, borrower, batchId) };
}

/** Moves the clock to the bank's next scheduled try, sweeps, and waits for the try to end. */
async function nextScheduledTry(
  { app, clock }: TestApp,
  borrower: BatchBorrower,
  batchId: string,
  nextTryAt: string,
) {
  clock.set(nextTryAt);
  const report = await runKeepTrying(app);
  expect(report.started).toBe(1);
  return endedBatch(app, borrower, batchId);
}

async function activityTexts(app: FastifyInstance, borrower: BatchBorrower): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/activity',
    headers: bearer(borrower.accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ events: Array<{ text: string }> }>().events.map((event) => event.text);
}

forEachApp(
  (getApp) => {
    describe('Keep trying for me, with the sandbox lender that recovers after 24 hours', () => {
      it('tries on its schedule until the lender answers, then the documents are there and the activity log says so', async () => {
        const { app, clock } = getApp();
        const { borrower, client, batchId, bank, keepTrying } = await idfcFailedAfterTryAgain(
          getApp(),
        );

        // Why it failed in plain words (a code, never the engine's text); Try again is spent.
        expect((await client.status(batchId)).json<BatchStatusResponse>().batch.stageMessage).toBe(
          `2 of 3 banks ready. We could not get documents from ${IDFC_NAME}: see below what we can do, or are doing, about it.`,
        );
        const failed = await bank();
        expect(failed).toMatchObject({
          status: 'failed',
          failureReason: 'no_answer',
          canRetry: false,
          canKeepTrying: true,
          keepTrying: null,
        });
        expect(JSON.stringify(failed)).not.toMatch(/not available right now|Lender idfc/);
        const spent = await client.retryBank(batchId, IDFC);
        expect(spent.statusCode).toBe(409);
        expect(spent.json()).toMatchObject({
          error: 'TRIES_SPENT',
          message: `You have already asked ${IDFC_NAME} again ${BORROWER_TRY_AGAIN_LIMIT} times. Choose Keep trying for me and we will keep asking it for you.`,
        });

        const asked = clock.now();
        // The borrower ticks "also send me an SMS".
        const started = await keepTrying.start(IDFC, undefined, { notifyBySms: true });
        expect(started.statusCode).toBe(200);
        expect(started.json().message).toMatch(
          /^We will keep trying IDFC FIRST Bank for you: next try at .+, until .+\. You can close this screen\.$/,
        );
        let on = await bank();
        expect(on).toMatchObject({
          status: 'failed',
          canKeepTrying: false,
          keepTrying: {
            state: 'on',
            nextTryAt: new Date(asked.getTime() + 15 * MINUTE).toISOString(),
            until: new Date(asked.getTime() + 72 * HOUR).toISOString(),
            sms: true,
          },
        });

        // Nothing is due before its time.
        clock.advance(14 * MINUTE);
        expect(await runKeepTrying(app)).toEqual({
          started: 0,
          recovered: 0,
          gaveUp: 0,
          smsSent: 0,
        });

        // 15 min, 1 h, 3 h, 6 h and 18 h after asking, IDFC still refuses (its 24 hours run from
        // the batch's first attempt); at 30 h it answers.
        const tried: number[] = [];
        let ended: BatchStatusResponse | undefined;
        for (let tries = 0; tries < 10; tries++) {
          const nextTryAt = on.keepTrying?.nextTryAt;
          if (!nextTryAt) throw new Error('no next try');
          tried.push((new Date(nextTryAt).getTime() - asked.getTime()) / HOUR);
          ended = await nextScheduledTry(getApp(), borrower, batchId, nextTryAt);
          on = ended.bankProcessingStatus.find((each) => each.lenderId === IDFC)!;
          if (on.status === 'completed') break;
          expect(on).toMatchObject({ status: 'failed', keepTrying: { state: 'on' } });
        }
        expect(tried).toEqual([0.25, 1, 3, 6, 18, 30]);
        expect(ended?.batch).toMatchObject({ status: 'completed', failedBanks: [] });
        // No text while it was trying.
        expect(await notices(app, borrower.mobile, asked)).toEqual([]);

        // The next sweep settles it: recovered, with an entry in the activity log, and the one
        // SMS the borrower asked for, to the mobile the batch was approved with.
        expect(await runKeepTrying(app)).toEqual({
          started: 0,
          recovered: 1,
          gaveUp: 0,
          smsSent: 1,
        });
        expect(await runKeepTrying(app)).toEqual({
          started: 0,
          recovered: 0,
          gaveUp: 0,
          smsSent: 0,
        });
        expect(await notices(app, borrower.mobile, asked)).toEqual([
          `Loan Documents: we kept trying ${IDFC_NAME} and your documents are ready. See them at ${app.config.smsContext.host}`,
        ]);
        expect(await bank()).toMatchObject({
          status: 'completed',
          failureReason: null,
          canKeepTrying: false,
          keepTrying: { state: 'recovered', nextTryAt: null },
        });
        const documents = await app.inject({
          method: 'GET',
          url: '/api/documents',
          headers: bearer(borrower.accessToken),
        });
        const idfcDocuments = documents
          .json<{ documents: Array<{ bankName: string; status: string; requestId?: string }> }>()
          .documents.filter((document) => document.bankName === IDFC_NAME);
        expect(idfcDocuments.map((document) => document.status)).toEqual(['ready']);
        const texts = await activityTexts(app, borrower);
        expect(texts).toContain(
          `We kept trying ${IDFC_NAME} and it answered: 1 document is ready in your Document Center`,
        );
        expect(texts).toContain(`You asked us to keep trying ${IDFC_NAME} for your documents`);
      });
    });
  },
  { env: ENV },
);

forEachApp(
  (getApp) => {
    describe('Keep trying for me, with a lender that never answers', () => {
      it('tries for 72 hours, then ends the bank as failed for good and says what to do', async () => {
        const { app, clock } = getApp();
        const { borrower, batchId, bank, keepTrying } = await idfcFailedAfterTryAgain(getApp());
        const asked = clock.now();
        expect((await keepTrying.start(IDFC, undefined, { notifyBySms: true })).statusCode).toBe(
          200,
        );

        const tried: number[] = [];
        let on = await bank();
        while (on.keepTrying?.nextTryAt) {
          tried.push((new Date(on.keepTrying.nextTryAt).getTime() - asked.getTime()) / HOUR);
          const ended = await nextScheduledTry(
            getApp(),
            borrower,
            batchId,
            on.keepTrying.nextTryAt,
          );
          on = ended.bankProcessingStatus.find((each) => each.lenderId === IDFC)!;
          expect(on.status).toBe('failed');
          if (tried.length > 12) throw new Error('the schedule does not end');
        }
        // 15 min, 1 h, 3 h, 6 h, then every 12 h, and a last try at the end of the 72 hours.
        expect(tried).toEqual([0.25, 1, 3, 6, 18, 30, 42, 54, 66, 72]);
        expect(on.keepTrying).toMatchObject({ state: 'on', nextTryAt: null });

        expect(await notices(app, borrower.mobile, asked)).toEqual([]);
        clock.advance(MINUTE);
        expect(await runKeepTrying(app)).toEqual({
          started: 0,
          recovered: 0,
          gaveUp: 1,
          smsSent: 1,
        });
        expect(await runKeepTrying(app)).toEqual({
          started: 0,
          recovered: 0,
          gaveUp: 0,
          smsSent: 0,
        });
        expect(await notices(app, borrower.mobile, asked)).toEqual([
          `Loan Documents: we kept trying ${IDFC_NAME} but it did not send your documents, so we stopped. Please contact the bank. ${app.config.smsContext.host}`,
        ]);
        expect(await bank()).toMatchObject({
          status: 'failed',
          failureReason: 'no_answer',
          canRetry: false,
          canKeepTrying: false,
          keepTrying: { state: 'gave_up', nextTryAt: null },
          contact: expect.objectContaining({ email: expect.any(String) }),
        });
        expect(await activityTexts(app, borrower)).toContain(
          `We stopped trying ${IDFC_NAME}: it did not send your documents while we kept asking. Please contact ${IDFC_NAME} directly — its grievance desk's email and phone are on your request's screen`,
        );
        const again = await keepTrying.start();
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          error: 'KEEP_TRYING_ENDED',
          message: `We have stopped trying ${IDFC_NAME}: it did not send your documents while we kept asking. Please contact ${IDFC_NAME} directly.`,
        });
        const rows = await app.database.db
          .selectFrom('documents')
          .select('status')
          .where('request_id', '=', batchId)
          .where('lender_id', '=', IDFC)
          .execute();
        expect(rows.map((row) => row.status)).toEqual(['failed']);
      });

      it('answers only for a failed bank of one’s own batch whose Try again is spent, in plain words', async () => {
        const { app, clock } = getApp();
        clock.advance(2 * HOUR);
        // Before the taps are spent: Try again first.
        const early = await batchBorrower(app, { panNumber: FAILING_PAN });
        const earlyClient = batchClient(app, early);
        const created = await earlyClient.create({
          panNumber: early.panNumber,
          selectedLoans: early.loans.map((loan) => ({
            loanId: loan.loanId,
            requestedDocuments: [{ documentType: 'statement_of_account' }],
          })),
        });
        const earlyBatch = created.json<{ batchId: string }>().batchId;
        await earlyClient.sendOtp(earlyBatch);
        await earlyClient.verifyOtp(earlyBatch, await latestOtp(app, early.mobile));
        const earlyEnded = await endedBatch(app, early, earlyBatch);
        expect(earlyEnded.bankProcessingStatus.find((b) => b.lenderId === IDFC)).toMatchObject({
          canRetry: true,
          canKeepTrying: false,
        });
        const tooEarly = await keepTryingCalls(app, early, earlyBatch).start();
        expect(tooEarly.statusCode).toBe(409);
        expect(tooEarly.json()).toMatchObject({
          error: 'TRY_AGAIN_FIRST',
          message: `You can still ask ${IDFC_NAME} again yourself: choose Try again first. Keep trying for me comes after that.`,
        });

        const { borrower, batchId, bank, keepTrying } = await idfcFailedAfterTryAgain(getApp());
        // Someone else's batch is not found, exactly like a missing one.
        const stranger = await batchBorrower(app);
        const strangers = keepTryingCalls(app, stranger, batchId);
        for (const answer of [await strangers.start(), await strangers.stop()]) {
          expect(answer.statusCode).toBe(404);
          expect(answer.json().error).toBe('NOT_FOUND');
        }
        const missing = await keepTryingCalls(app, borrower, 'AAAAAAAAAAAAAAAAAAAAAA').start();
        expect(missing.statusCode).toBe(404);
        // A bank that did not fail, or is not in the batch.
        for (const lenderId of ['federal-bank', 'sbi']) {
          const answer = await keepTrying.start(lenderId);
          expect(answer.statusCode).toBe(409);
          expect(answer.json()).toMatchObject({
            error: 'BANK_NOT_FAILED',
            message:
              'This bank is not waiting to be tried again. Its documents are ready or still on the way.',
          });
        }
        // Not a lender id at all.
        expect((await keepTrying.start('no bank!')).statusCode).toBe(400);
        // Nothing to stop yet.
        const notOn = await keepTrying.stop();
        expect(notOn.statusCode).toBe(409);
        expect(notOn.json()).toMatchObject({ error: 'KEEP_TRYING_NOT_ON' });

        // Started (in Hindi), asked twice, stopped: the borrower can stop it.
        const hindi = await keepTrying.start(IDFC, 'hi');
        expect(hindi.statusCode).toBe(200);
        expect(hindi.json().message).toMatch(/^हम आपके लिए IDFC FIRST Bank से माँगते रहेंगे/);
        const twice = await keepTrying.start();
        expect(twice.statusCode).toBe(409);
        expect(twice.json()).toMatchObject({
          error: 'KEEP_TRYING_ALREADY',
          message: `We are already trying ${IDFC_NAME} again for you.`,
        });
        const stopped = await keepTrying.stop();
        expect(stopped.statusCode).toBe(200);
        expect(stopped.json().message).toBe(`We have stopped trying ${IDFC_NAME} for you.`);
        expect(await bank()).toMatchObject({
          status: 'failed',
          keepTrying: null,
          canKeepTrying: true,
        });
        // Once stopped, nothing is tried when its time would have come.
        clock.advance(HOUR);
        expect(await runKeepTrying(app)).toEqual({
          started: 0,
          recovered: 0,
          gaveUp: 0,
          smsSent: 0,
        });
        expect(await activityTexts(app, borrower)).toContain(
          `You asked us to stop trying ${IDFC_NAME}`,
        );
      });

      it('starts one schedule and one try however many taps and sweeps arrive together, on every instance', async () => {
        const testApp = getApp();
        const { app, clock } = testApp;
        const { borrower, batchId, bank, keepTrying } = await idfcFailedAfterTryAgain(testApp);
        // On PostgreSQL a second instance shares the database, as two servers do.
        const second = testApp.kind === 'postgres' ? await secondInstance(testApp) : undefined;
        try {
          const instances = [app, ...(second ? [second] : [])];
          expect(instances).toHaveLength(testApp.kind === 'postgres' ? 2 : 1);
          const answers = await Promise.all(
            Array.from({ length: 20 }, (_, index) =>
              inProcess(instances[index % instances.length]!)({
                method: 'POST',
                url: keepTrying.url(IDFC),
                token: borrower.accessToken,
              }),
            ),
          );
          expect(tally(answers)).toEqual({ OK: 1, KEEP_TRYING_ALREADY: 19 });
          const started = await app.database.db
            .selectFrom('audit_events')
            .select('detail')
            .where('kind', '=', 'batch.keep-trying-started')
            .execute();
          expect(
            started.filter((event) => JSON.stringify(event.detail).includes(batchId)),
          ).toHaveLength(1);

          // When the first try is due, sweeps on every instance at once start it once.
          clock.set((await bank()).keepTrying!.nextTryAt!);
          const reports = await Promise.all(
            [...instances, ...instances].map((instance) => runKeepTrying(instance)),
          );
          expect(reports.reduce((sum, report) => sum + report.started, 0)).toBe(1);
          const ended = await endedBatch(app, borrower, batchId);
          const idfc = ended.bankProcessingStatus.find((each) => each.lenderId === IDFC)!;
          expect(idfc).toMatchObject({ status: 'failed', keepTrying: { state: 'on' } });
          const row = await app.database.db
            .selectFrom('batch_banks')
            .select(['keep_trying_tries', 'attempts'])
            .where('batch_id', '=', batchId)
            .where('lender_id', '=', IDFC)
            .executeTakeFirstOrThrow();
          expect(row).toEqual({ keep_trying_tries: 1, attempts: 1 });

          // The schedule is in the database: an instance started afresh (as after a restart)
          // runs the next try when it is due.
          if (second) {
            const restarted = await secondInstance(testApp);
            try {
              clock.set(idfc.keepTrying!.nextTryAt!);
              expect((await runKeepTrying(restarted)).started).toBe(1);
              await endedBatch(app, borrower, batchId);
              const after = await app.database.db
                .selectFrom('batch_banks')
                .select('keep_trying_tries')
                .where('batch_id', '=', batchId)
                .where('lender_id', '=', IDFC)
                .executeTakeFirstOrThrow();
              expect(after.keep_trying_tries).toBe(2);
            } finally {
              await restarted.close();
            }
          }
        } finally {
          await second?.close();
        }
        // Stopped, so the tests after this one count only their own schedules.
        expect((await keepTrying.stop()).statusCode).toBe(200);
      });

      it('sends the SMS only to who ticked it, once, in their language, however many sweeps end the schedules together', async () => {
        const testApp = getApp();
        const { app, clock } = testApp;
        // Three requests, each with its bank failed and Try again spent; Keep trying is asked for
        // all three at once: in Hindi with the SMS, by an older app (no body), and unticked.
        const hindi = await idfcFailedAfterTryAgain(testApp);
        const olderApp = await idfcFailedAfterTryAgain(testApp);
        const unticked = await idfcFailedAfterTryAgain(testApp);
        const requests = [hindi, olderApp, unticked];
        const asked = clock.now();
        const answers = [
          await hindi.keepTrying.start(IDFC, 'hi', { notifyBySms: true }),
          await olderApp.keepTrying.start(),
          await unticked.keepTrying.start(IDFC, undefined, { notifyBySms: false }),
        ];
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
        // The choice is a boolean, and nothing else is taken.
        for (const body of [{ notifyBySms: 'yes' }, { notifyBySms: true, mobile: '9876543210' }]) {
          const refused = await hindi.keepTrying.start(IDFC, undefined, body as KeepTryingBody);
          expect(refused.statusCode).toBe(400);
        }

        // The three schedules run side by side to their last try.
        let nextTryAt = (await hindi.bank()).keepTrying?.nextTryAt;
        for (let tries = 0; nextTryAt; tries++) {
          if (tries > 12) throw new Error('the schedule does not end');
          clock.set(nextTryAt);
          expect((await runKeepTrying(app)).started).toBe(3);
          for (const request of requests) {
            await endedBatch(app, request.borrower, request.batchId);
          }
          nextTryAt = (await hindi.bank()).keepTrying?.nextTryAt;
        }
        expect(await notices(app, hindi.borrower.mobile, asked)).toEqual([]);

        // Every instance sweeps at once (twice over): the three end once, one text goes.
        clock.advance(MINUTE);
        const second = testApp.kind === 'postgres' ? await secondInstance(testApp) : undefined;
        try {
          const instances = [app, ...(second ? [second] : [])];
          expect(instances).toHaveLength(testApp.kind === 'postgres' ? 2 : 1);
          const reports = await Promise.all(
            [...instances, ...instances].map((instance) => runKeepTrying(instance)),
          );
          const total = (field: 'gaveUp' | 'smsSent') =>
            reports.reduce((sum, report) => sum + report[field], 0);
          expect({ gaveUp: total('gaveUp'), smsSent: total('smsSent') }).toEqual({
            gaveUp: 3,
            smsSent: 1,
          });
          // A restarted instance finds nothing more to send.
          expect((await runKeepTrying(instances.at(-1)!)).smsSent).toBe(0);
        } finally {
          await second?.close();
        }
        // All three are the same persona's mobile: the one text is the Hindi borrower's.
        expect(await notices(app, hindi.borrower.mobile, asked)).toEqual([
          `लोन दस्तावेज़: ${IDFC_NAME} ने दस्तावेज़ नहीं भेजे, हमने कोशिश बंद की। कृपया बैंक से संपर्क करें। ${app.config.smsContext.host}`,
        ]);
        const rows = await app.database.db
          .selectFrom('batch_banks')
          .select(['batch_id', 'keep_trying', 'keep_trying_sms', 'keep_trying_sms_state'])
          .where(
            'batch_id',
            'in',
            requests.map((request) => request.batchId),
          )
          .where('lender_id', '=', IDFC)
          .execute();
        const byBatch = (batchId: string) => {
          const { batch_id: _, ...row } = rows.find((each) => each.batch_id === batchId)!;
          return row;
        };
        expect(requests.map((request) => byBatch(request.batchId))).toEqual([
          { keep_trying: 'gave_up', keep_trying_sms: true, keep_trying_sms_state: 'sent' },
          { keep_trying: 'gave_up', keep_trying_sms: false, keep_trying_sms_state: null },
          { keep_trying: 'gave_up', keep_trying_sms: false, keep_trying_sms_state: null },
        ]);
      });

      it('tries a text that certainly did not go again at the next sweep, and never sends one cut off mid-send', async () => {
        const testApp = getApp();
        const { app, clock } = testApp;
        const db = app.database.db;
        /** Keep trying with the SMS, its last try over and failed (as after 72 hours). */
        const lastTryFailed = async () => {
          const request = await idfcFailedAfterTryAgain(testApp);
          const answer = await request.keepTrying.start(IDFC, undefined, { notifyBySms: true });
          expect(answer.statusCode).toBe(200);
          await db
            .updateTable('batch_banks')
            .set({ keep_trying_next_at: null })
            .where('batch_id', '=', request.batchId)
            .where('lender_id', '=', IDFC)
            .execute();
          return request;
        };
        const smsOf = (batchId: string) =>
          db
            .selectFrom('batch_banks')
            .select(['keep_trying_sms_state', 'keep_trying_sms_tries'])
            .where('batch_id', '=', batchId)
            .where('lender_id', '=', IDFC)
            .executeTakeFirstOrThrow();
        const gateway = app.providers.sms;
        const unreachable: SmsGateway = {
          send: async () => {
            throw new SmsDeliveryError('MSG91', 'unreachable', 'ECONNREFUSED', 'not reached');
          },
        };

        // The gateway cannot be reached: nothing went, so the text stays owed, and goes next time.
        const first = await lastTryFailed();
        const since = clock.now();
        app.providers.sms = unreachable;
        try {
          expect(await runKeepTrying(app)).toEqual({
            started: 0,
            recovered: 0,
            gaveUp: 1,
            smsSent: 0,
          });
        } finally {
          app.providers.sms = gateway;
        }
        expect(await smsOf(first.batchId)).toEqual({
          keep_trying_sms_state: 'due',
          keep_trying_sms_tries: 1,
        });
        clock.advance(MINUTE);
        expect((await runKeepTrying(app)).smsSent).toBe(1);
        expect(await notices(app, first.borrower.mobile, since)).toHaveLength(1);
        expect(await smsOf(first.batchId)).toMatchObject({ keep_trying_sms_state: 'sent' });

        // An instance claimed the text and stalled in the gateway call (as one that stops there
        // would): the text may have gone, so no other sweep sends it again, and after 10 minutes
        // it is recorded as unknown (and logged).
        const second = await lastTryFailed();
        const claimedAt = clock.now();
        let release = () => {};
        app.providers.sms = {
          send: () =>
            new Promise<void>((resolve) => {
              release = resolve;
            }),
        };
        const stalled = runKeepTrying(app);
        try {
          await vi.waitFor(async () =>
            expect((await smsOf(second.batchId)).keep_trying_sms_state).toBe('sending'),
          );
        } finally {
          app.providers.sms = gateway;
        }
        clock.advance(MINUTE);
        expect((await runKeepTrying(app)).smsSent).toBe(0);
        expect(await smsOf(second.batchId)).toMatchObject({ keep_trying_sms_state: 'sending' });
        clock.advance(10 * MINUTE);
        expect((await runKeepTrying(app)).smsSent).toBe(0);
        expect(await smsOf(second.batchId)).toMatchObject({ keep_trying_sms_state: 'unknown' });
        // The stalled call ends at last: the record stays unknown, and nothing else went.
        release();
        expect((await stalled).gaveUp).toBe(1);
        expect(await smsOf(second.batchId)).toMatchObject({ keep_trying_sms_state: 'unknown' });
        expect(await notices(app, second.borrower.mobile, claimedAt)).toEqual([]);
      });
    });
  },
  {
    // Past the sandbox's 24 hours too: a lender that stays down.
    env: { ...ENV, SANDBOX_LENDERS: JSON.stringify({ [IDFC]: { failureRate: 1 } }) },
  },
);
