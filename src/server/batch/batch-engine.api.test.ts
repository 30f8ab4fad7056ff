import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { approvedBatch, batchBorrower, batchClient } from '../../../tests/support/batch-journey.js';
import { latestOtp, sandboxPersona } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { BatchStatusResponse } from '../../shared/api/batch.js';
import { LenderUnavailableError } from '../providers/providers.js';
import { findLender } from '../sandbox/lenders.js';
import {
  BANK_DEAD_LETTER_QUEUE,
  BANK_QUEUE,
  type BankJobData,
  failLostBankJob,
  processBankJob,
} from './batch-engine.js';

/**
 * The bank job on its own: no worker runs in this app (BATCH_WORKERS=0), so each test delivers
 * jobs by hand — twice at once, after a crash half-way, on the last try, or not at all.
 */

async function banksOf(app: FastifyInstance, batchId: string) {
  return app.database.db
    .selectFrom('batch_banks')
    .select(['lender_id', 'status', 'attempts'])
    .where('batch_id', '=', batchId)
    .orderBy('lender_id')
    .execute();
}

async function documentsOf(app: FastifyInstance, batchId: string) {
  return app.database.db
    .selectFrom('documents')
    .select(['id', 'lender_id', 'loan_id', 'document_type', 'status', 'file_size'])
    .select(['blob_key', 'generated_at'])
    .where('request_id', '=', batchId)
    .orderBy('id')
    .execute();
}

