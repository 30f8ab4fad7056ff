import { describe, expect, it } from 'vitest';
import {
  approvedBatch,
  batchBorrower,
  batchClient,
  createBody,
  createdBatch,
  endedBatch,
  expectedFileName,
  RUNNING_LOAN_DOCUMENTS,
} from '../../../tests/support/batch-journey.js';
import { bearer, latestOtp, sandboxPersona } from '../../../tests/support/borrower.js';
import { expectNoSecretsInLogs } from '../../../tests/support/logs.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { BATCH_LIMITS, type BatchStatusResponse } from '../../shared/api/batch.js';
import { DOCUMENT_RETENTION_MS, documentDisplayName } from '../../shared/documents.js';
import { documentBlobKey } from '../documents/document-store.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { findLender } from '../sandbox/lenders.js';
import { BANK_QUEUE, type BankJobData } from './batch-engine.js';

forEachApp(
  (getApp) => {
    describe('a batch from creation to documents', () => {
      it('creates, approves with one OTP and makes every document once, as real PDFs', async () => {
        const { app, clock } = getApp();
        const borrower = await batchBorrower(app, { minBanks: 2 });
        const client = batchClient(app, borrower);

        const created = await client.create(createBody(borrower, RUNNING_LOAN_DOCUMENTS));
        expect(created.statusCode).toBe(200);
        const { batchId, success, message } = created.json();
        expect(success).toBe(true);
        expect(batchId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
        expect(message).toContain(
          `${borrower.loans.length * RUNNING_LOAN_DOCUMENTS.length} documents`,
        );

        const waiting = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(waiting.batch).toMatchObject({
          status: 'pending',
          currentStage: 'CONSENT_PENDING',
          progress: 0,
          stageMessage: 'Waiting for your consent',
          documentsRequested: borrower.loans.length * RUNNING_LOAN_DOCUMENTS.length,
          documentsGenerated: 0,
          failedBanks: [],
          completedAt: null,
        });

        const sent = await client.sendOtp(batchId);
        expect(sent.statusCode).toBe(200);
        expect(sent.json()).toEqual({
          success: true,
          message: `OTP sent to +91 XXXXXX${borrower.mobile.slice(-4)}`,
          phone_masked: `+91 XXXXXX${borrower.mobile.slice(-4)}`,
          expires_in: 300,
          resend_after: 30,
        });
        const afterSend = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(afterSend.batch).toMatchObject({ currentStage: 'OTP_VERIFICATION', progress: 5 });

        const verified = await client.verifyOtp(batchId, await latestOtp(app, borrower.mobile));
        expect(verified.statusCode).toBe(200);
        expect(verified.json().success).toBe(true);

        const ended = await endedBatch(app, borrower, batchId);
        const banks = [...new Set(borrower.loans.map((loan) => loan.bankName))].sort();
        expect(ended.batch).toMatchObject({
          batchId,
          status: 'completed',
          currentStage: 'COMPLETED',
          progress: 100,
          stageMessage: 'All done — your documents are ready',
          documentsRequested: borrower.loans.length * RUNNING_LOAN_DOCUMENTS.length,
          documentsGenerated: borrower.loans.length * RUNNING_LOAN_DOCUMENTS.length,
          failedBanks: [],
        });
        expect(new Date(ended.batch.completedAt!).getTime()).toBe(clock.now().getTime());
        expect(ended.bankProcessingStatus.map((bank) => bank.bankName)).toEqual(banks);
        for (const bank of ended.bankProcessingStatus) {
          const loans = borrower.loans.filter((loan) => loan.bankName === bank.bankName).length;
          expect(bank).toEqual({
            bankName: bank.bankName,
            lenderId: expect.any(String),
            status: 'completed',
            documentsGenerated: loans * RUNNING_LOAN_DOCUMENTS.length,
            documentsRequested: loans * RUNNING_LOAN_DOCUMENTS.length,
            attempt: 1,
            maxAttempts: 2,
            retrying: false,
            canRetry: false,
            failureReason: null,
            canKeepTrying: false,
            keepTrying: null,
            contact: null,
          });
        }

        const rows = await app.database.db
          .selectFrom('documents')
          .selectAll()
          .where('request_id', '=', batchId)
          .execute();
        expect(rows).toHaveLength(borrower.loans.length * RUNNING_LOAN_DOCUMENTS.length);
        for (const loan of borrower.loans) {
          const ofLoan = rows.filter((row) => row.loan_id === loan.loanId);
          expect(ofLoan.map((row) => row.document_type).sort()).toEqual(
            [...RUNNING_LOAN_DOCUMENTS].sort(),
          );
        }
        for (const row of rows) {
          const loan = borrower.loans.find((candidate) => candidate.loanId === row.loan_id)!;
          expect(row.id).toMatch(/^doc_[A-Za-z0-9_-]{22}$/);
          expect(row.status).toBe('ready');
          expect(row.bank_name).toBe(loan.bankName);
          expect(row.display_name).toBe(documentDisplayName(row.document_type, row.financial_year));
          expect(row.file_name).toBe(expectedFileName(borrower.loans, loan, row.display_name));
          expect(row.blob_key).toBe(documentBlobKey(row.id));
          expect(row.generated_at?.getTime()).toBe(clock.now().getTime());
          expect(row.expires_at?.getTime()).toBe(clock.now().getTime() + DOCUMENT_RETENTION_MS);
          const pdf = await app.documentVault.load(row.blob_key!);
          expect(pdf).not.toBeNull();
          expect(row.file_size).toBe(pdf!.length);
          expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }

        // One statement read back: the borrower's own loan, masked, from the right bank.
        const statement = rows.find((row) => row.document_type === 'statement_of_account')!;
        const loan = borrower.loans.find((candidate) => candidate.loanId === statement.loan_id)!;
        const text = (await extractPdfText((await app.documentVault.load(statement.blob_key!))!))
          .text;
        expect(text).toContain(loan.bankName);
        expect(text).toContain(loan.accountId);
        expect(text).toContain(`Document ID ${statement.id}`);
        expect(text).not.toContain(borrower.panNumber);

        const audit = await app.database.db
          .selectFrom('audit_events')
          .select(['kind', 'detail'])
          .where('kind', 'in', ['batch.created', 'batch.approved'])
          .execute();
        const ofBatch = audit.filter((event) => event.detail.batchId === batchId);
        expect(ofBatch.map((event) => event.kind).sort()).toEqual([
          'batch.approved',
          'batch.created',
        ]);
      });

      it('takes banks and amounts from the credit report, never from the request', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const [loan] = borrower.loans;
        const client = batchClient(app, borrower);
        const created = await client.create({
          panNumber: borrower.panNumber.toLowerCase(),
          selectedLoans: [
            {
              loanId: loan!.loanId,
              accountId: 'XXXX0000',
              bankName: 'Fake Bank of Nowhere',
              loanType: 'other',
              outstandingAmount: 1,
              requestedDocuments: [
                { documentType: 'sanction_letter', priority: 'HIGH' },
                { documentType: 'sanction_letter', priority: 'HIGH' },
              ],
            },
          ],
        });
        expect(created.statusCode).toBe(200);
        const { batchId } = created.json();
        const status = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(status.batch.documentsRequested).toBe(1);
        expect(status.bankProcessingStatus).toEqual([
          {
            bankName: loan!.bankName,
            lenderId: expect.any(String),
            status: 'pending',
            documentsGenerated: 0,
            documentsRequested: 1,
            attempt: 0,
            maxAttempts: 2,
            retrying: false,
            canRetry: false,
            failureReason: null,
            canKeepTrying: false,
            keepTrying: null,
            contact: null,
          },
        ]);
        const bank = await app.database.db
          .selectFrom('batch_banks')
          .select(['lender_id', 'requested_documents'])
          .where('batch_id', '=', batchId)
          .executeTakeFirstOrThrow();
        expect(findLender(bank.lender_id)?.name).toBe(loan!.bankName);
        // The account's last four digits join the file name only when the borrower has two
        // loans at this bank; whether this random borrower does is not the point here.
        expect(bank.requested_documents).toEqual([
          {
            loanId: loan!.loanId,
            documentType: 'sanction_letter',
            loanType: loan!.loanType,
            accountMasked: loan!.accountId,
            ...(bank.requested_documents[0]?.accountSuffix
              ? { accountSuffix: loan!.accountId.slice(-4) }
              : {}),
          },
        ]);
      });

      it('keeps documents already made when the same bank job is delivered again', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
        const first = await endedBatch(app, borrower, batchId);
        const before = await app.database.db
          .selectFrom('documents')
          .select(['id', 'status', 'file_size', 'generated_at', 'blob_key'])
          .where('request_id', '=', batchId)
          .orderBy('id')
          .execute();
        const banks = await app.database.db
          .selectFrom('batch_banks')
          .select(['lender_id', 'attempts'])
          .where('batch_id', '=', batchId)
          .execute();

        for (const bank of banks) {
          const data: BankJobData = { batchId, lenderId: bank.lender_id };
          const jobId = await app.jobs.send(BANK_QUEUE, data);
          await expect
            .poll(async () => (await app.jobs.getJobById(BANK_QUEUE, jobId!))?.state, {
              timeout: 15_000,
              interval: 100,
            })
            .toBe('completed');
        }

        const after = await app.database.db
          .selectFrom('documents')
          .select(['id', 'status', 'file_size', 'generated_at', 'blob_key'])
          .where('request_id', '=', batchId)
          .orderBy('id')
          .execute();
        expect(after).toEqual(before);
        const again = await endedBatch(app, borrower, batchId);
        expect(again).toEqual(first);
        const attempts = await app.database.db
          .selectFrom('batch_banks')
          .select(['lender_id', 'attempts'])
          .where('batch_id', '=', batchId)
          .execute();
        expect(attempts).toEqual(banks);
      });
    });

    describe('a lender that never answers', () => {
      it('fails that bank after its retries and completes the batch with the others', async () => {
        const { app } = getApp();
        const persona = await sandboxPersona(app, 'failing-lender');
        const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
        const batchId = await approvedBatch(app, borrower, [
          'statement_of_account',
          'foreclosure_letter',
        ]);
        const ended = await endedBatch(app, borrower, batchId);

        const failingLender = findLender('idfc-first-bank')!;
        const others = borrower.loans.filter((loan) => loan.bankName !== failingLender.name);
        expect(others.length).toBeGreaterThan(0);
        expect(ended.batch).toMatchObject({
          status: 'completed',
          currentStage: 'COMPLETED',
          progress: 100,
          failedBanks: [failingLender.name],
          documentsGenerated: others.length * 2,
          documentsRequested: borrower.loans.length * 2,
        });
        expect(ended.batch.stageMessage).toBe(
          `${ended.batch.banksTotal - 1} of ${ended.batch.banksTotal} banks ready. We could not get documents from ${failingLender.name}: choose Try again to ask that bank once more.`,
        );
        const failing = ended.bankProcessingStatus.find(
          (bank) => bank.bankName === failingLender.name,
        );
        expect(failing).toMatchObject({
          status: 'failed',
          documentsGenerated: 0,
          canRetry: true,
          retrying: false,
        });
        // The failed bank's own grievance desk, from the lender directory: the other way to ask.
        const desk = app.providers.lenderDirectory.find(failingLender.id)?.grievance;
        expect(desk?.email).toMatch(/@/);
        expect(failing?.contact).toEqual(desk);
        for (const bank of ended.bankProcessingStatus.filter((entry) => entry !== failing)) {
          expect(bank.status).toBe('completed');
          expect(bank.contact).toBeNull();
          expect(bank.documentsGenerated).toBe(bank.documentsRequested);
        }

        const bank = await app.database.db
          .selectFrom('batch_banks')
          .select(['attempts', 'last_error'])
          .where('batch_id', '=', batchId)
          .where('lender_id', '=', failingLender.id)
          .executeTakeFirstOrThrow();
        // The first try and BATCH_RETRY_LIMIT (1 here) retries.
        expect(bank.attempts).toBe(2);
        expect(bank.last_error).toContain('not available');
        const documents = await app.database.db
          .selectFrom('documents')
          .select(['status', 'blob_key'])
          .where('request_id', '=', batchId)
          .where('lender_id', '=', failingLender.id)
          .execute();
        expect(documents.length).toBeGreaterThan(0);
        for (const document of documents) {
          expect(document).toEqual({ status: 'failed', blob_key: null });
        }
      });
    });

    describe('POST /api/consent/batch/create', () => {
      it('explains what is wrong with a selection', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const client = batchClient(app, borrower);
        const valid = createBody(borrower, ['repayment_schedule']);
        const loan = valid.selectedLoans[0]!;
        const cases: Array<[object, number, string]> = [
          [{ ...valid, selectedLoans: [] }, 400, 'Please select at least one loan'],
          [
            { ...valid, selectedLoans: [{ ...loan, requestedDocuments: [] }] },
            400,
            'Please select at least one document',
          ],
          [
            { ...valid, selectedLoans: [{ ...loan, loanId: 'LN0000000000' }] },
            400,
            'Loan LN0000000000 is not in your credit report. Please refresh your loans and select again.',
          ],
          [
            { ...valid, selectedLoans: [loan, loan] },
            400,
            `Loan ${loan.loanId} is selected more than once. Please select each loan once.`,
          ],
          [{ ...valid, note: 'hello' }, 400, 'Unexpected field: note.'],
          [
            {
              ...valid,
              selectedLoans: Array.from({ length: BATCH_LIMITS.maxLoans + 1 }, () => loan),
            },
            400,
            'You can request documents for at most 50 loans at a time.',
          ],
          [
            {
              ...valid,
              selectedLoans: [{ ...loan, requestedDocuments: [{ documentType: 'payslip' }] }],
            },
            400,
            'selectedLoans.0.requestedDocuments.0.documentType must be one of: statement_of_account, repayment_schedule, sanction_letter, foreclosure_letter, interest_certificate, no_dues_certificate, documents_held.',
          ],
          [{ selectedLoans: valid.selectedLoans }, 400, 'panNumber is required.'],
          [{ ...valid, panNumber: 'AQMPS4821K' }, 404, 'No credit report was found for this PAN.'],
        ];
        for (const [payload, statusCode, message] of cases) {
          const response = await client.create(payload);
          expect({ statusCode: response.statusCode, message: response.json().message }).toEqual({
            statusCode,
            message,
          });
          expect(response.json().success).toBe(false);
        }
        const created = await app.database.db
          .selectFrom('batches')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('consent_id', '=', borrower.consentId)
          .executeTakeFirstOrThrow();
        expect(Number(created.count)).toBe(0);
      });
    });

    describe('access', () => {
      it('answers 401 without a token on every route', async () => {
        const { app } = getApp();
        const calls = [
          { method: 'POST' as const, url: '/api/consent/batch/create', payload: {} },
          { method: 'POST' as const, url: '/api/consent/batch/send-otp', payload: {} },
          { method: 'POST' as const, url: '/api/consent/batch/verify-otp', payload: {} },
          { method: 'GET' as const, url: '/api/consent/batch/status/some-batch' },
        ];
        for (const call of calls) {
          const response = await app.inject(call);
          expect(response.statusCode).toBe(401);
          expect(response.json().message).toBe('Please verify your consent to continue.');
        }
      });

      it("answers another borrower's batch exactly like a missing one, on every route", async () => {
        const { app } = getApp();
        const owner = await batchBorrower(app);
        const stranger = await batchBorrower(app);
        const batchId = await createdBatch(app, owner, ['sanction_letter']);
        const asStranger = batchClient(app, stranger);
        const missing = 'A'.repeat(22);
        for (const id of [batchId, missing]) {
          const answers = [
            await asStranger.sendOtp(id),
            await asStranger.verifyOtp(id, '123456'),
            await asStranger.status(id),
          ];
          for (const answer of answers) {
            expect(answer.statusCode).toBe(404);
            expect(answer.json()).toEqual({
              success: false,
              error: 'NOT_FOUND',
              message:
                'We could not find this document request. Please select your documents again.',
            });
          }
        }
        // The owner's batch is untouched: no OTP was sent for it.
        const status = (await batchClient(app, owner).status(batchId)).json<BatchStatusResponse>();
        expect(status.batch).toMatchObject({ status: 'pending', currentStage: 'CONSENT_PENDING' });
      });
    });

    describe('the batch OTP', () => {
      it('refuses a wrong code and says how many tries are left', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const client = batchClient(app, borrower);
        const batchId = await createdBatch(app, borrower, ['statement_of_account']);
        await client.sendOtp(batchId);
        const otp = await latestOtp(app, borrower.mobile);
        const wrong = otp === '000000' ? '111111' : '000000';
        const refused = await client.verifyOtp(batchId, wrong);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          error: 'OTP_INCORRECT',
          message: 'Incorrect OTP. You have 4 attempts left.',
          attempts_left: 4,
        });
        const malformed = await client.verifyOtp(batchId, '12a');
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().message).toBe('Please enter a valid 6-digit OTP');
        const status = (await client.status(batchId)).json<BatchStatusResponse>();
        expect(status.batch.status).toBe('pending');
        const documents = await app.database.db
          .selectFrom('documents')
          .select('id')
          .where('request_id', '=', batchId)
          .execute();
        expect(documents).toEqual([]);
        expect((await client.verifyOtp(batchId, otp)).statusCode).toBe(200);
      });

      it('asks for an OTP before one was sent', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const batchId = await createdBatch(app, borrower, ['statement_of_account']);
        const response = await batchClient(app, borrower).verifyOtp(batchId, '123456');
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Please request an OTP first.');
      });

      it('refuses a code already used, and a batch already approved', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const client = batchClient(app, borrower);
        const batchId = await approvedBatch(app, borrower, ['repayment_schedule']);
        const otp = await latestOtp(app, borrower.mobile);
        const reused = await client.verifyOtp(batchId, otp);
        expect(reused.statusCode).toBe(400);
        expect(reused.json().message).toBe(
          'This OTP has already been used. Please request a new one.',
        );
        const resend = await client.sendOtp(batchId);
        expect(resend.statusCode).toBe(409);
        expect(resend.json().message).toBe(
          'This document request has already been approved. Your documents are being prepared.',
        );
        const ended = await endedBatch(app, borrower, batchId);
        expect(ended.batch.documentsGenerated).toBe(borrower.loans.length);
        const documents = await app.database.db
          .selectFrom('documents')
          .select('id')
          .where('request_id', '=', batchId)
          .execute();
        expect(documents).toHaveLength(borrower.loans.length);
      });

      it('expires after 300 seconds; a resend waits 30 seconds and then works', async () => {
        const { app, clock } = getApp();
        const borrower = await batchBorrower(app);
        const client = batchClient(app, borrower);
        const batchId = await createdBatch(app, borrower, ['sanction_letter']);
        await client.sendOtp(batchId);
        const tooSoon = await client.sendOtp(batchId);
        expect(tooSoon.statusCode).toBe(429);
        expect(tooSoon.json().message).toBe('Please wait 30 seconds before requesting a new OTP.');
        const otp = await latestOtp(app, borrower.mobile);
        clock.advance(300_000);
        const expired = await client.verifyOtp(batchId, otp);
        expect(expired.statusCode).toBe(400);
        expect(expired.json().message).toBe('This OTP has expired. Please request a new one.');

        expect((await client.sendOtp(batchId)).statusCode).toBe(200);
        const fresh = await latestOtp(app, borrower.mobile);
        const old = await client.verifyOtp(batchId, otp);
        expect(old.statusCode).toBe(400);
        expect((await client.verifyOtp(batchId, fresh)).statusCode).toBe(200);
        expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      });

      it('dies after 5 wrong tries, even for the right code', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const client = batchClient(app, borrower);
        const batchId = await createdBatch(app, borrower, ['sanction_letter']);
        await client.sendOtp(batchId);
        const otp = await latestOtp(app, borrower.mobile);
        const wrong = otp === '000000' ? '111111' : '000000';
        const messages: string[] = [];
        for (let attempt = 0; attempt < 5; attempt++) {
          messages.push((await client.verifyOtp(batchId, wrong)).json().message);
        }
        expect(messages).toEqual([
          'Incorrect OTP. You have 4 attempts left.',
          'Incorrect OTP. You have 3 attempts left.',
          'Incorrect OTP. You have 2 attempts left.',
          'Incorrect OTP. You have 1 attempt left.',
          'Incorrect OTP. You have no attempts left. Please request a new OTP.',
        ]);
        const right = await client.verifyOtp(batchId, otp);
        expect(right.statusCode).toBe(400);
        expect(right.json().message).toBe('Too many incorrect attempts. Please request a new OTP.');
        expect((await client.status(batchId)).json().batch.status).toBe('pending');
      });

      it('approves only its own batch: not a bureau consent, and no bureau code approves it', async () => {
        const { app } = getApp();
        const borrower = await batchBorrower(app);
        const client = batchClient(app, borrower);
        const batchId = await createdBatch(app, borrower, ['statement_of_account']);

        // A bureau consent is pending for the same mobile; the batch code is sent after it.
        const consent = await app.inject({
          method: 'POST',
          url: '/api/request-cibil-consent',
          remoteAddress: borrower.remoteAddress,
          payload: { pan_number: borrower.panNumber, phone_number: borrower.mobile },
        });
        expect(consent.statusCode).toBe(200);
        const bureauOtp = await latestOtp(app, borrower.mobile);
        await client.sendOtp(batchId);
        const batchOtp = await latestOtp(app, borrower.mobile);
        expect(batchOtp).not.toBe(bureauOtp);

        const batchCodeAtBureau = await app.inject({
          method: 'POST',
          url: '/api/verify-cibil-consent',
          remoteAddress: borrower.remoteAddress,
          payload: {
            consent_id: consent.json().consent_id,
            otp_code: batchOtp,
            pan_number: borrower.panNumber,
          },
        });
        expect(batchCodeAtBureau.statusCode).toBe(400);
        const bureauCodeAtBatch = await client.verifyOtp(batchId, bureauOtp);
        expect(bureauCodeAtBatch.statusCode).toBe(400);
        expect(bureauCodeAtBatch.json().message).toMatch(/^Incorrect OTP/);

        // Each code still works for what it was sent for.
        expect((await client.verifyOtp(batchId, batchOtp)).statusCode).toBe(200);
        const bureau = await app.inject({
          method: 'POST',
          url: '/api/verify-cibil-consent',
          remoteAddress: borrower.remoteAddress,
          payload: {
            consent_id: consent.json().consent_id,
            otp_code: bureauOtp,
            pan_number: borrower.panNumber,
          },
        });
        expect(bureau.statusCode).toBe(200);
        expect(bureau.json().access_token).not.toBe(borrower.accessToken);
        expect(
          (
            await app.inject({
              method: 'GET',
              url: `/api/consent/batch/status/${batchId}`,
              headers: bearer(bureau.json().access_token),
            })
          ).statusCode,
        ).toBe(200);
      });
    });
  },
  { env: { BATCH_RETRY_LIMIT: '1', BATCH_RETRY_DELAY_SECONDS: '1' } },
);

forEachApp(
  (getApp) => {
    it('writes no PAN, mobile, OTP or token to the logs of a whole batch', async () => {
      const { app, logs } = getApp();
      const persona = await sandboxPersona(app, 'failing-lender');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const client = batchClient(app, borrower);
      const batchId = await createdBatch(app, borrower, RUNNING_LOAN_DOCUMENTS);
      await client.sendOtp(batchId);
      const otp = await latestOtp(app, borrower.mobile);
      await client.verifyOtp(batchId, otp === '000000' ? '111111' : '000000');
      expect((await client.verifyOtp(batchId, otp)).statusCode).toBe(200);
      const ended = await endedBatch(app, borrower, batchId);
      expect(ended.batch.failedBanks).toHaveLength(1);

      // The lender failures and retries were logged, in words about lenders only.
      expect(logs.join('\n')).toContain('bank job failed; it will be retried');
      expectNoSecretsInLogs(logs, [
        borrower.panNumber,
        borrower.mobile,
        otp,
        borrower.accessToken,
        persona.holderName,
      ]);
    });
  },
  { env: { BATCH_RETRY_LIMIT: '1', LOG_LEVEL: 'info' } },
);
