import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { batchBorrower, expectedFileName } from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  latestOtp,
  sandboxPersona,
} from '../../../tests/support/borrower.js';
import {
  legacyClient,
  requestedConsent,
  retrieveBody,
  retrievedLoan,
} from '../../../tests/support/legacy-journey.js';
import { expectNoSecretsInLogs } from '../../../tests/support/logs.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { DocumentsResponse } from '../../shared/api/documents.js';
import type { RequestConsentResponse, RetrieveDocumentsResponse } from '../../shared/api/legacy.js';
import { maskPan } from '../../shared/format.js';
import { openOneBankBatch } from '../batch/batch-store.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { dltVariable } from '../sms/sms-templates.js';
import { LENDER_CONSENT_RULES } from './legacy-rules.js';

forEachApp((getApp) => {
  describe('POST /api/request-consent', () => {
    it('texts an OTP for the loan to the bureau-registered mobile and answers its consent token', async () => {
      const { app } = getApp();
      const borrower = await batchBorrower(app);
      const client = legacyClient(app, borrower);
      const [loan] = await client.cibilReport();

      const response = await client.requestConsent(loan!.id);
      expect(response.statusCode).toBe(200);
      const body = response.json<RequestConsentResponse>();
      const phoneMasked = `+91 XXXXXX${borrower.mobile.slice(-4)}`;
      expect(body).toEqual({
        success: true,
        consent_token: body.consent_token,
        consent_id: body.consent_token,
        phone_masked: phoneMasked,
        message: `OTP sent to ${phoneMasked} to approve your request to ${loan!.bank_name}`,
        expires_in: 300,
        resend_after: 30,
      });
      expect(body.consent_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const outbox = await app.inject({
        method: 'GET',
        url: `/api/sandbox/outbox?phone=${borrower.mobile}`,
      });
      // The bank's name as DLT lets a variable be: cut to 30 characters at a word.
      expect(outbox.json().messages[0].text).toContain(
        `approve a document request to ${dltVariable(loan!.bank_name)}.`,
      );
      expect(await latestOtp(app, borrower.mobile)).toMatch(/^\d{6}$/);
    });

    it('sends a new code for the same consent only after the cooldown; the old code then fails as wrong', async () => {
      const { app, clock } = getApp();
      const borrower = await batchBorrower(app);
      const client = legacyClient(app, borrower);
      const [loan] = await client.cibilReport();
      const first = await requestedConsent(app, borrower, loan!);

      const tooSoon = await client.requestConsent(loan!.id);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().message).toMatch(
        /^Please wait \d+ seconds? before requesting a new OTP\.$/,
      );

      clock.advance(31_000);
      const again = await client.requestConsent(loan!.id);
      expect(again.statusCode).toBe(200);
      expect(again.json<RequestConsentResponse>().consent_token).toBe(first.token);
      const newCode = await latestOtp(app, borrower.mobile);
      expect(newCode).not.toBe(first.otp);

      const withOldCode = await client.retrieve(
        retrieveBody(borrower, loan!, ['soa'], first.otp, first.token),
      );
      expect(withOldCode.statusCode).toBe(400);
      // The consent now checks codes against the new one only.
      expect(withOldCode.json().message).toBe('Incorrect OTP. You have 4 attempts left.');
      const withNewCode = await client.retrieve(
        retrieveBody(borrower, loan!, ['soa'], newCode, first.token),
      );
      expect(withNewCode.statusCode).toBe(200);
    });

    it('answers 404 for a loan that is not in the borrower’s report, or a PAN that is not theirs', async () => {
      const { app } = getApp();
      const owner = await batchBorrower(app);
      const other = await batchBorrower(app);
      const [othersLoan] = await legacyClient(app, other).cibilReport();
      const client = legacyClient(app, owner);

      const someoneElses = await client.requestConsent(othersLoan!.id);
      expect(someoneElses.statusCode).toBe(404);
      expect(someoneElses.json().message).toBe(
        'We could not find this loan in your credit report. Please refresh your loans and try again.',
      );
      const madeUp = await client.requestConsent('loan-that-does-not-exist');
      expect(madeUp.body).toBe(someoneElses.body);

      const [ownLoan] = await client.cibilReport();
      const otherPan = await client.requestConsent(ownLoan!.id, other.panNumber);
      expect(otherPan.statusCode).toBe(404);
      expect(otherPan.json().message).toBe('No credit report was found for this PAN.');
    });

    it('refuses a request without a valid access token (401) and unknown fields (400)', async () => {
      const { app } = getApp();
      const borrower = await batchBorrower(app);
      const [loan] = await legacyClient(app, borrower).cibilReport();
      const payload = { account_id: loan!.id, pan_number: borrower.panNumber };

      const anonymous = await app.inject({ method: 'POST', url: '/api/request-consent', payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Please verify your consent to continue.');
      const forged = await app.inject({
        method: 'POST',
        url: '/api/request-consent',
        headers: bearer('x'.repeat(43)),
        payload,
      });
      expect(forged.statusCode).toBe(401);
      const extra = await app.inject({
        method: 'POST',
        url: '/api/request-consent',
        headers: bearer(borrower.accessToken),
        payload: { ...payload, phone_number: '9999999999' },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toBe('Unexpected field: phone_number.');
    });
  });

  describe('POST /api/retrieve-documents', () => {
    it('approves with the OTP, makes the chosen documents as real PDFs and lists them in the Document Center', async () => {
      const { app, logs } = getApp();
      const borrower = await batchBorrower(app);
      const client = legacyClient(app, borrower);
      const [loan] = await client.cibilReport();
      const consent = await requestedConsent(app, borrower, loan!);

      const response = await client.retrieve(
        retrieveBody(borrower, loan!, ['soa', 'foreclosure_letter'], consent.otp, consent.token),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<RetrieveDocumentsResponse>();
      expect(body.success).toBe(true);
      expect(body.message).toBe(`2 documents retrieved from ${loan!.bank_name}`);
      expect(body.documents.map((document) => document.document_type)).toEqual([
        'soa',
        'foreclosure_letter',
      ]);
      const [statement, foreclosure] = body.documents;
      const sameLoan = borrower.loans.find((candidate) => candidate.loanId === loan!.id)!;
      expect(statement).toMatchObject({
        account_id: loan!.id,
        file_name: expectedFileName(borrower.loans, sameLoan, 'Statement of Account'),
      });
      expect(foreclosure!.file_name).toBe(
        expectedFileName(borrower.loans, sameLoan, 'Foreclosure Letter'),
      );
      expect(statement!.download_url).toMatch(
        /^\/api\/documents\/download\/doc_[A-Za-z0-9_-]{22}\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
      );
      expect(statement!.file_path).toMatch(/&purpose=view$/);

      // The signed URL serves the very PDF whose size was given, no token needed.
      const download = await app.inject({
        method: 'GET',
        url: statement!.download_url,
        remoteAddress: borrowerAddress(),
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.rawPayload.length).toBe(statement!.file_size);
      const pdf = await extractPdfText(download.rawPayload);
      expect(pdf.text).toContain('Statement of Account');
      expect(pdf.text).toContain(loan!.bank_name);
      expect(pdf.text).toContain(maskPan(borrower.panNumber));
      const view = await app.inject({
        method: 'GET',
        url: statement!.file_path,
        remoteAddress: borrowerAddress(),
      });
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-disposition']).toContain('inline');

      const center = await app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: bearer(borrower.accessToken),
      });
      const listed = center
        .json<DocumentsResponse>()
        .documents.filter((document) => document.requestId === consent.token);
      expect(listed.map((document) => document.documentId).sort()).toEqual(
        body.documents.map((document) => document.document_id).sort(),
      );
      for (const document of listed) {
        expect(document).toMatchObject({
          status: 'ready',
          canDownload: true,
          bankName: loan!.bank_name,
          loanId: loan!.id,
        });
      }
      expect(listed.map((document) => document.documentType).sort()).toEqual([
        'foreclosure_letter',
        'statement_of_account',
      ]);

      const audit = await app.database.db
        .selectFrom('audit_events')
        .select(['kind', 'detail'])
        .where('kind', 'in', ['lender-consent.requested', 'consent.verified', 'documents.fetched'])
        .execute();
      const kinds = audit
        // The documents are fetched by the consent's one-bank batch, which has its id.
        .filter((event) => (event.detail.consentId ?? event.detail.batchId) === consent.token)
        .map((event) => event.kind);
      expect(kinds.sort()).toEqual([
        'consent.verified',
        'documents.fetched',
        'lender-consent.requested',
      ]);
      // The consent is a record of its own, given, covering exactly the documents approved.
      const record = await app.database.db
        .selectFrom('consents')
        .select(['purpose', 'status', 'scope'])
        .where('id', '=', consent.token)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ purpose: 'lender-documents', status: 'verified' });
      expect(
        record.scope.dataFetched
          .map((data) => data.type === 'DOCUMENT' && data.documentType)
          .sort(),
      ).toEqual(['foreclosure_letter', 'statement_of_account']);

      expectNoSecretsInLogs(logs, [
        borrower.panNumber,
        borrower.mobile,
        borrower.accessToken,
        consent.otp,
      ]);
    });

    it('accepts 4 to 6 typed digits, but only the code that was sent passes', async () => {
      const { app } = getApp();
      const borrower = await batchBorrower(app);
      const client = legacyClient(app, borrower);
      const [loan] = await client.cibilReport();
      const consent = await requestedConsent(app, borrower, loan!);
      const attempt = (otp: string) =>
        client.retrieve(retrieveBody(borrower, loan!, ['soa'], otp, consent.token));

      const fourDigits = await attempt('1234');
      expect(fourDigits.statusCode).toBe(400);
      expect(fourDigits.json()).toMatchObject({
        error: 'OTP_INCORRECT',
        message: 'Incorrect OTP. You have 4 attempts left.',
        attempts_left: 4,
      });
      const wrongSix = await attempt(consent.otp === '000000' ? '111111' : '000000');
      expect(wrongSix.json().message).toBe('Incorrect OTP. You have 3 attempts left.');
      for (const malformed of ['123', 'abcd', '12 34']) {
        const response = await attempt(malformed);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'INVALID_OTP',
          message: 'Please enter a valid OTP',
        });
      }
      expect((await attempt('1234567')).statusCode).toBe(400);

      const right = await attempt(consent.otp);
      expect(right.statusCode).toBe(200);
    });

    it('refuses the OTP of another bank', async () => {
      const { app } = getApp();
      const borrower = await batchBorrower(app, { minBanks: 2 });
      const client = legacyClient(app, borrower);
      const loans = await client.cibilReport();
      const first = loans[0]!;
      const second = loans.find((loan) => loan.bank_name !== first.bank_name)!;
      const firstConsent = await requestedConsent(app, borrower, first);
      const secondConsent = await requestedConsent(app, borrower, second);
      expect(secondConsent.token).not.toBe(firstConsent.token);

      const crossed = await client.retrieve(
        retrieveBody(borrower, second, ['soa'], firstConsent.otp, secondConsent.token),
      );
      expect(crossed.statusCode).toBe(400);
      expect(crossed.json().error).toBe('OTP_INCORRECT');
      // A token of one loan sent with another loan is no consent for it.
      const mismatched = await client.retrieve(
        retrieveBody(borrower, second, ['soa'], firstConsent.otp, firstConsent.token),
      );
      expect(mismatched.statusCode).toBe(404);
      expect(mismatched.json().message).toBe(
        'We could not find this consent request. Please request a new OTP.',
      );

      const [one, two] = await Promise.all([
        client.retrieve(
          retrieveBody(borrower, first, ['soa'], firstConsent.otp, firstConsent.token),
        ),
        client.retrieve(
          retrieveBody(borrower, second, ['soa'], secondConsent.otp, secondConsent.token),
        ),
      ]);
      expect(one.statusCode).toBe(200);
      expect(two.statusCode).toBe(200);
    });

    it('answers a repeat of the same request with the same documents, but never reuses the code', async () => {
      const { app, clock } = getApp();
      const borrower = await batchBorrower(app);
      const client = legacyClient(app, borrower);
      const [loan] = await client.cibilReport();
      const consent = await requestedConsent(app, borrower, loan!);
      const request = (types: Parameters<typeof retrieveBody>[2], otp = consent.otp) =>
        client.retrieve(retrieveBody(borrower, loan!, types, otp, consent.token));

      const first = await request(['soa', 'repayment_schedule']);
      expect(first.statusCode).toBe(200);
      const ids = (response: typeof first) =>
        response.json<RetrieveDocumentsResponse>().documents.map((d) => d.document_id);

      const repeated = await request(['soa', 'repayment_schedule']);
      expect(repeated.statusCode).toBe(200);
      expect(ids(repeated)).toEqual(ids(first));
      const subset = await request(['repayment_schedule']);
      expect(ids(subset)).toEqual([ids(first)[1]]);
      const rows = await app.database.db
        .selectFrom('documents')
        .select('id')
        .where('request_id', '=', consent.token)
        .execute();
      expect(rows).toHaveLength(2);

      const moreTypes = await request(['soa', 'sanction_letter']);
      expect(moreTypes.statusCode).toBe(400);
      expect(moreTypes.json()).toMatchObject({
        error: 'OTP_USED',
        message: 'This OTP has already been used. Please request a new one.',
      });

      // A new consent for the same loan wants its own code.
      clock.advance(31_000);
      const renewed = await client.requestConsent(loan!.id);
      const renewedToken = renewed.json<RequestConsentResponse>().consent_token;
      expect(renewedToken).not.toBe(consent.token);
      const oldCodeOnNewConsent = await client.retrieve(
        retrieveBody(borrower, loan!, ['soa'], consent.otp, renewedToken),
      );
      expect(oldCodeOnNewConsent.statusCode).toBe(400);
      expect(oldCodeOnNewConsent.json().error).toBe('OTP_INCORRECT');

      clock.advance(LENDER_CONSENT_RULES.repeatWindowMs);
      const late = await request(['soa']);
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('OTP_USED');
    });

    it('without a consent token, uses the borrower’s latest consent for the loan', async () => {
      const { app } = getApp();
      const borrower = await batchBorrower(app);
      const client = legacyClient(app, borrower);
      const [loan] = await client.cibilReport();

      const neverAsked = await client.retrieve(retrieveBody(borrower, loan!, ['soa'], '123456'));
      expect(neverAsked.statusCode).toBe(400);
      expect(neverAsked.json()).toMatchObject({
        error: 'OTP_NOT_SENT',
        message: 'Please request an OTP for this loan first.',
      });

      const consent = await requestedConsent(app, borrower, loan!);
      const response = await client.retrieve(
        retrieveBody(borrower, loan!, ['sanction_letter'], consent.otp),
      );
      expect(response.statusCode).toBe(200);
      const [document] = response.json<RetrieveDocumentsResponse>().documents;
      const row = await app.database.db
        .selectFrom('documents')
        .select('request_id')
        .where('id', '=', document!.document_id)
        .executeTakeFirstOrThrow();
      expect(row.request_id).toBe(consent.token);
    });

    it("answers 404 for another borrower's loan or consent, and 401 without a token", async () => {
      const { app } = getApp();
      const owner = await batchBorrower(app);
      const other = await batchBorrower(app);
      const [ownersLoan] = await legacyClient(app, owner).cibilReport();
      const ownersConsent = await requestedConsent(app, owner, ownersLoan!);
      const otherClient = legacyClient(app, other);

      const othersLoanAsOwn = await otherClient.retrieve(
        retrieveBody(other, ownersLoan!, ['soa'], ownersConsent.otp, ownersConsent.token),
      );
      expect(othersLoanAsOwn.statusCode).toBe(404);
      const [ownLoanOfOther] = await otherClient.cibilReport();
      const othersConsent = await otherClient.retrieve(
        retrieveBody(other, ownLoanOfOther!, ['soa'], ownersConsent.otp, ownersConsent.token),
      );
      expect(othersConsent.statusCode).toBe(404);
      expect(othersConsent.json().message).toBe(
        'We could not find this consent request. Please request a new OTP.',
      );
      const unknown = await otherClient.retrieve(
        retrieveBody(other, ownLoanOfOther!, ['soa'], ownersConsent.otp, 'A'.repeat(22)),
      );
      expect(unknown.body).toBe(othersConsent.body);

      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/retrieve-documents',
        payload: retrieveBody(owner, ownersLoan!, ['soa'], ownersConsent.otp),
      });
      expect(anonymous.statusCode).toBe(401);

      // None of this spent the owner's code.
      const own = await legacyClient(app, owner).retrieve(
        retrieveBody(owner, ownersLoan!, ['soa'], ownersConsent.otp, ownersConsent.token),
      );
      expect(own.statusCode).toBe(200);
    });

    it('checks the body: one loan, known document types, no other fields', async () => {
      const { app } = getApp();
      const borrower = await batchBorrower(app, { minBanks: 2 });
      const client = legacyClient(app, borrower);
      const [first, second] = await client.cibilReport();
      const valid = retrieveBody(borrower, first!, ['soa'], '123456');

      const cases: Array<[object, string]> = [
        [
          { ...valid, selected_loans: [...valid.selected_loans, { id: second!.id }] },
          'Please retrieve the documents of one loan at a time.',
        ],
        [{ ...valid, selected_loans: [] }, 'Please select at least one loan'],
        [{ ...valid, document_types: [] }, 'Please select at least one document'],
        [{ ...valid, document_types: ['statement_of_account'] }, 'document_types.0 must be one of'],
        [{ ...valid, consent_otp: '1234567' }, 'consent_otp is too long'],
        [{ ...valid, holder_name: 'X' }, 'Unexpected field: holder_name.'],
      ];
      for (const [payload, message] of cases) {
        const response = await client.retrieve(payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json().message).toContain(message);
      }
    });
  });

  describe('one pipeline', () => {
    it('is a batch of one bank on the server: its status reads like any batch’s, and withdrawing its consent deletes both', async () => {
      const { app } = getApp();
      const { borrower, loan, consent } = await retrievedLoan(app, ['soa', 'repayment_schedule']);

      const status = await app.inject({
        method: 'GET',
        url: `/api/consent/batch/status/${consent.token}`,
        headers: bearer(borrower.accessToken),
      });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({
        batch: { status: 'completed', documentsRequested: 2, documentsGenerated: 2, banksTotal: 1 },
        bankProcessingStatus: [{ bankName: loan.bank_name, status: 'completed' }],
      });

      const withdrawn = await app.inject({
        method: 'POST',
        url: `/api/consents/${consent.token}/withdraw`,
        headers: bearer(borrower.accessToken),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().message).toBe(
        'Consent withdrawn. We deleted 2 documents and 0 credit reports fetched under it.',
      );
      const left = await app.database.db
        .selectFrom('batches')
        .select('id')
        .where('id', '=', consent.token)
        .execute();
      expect(left).toEqual([]);
    });

    it('leaves a bank that made every document as it is when the same request arrives again', async () => {
      const { app } = getApp();
      const { db } = app.database;
      const { borrower, consent } = await retrievedLoan(app, ['soa']);
      const bank = await db
        .selectFrom('batch_banks')
        .innerJoin('batches', 'batches.id', 'batch_banks.batch_id')
        .select(['lender_id', 'bank_name', 'requested_documents', 'consent_id', 'pan_digest'])
        .select(['otp_challenge_id', 'batch_banks.finished_at'])
        .where('batch_id', '=', consent.token)
        .executeTakeFirstOrThrow();

      // What a second request that found the document not ready yet does a moment later.
      await db.transaction().execute((trx) =>
        openOneBankBatch(trx, app.secrets, app.clock.now(), {
          id: consent.token,
          borrower: { panNumber: borrower.panNumber, panDigest: bank.pan_digest },
          bureauConsentId: bank.consent_id,
          otpChallengeId: bank.otp_challenge_id!,
          bank: {
            lenderId: bank.lender_id,
            bankName: bank.bank_name,
            documents: bank.requested_documents,
          },
        }),
      );
      const after = await db
        .selectFrom('batch_banks')
        .innerJoin('batches', 'batches.id', 'batch_banks.batch_id')
        .select([
          'batch_banks.status as bank',
          'batches.status as batch',
          'batch_banks.finished_at',
        ])
        .where('batch_id', '=', consent.token)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({
        bank: 'completed',
        batch: 'completed',
        finished_at: bank.finished_at,
      });
    });

    it('files documents fetched before it (under a consent with no batch) under a batch of their own, and then every document names a batch', async () => {
      const { app } = getApp();
      const { db } = app.database;
      const { borrower, loan, consent } = await retrievedLoan(app, ['soa', 'foreclosure_letter']);
      // As the older flow left them: documents filed under the consent's id, no batch.
      await sql`alter table documents drop constraint documents_request_id_fkey`.execute(db);
      await db.deleteFrom('batches').where('id', '=', consent.token).execute();

      const migration = await readFile(
        new URL('../db/migrations/0024_one_document_pipeline.sql', import.meta.url),
        'utf8',
      );
      await sql.raw(migration).execute(db);

      const batch = await db
        .selectFrom('batches')
        .innerJoin('batch_banks', 'batch_banks.batch_id', 'batches.id')
        .select(['batches.status as batch', 'batch_banks.status as bank'])
        .select(['batches.documents_requested', 'documents_consent_id', 'bank_name'])
        .where('batches.id', '=', consent.token)
        .executeTakeFirstOrThrow();
      expect(batch).toEqual({
        batch: 'completed',
        bank: 'completed',
        bank_name: loan.bank_name,
        documents_requested: 2,
        documents_consent_id: consent.token,
      });
      // The borrower's documents are where they were, and the status of their request reads.
      const status = await app.inject({
        method: 'GET',
        url: `/api/consent/batch/status/${consent.token}`,
        headers: bearer(borrower.accessToken),
      });
      expect(status.json()).toMatchObject({
        batch: { status: 'completed', documentsGenerated: 2 },
        bankProcessingStatus: [{ bankName: loan.bank_name, status: 'completed' }],
      });
      // No document can name a request that is not a batch.
      await expect(
        db
          .updateTable('documents')
          .set({ request_id: 'not-a-batch' })
          .where('request_id', '=', consent.token)
          .execute(),
      ).rejects.toThrow(/foreign key/);
    });
  });

  describe('a lender that fails', () => {
    it('answers 503 with a plain message for that loan while the other loan’s documents come', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'failing-lender');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const client = legacyClient(app, borrower);
      const loans = await client.cibilReport();
      const failing = loans.find((loan) => loan.bank_name === 'IDFC FIRST Bank')!;
      const working = loans.find((loan) => loan !== failing)!;
      expect(failing).toBeDefined();
      const failingConsent = await requestedConsent(app, borrower, failing);
      const workingConsent = await requestedConsent(app, borrower, working);

      const failed = await client.retrieve(
        retrieveBody(borrower, failing, ['soa'], failingConsent.otp, failingConsent.token),
      );
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        success: false,
        error: 'LENDER_UNAVAILABLE',
        message: `${failing.bank_name} is not responding right now. Please try again in a few minutes.`,
      });
      // Nothing of the failed attempt is listed; its one-bank batch failed with the reason.
      const rows = await app.database.db
        .selectFrom('documents')
        .select('id')
        .where('request_id', '=', failingConsent.token)
        .execute();
      expect(rows).toEqual([]);
      const batch = await app.database.db
        .selectFrom('batches')
        .innerJoin('batch_banks', 'batch_banks.batch_id', 'batches.id')
        .select(['batches.status as batch', 'batch_banks.status as bank', 'failure_reason'])
        .where('batches.id', '=', failingConsent.token)
        .executeTakeFirstOrThrow();
      expect(batch).toEqual({ batch: 'failed', bank: 'failed', failure_reason: 'no_answer' });
      // The same request may be tried again with the same code: the lender is asked again.
      const again = await client.retrieve(
        retrieveBody(borrower, failing, ['soa'], failingConsent.otp, failingConsent.token),
      );
      expect(again.statusCode).toBe(503);

      const worked = await client.retrieve(
        retrieveBody(borrower, working, ['soa'], workingConsent.otp, workingConsent.token),
      );
      expect(worked.statusCode).toBe(200);
      expect(worked.json<RetrieveDocumentsResponse>().documents).toHaveLength(1);
    });
  });
});
