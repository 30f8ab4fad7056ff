import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  approvedBatch,
  batchBorrower,
  batchClient,
  endedBatch,
} from '../../../tests/support/batch-journey.js';
import { bearer } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { BatchStatusResponse } from '../../shared/api/batch.js';
import { recentLenderSeconds } from './lender-latency.js';

/**
 * A failing bank has a next step: while pg-boss retries it the status says "attempt 2 of 2";
 * once it has failed for good the batch says how many banks are ready and Try again asks that
 * bank once more, under the batch's consent, until its documents are ready.
 */

// The overdue persona banks with Bajaj Finance, Mahindra Finance and Punjab National Bank;
// Mahindra Finance fails both tries of the first job, then recovers (one call per try: the
// HTTP client's own retries are off here).
const OVERDUE_PAN = 'CRZPR2157M';
const RECOVERING = 'mahindra-finance';

forEachApp(
  (getApp) => {
    describe('Try again for a bank that failed', () => {
      it('shows the retries, says how many banks are ready, and turns the failed bank into a ready one', async () => {
        const { app, clock } = getApp();
        const borrower = await batchBorrower(app, { panNumber: OVERDUE_PAN });
        const client = batchClient(app, borrower);
        const batchId = await approvedBatch(app, borrower, ['statement_of_account']);

        // Between its two tries the bank is "retrying, attempt 2 of 2".
        let retrying: BatchStatusResponse['bankProcessingStatus'][number] | undefined;
        for (let polls = 0; polls < 600 && !retrying; polls++) {
          const status = (await client.status(batchId)).json<BatchStatusResponse>();
          retrying = status.bankProcessingStatus.find(
            (bank) => bank.lenderId === RECOVERING && bank.retrying,
          );
          if (status.batch.status !== 'processing') break;
          await sleep(25);
        }
        expect(retrying).toMatchObject({ attempt: 2, maxAttempts: 2, canRetry: false });

        const ended = await endedBatch(app, borrower, batchId);
        expect(ended.batch).toMatchObject({
          status: 'completed',
          failedBanks: ['Mahindra & Mahindra Financial Services'],
          banksReady: 2,
          banksTotal: 3,
          documentsGenerated: 2,
          estimatedSecondsLeft: null,
          stageMessage:
            '2 of 3 banks ready. We could not get documents from Mahindra & Mahindra Financial Services: choose Try again to ask that bank once more.',
        });
        const failed = ended.bankProcessingStatus.find((bank) => bank.lenderId === RECOVERING);
        expect(failed).toMatchObject({ status: 'failed', canRetry: true, retrying: false });
        for (const bank of ended.bankProcessingStatus.filter((b) => b.lenderId !== RECOVERING)) {
          expect(bank).toMatchObject({ status: 'completed', canRetry: false });
        }

        // Only a failed bank of one's own batch can be asked again.
        const stranger = await batchBorrower(app);
        const strangers = await batchClient(app, stranger).retryBank(batchId, RECOVERING);
        expect(strangers.statusCode).toBe(404);
        const ready = await client.retryBank(batchId, 'bajaj-finance');
        expect(ready.statusCode).toBe(409);
        expect(ready.json()).toMatchObject({ error: 'BANK_NOT_FAILED' });
        const unknown = await client.retryBank(batchId, 'no-such-bank');
        expect(unknown.statusCode).toBe(409);

        const asked = await client.retryBank(batchId, RECOVERING);
        expect(asked.statusCode).toBe(200);
        expect(asked.json().message).toBe(
          'Asking Mahindra & Mahindra Financial Services again. You can watch it on this screen.',
        );
        const reopened = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(reopened.batch.status).toBe('processing');
        expect(reopened.batch.completedAt).toBeNull();
        // Asking twice does not queue the bank twice.
        expect((await client.retryBank(batchId, RECOVERING)).statusCode).toBe(409);

        const recovered = await endedBatch(app, borrower, batchId);
        expect(recovered.batch).toMatchObject({
          status: 'completed',
          failedBanks: [],
          banksReady: 3,
          banksTotal: 3,
          documentsGenerated: 3,
          stageMessage: 'All done — your documents are ready',
        });
        const documents = await app.inject({
          method: 'GET',
          url: '/api/documents',
          headers: bearer(borrower.accessToken),
        });
        const mahindra = documents
          .json<{ documents: Array<{ bankName: string; status: string }> }>()
          .documents.filter(
            (document) => document.bankName === 'Mahindra & Mahindra Financial Services',
          );
        expect(mahindra.map((document) => document.status)).toEqual(['ready']);

        const activity = await app.inject({
          method: 'GET',
          url: '/api/activity',
          headers: bearer(borrower.accessToken),
        });
        expect(activity.json<{ events: Array<{ text: string }> }>().events).toContainEqual(
          expect.objectContaining({
            text: 'You asked Mahindra & Mahindra Financial Services again for your documents',
          }),
        );

        // Estimates now have these lenders' real times to go by (asked again after the minute
        // the answer is kept).
        clock.advance(61_000);
        const seconds = await recentLenderSeconds(
          app.database.db,
          ['bajaj-finance', RECOVERING, 'punjab-national-bank', 'sbi'],
          clock.now(),
        );
        expect([...seconds.keys()].sort()).toEqual([
          'bajaj-finance',
          RECOVERING,
          'punjab-national-bank',
        ]);

        // Once the batch's consent has run out (30 days on, when only a new sign-in could ask),
        // its banks are not asked again.
        const { documents_consent_id: consentId } = await app.database.db
          .selectFrom('batches')
          .select('documents_consent_id')
          .where('id', '=', batchId)
          .executeTakeFirstOrThrow();
        await app.database.db
          .updateTable('consents')
          .set({ expires_at: new Date(clock.now().getTime() - 60_000) })
          .where('id', '=', consentId!)
          .execute();
        const late = await client.retryBank(batchId, RECOVERING);
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({ error: 'CONSENT_ENDED' });
      });
    });
  },
  {
    env: {
      BATCH_RETRY_LIMIT: '1',
      PROVIDER_RETRIES: '0',
      BATCH_RETRY_DELAY_SECONDS: '1',
      SANDBOX_LENDERS: JSON.stringify({ [RECOVERING]: { failFirstCalls: 2 } }),
    },
  },
);