forEachApp(
  (getApp) => {
    describe('a bank job', () => {
      it('waits for a worker: approval only records the work', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
        await sleep(600);
        const status = (
          await batchClient(app, borrower).status(batchId)
        ).json<BatchStatusResponse>();
        expect(status.batch).toMatchObject({
          status: 'processing',
          currentStage: 'PROCESSING_STARTED',
          stageMessage: 'Starting to contact your banks',
          progress: 10,
          documentsGenerated: 0,
        });
        for (const bank of status.bankProcessingStatus) expect(bank.status).toBe('pending');
        const documents = await documentsOf(app, batchId);
        expect(documents).toHaveLength(borrower.loans.length);
        for (const document of documents) expect(document.status).toBe('processing');
      });

      it('makes each document once when delivered twice at the same time', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app, { minBanks: 2 });
        const batchId = await approvedBatch(app, borrower, [
          'statement_of_account',
          'repayment_schedule',
          'sanction_letter',
          'foreclosure_letter',
        ]);
        const banks = await banksOf(app, batchId);
        const outcomes = await Promise.all(
          banks.flatMap((bank) => {
            const job = { batchId, lenderId: bank.lender_id };
            return [
              processBankJob(app, job, { last: false }),
              processBankJob(app, job, { last: false }),
            ];
          }),
        );
        for (const outcome of outcomes) expect(['completed', 'already-ended']).toContain(outcome);

        const documents = await documentsOf(app, batchId);
        expect(documents).toHaveLength(borrower.loans.length * 4);
        const keys = new Set(documents.map((d) => `${d.loan_id}:${d.document_type}`));
        expect(keys.size).toBe(documents.length);
        for (const document of documents) {
          expect(document.status).toBe('ready');
          const pdf = await app.documentVault.load(document.blob_key!);
          expect(pdf?.length).toBe(document.file_size);
        }
        const status = (
          await batchClient(app, borrower).status(batchId)
        ).json<BatchStatusResponse>();
        expect(status.batch).toMatchObject({
          status: 'completed',
          documentsGenerated: borrower.loans.length * 4,
          documentsRequested: borrower.loans.length * 4,
          failedBanks: [],
        });
      });

      it('resumes after dying half-way and leaves the documents already made alone', async () => {
        const { app, clock } = getApp();
        const borrower = await batchBorrower(app);
        const batchId = await approvedBatch(app, borrower, [
          'statement_of_account',
          'sanction_letter',
        ]);
        const [bank] = await banksOf(app, batchId);
        const job = { batchId, lenderId: bank!.lender_id };

        // The process "dies" right after storing its first file.
        const vault = app.documentVault as { store: typeof app.documentVault.store };
        const realStore = app.documentVault.store.bind(app.documentVault);
        let stored = 0;
        vault.store = async (key, bytes) => {
          if (stored++ >= 1) throw new Error('process killed');
          return realStore(key, bytes);
        };
        try {
          await expect(processBankJob(app, job, { last: false })).rejects.toThrow('process killed');
        } finally {
          delete (vault as Partial<typeof vault>).store;
        }
        const halfWay = (await documentsOf(app, batchId)).filter(
          (d) => d.lender_id === job.lenderId,
        );
        const made = halfWay.filter((document) => document.status === 'ready');
        // A bank's documents are made together: whichever was stored first stays made.
        expect(made).toHaveLength(1);
        expect((await banksOf(app, batchId))[0]).toMatchObject({
          status: 'processing',
          attempts: 1,
        });

        clock.advance(60_000);
        expect(await processBankJob(app, job, { last: false })).toBe('completed');
        const after = (await documentsOf(app, batchId)).filter((d) => d.lender_id === job.lenderId);
        expect(after).toHaveLength(halfWay.length);
        for (const document of after) expect(document.status).toBe('ready');
        // The first document kept its file and time; the others were made on the retry.
        expect(after.find((document) => document.id === made[0]!.id)).toEqual(made[0]);
        for (const document of after.filter((d) => d.id !== made[0]!.id)) {
          expect(document.generated_at?.getTime()).toBe(clock.now().getTime());
        }
        expect((await banksOf(app, batchId))[0]).toMatchObject({
          status: 'completed',
          attempts: 2,
        });
      });

      it('gives up on a failing lender only on the last try', async () => {
        const { app } = getApp();
        const persona = await sandboxPersona(app, 'failing-lender');
        const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
        const batchId = await approvedBatch(app, borrower, ['repayment_schedule']);
        const failing = findLender('idfc-first-bank')!;
        const job = { batchId, lenderId: failing.id };

        await expect(processBankJob(app, job, { last: false })).rejects.toBeInstanceOf(
          LenderUnavailableError,
        );
        let bank = (await banksOf(app, batchId)).find((entry) => entry.lender_id === failing.id);
        expect(bank).toMatchObject({ status: 'processing', attempts: 1 });

        expect(await processBankJob(app, job, { last: true })).toBe('failed');
        bank = (await banksOf(app, batchId)).find((entry) => entry.lender_id === failing.id);
        expect(bank).toMatchObject({ status: 'failed', attempts: 2 });
        // The batch waits for the other banks …
        const client = batchClient(app, borrower);
        expect((await client.status(batchId)).json().batch.status).toBe('processing');
        for (const other of await banksOf(app, batchId)) {
          if (other.lender_id === failing.id) continue;
          await processBankJob(app, { batchId, lenderId: other.lender_id }, { last: false });
        }
        // … and then completes with what they produced.
        const status = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(status.batch).toMatchObject({
          status: 'completed',
          failedBanks: [failing.name],
          documentsGenerated: borrower.loans.length - 1,
        });
      });

      it('fails the batch when no bank produced anything', async () => {
        const { app } = getApp();
        const persona = await sandboxPersona(app, 'failing-lender');
        const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
        const lender = findLender('idfc-first-bank')!;
        const failing = borrower.loans.filter((loan) => loan.bankName === lender.name);
        expect(failing).toHaveLength(1);
        const client = batchClient(app, borrower);
        const created = await client.create({
          panNumber: borrower.panNumber,
          selectedLoans: [
            {
              loanId: failing[0]!.loanId,
              requestedDocuments: [{ documentType: 'sanction_letter' }],
            },
          ],
        });
        const { batchId } = created.json();
        await client.sendOtp(batchId);
        await client.verifyOtp(batchId, await latestOtp(app, borrower.mobile));
        expect(
          await processBankJob(app, { batchId, lenderId: 'idfc-first-bank' }, { last: true }),
        ).toBe('failed');
        const status = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(status.batch).toMatchObject({
          status: 'failed',
          currentStage: 'COMPLETED',
          progress: 100,
          documentsGenerated: 0,
          failedBanks: [lender.name],
          stageMessage: 'We could not get any documents from your banks. Please try again later.',
        });
      });

      it('comes back through the dead-letter queue when its last try is lost', async () => {
        const { app } = getApp();
        await app.jobs.purgeQueue(BANK_QUEUE);
        const borrower = await batchBorrower(app);
        const batchId = await approvedBatch(app, borrower, ['foreclosure_letter']);
        // A worker takes the jobs and its process dies: nobody settles them.
        const taken = await app.jobs.fetch<BankJobData>(BANK_QUEUE, {
          batchSize: 50,
          includeMetadata: true,
        });
        expect(taken.map((job) => job.data.batchId)).toEqual(taken.map(() => batchId));
        expect(taken[0]).toMatchObject({ retryLimit: 0, retryBackoff: true });

        // After BATCH_JOB_TIMEOUT_SECONDS the queue's maintenance fails them for good (no
        // retries are left here), which copies each into the dead-letter queue.
        const lost: PgBoss.Job<BankJobData>[] = [];
        const deadline = Date.now() + 20_000;
        while (lost.length < taken.length && Date.now() < deadline) {
          lost.push(
            ...(await app.jobs.fetch<BankJobData>(BANK_DEAD_LETTER_QUEUE, { batchSize: 50 })),
          );
          await sleep(250);
        }
        expect(
          lost.map((job) => job.data).sort((a, b) => a.lenderId.localeCompare(b.lenderId)),
        ).toEqual(
          taken.map((job) => job.data).sort((a, b) => a.lenderId.localeCompare(b.lenderId)),
        );
        expect((await app.jobs.getJobById(BANK_QUEUE, taken[0]!.id))?.state).toBe('failed');

        for (const job of lost) await failLostBankJob(app, job.data);
        const status = (
          await batchClient(app, borrower).status(batchId)
        ).json<BatchStatusResponse>();
        expect(status.batch.status).toBe('failed');
        expect(status.batch.failedBanks).toHaveLength(taken.length);
        const bank = await app.database.db
          .selectFrom('batch_banks')
          .select('last_error')
          .where('batch_id', '=', batchId)
          .executeTakeFirstOrThrow();
        expect(bank.last_error).toBe('No answer from the lender after every retry');
      });
    });
  },
  {
    env: {
      BATCH_WORKERS: '0',
      BATCH_RETRY_LIMIT: '0',
      BATCH_JOB_TIMEOUT_SECONDS: '2',
    },
  },
);
