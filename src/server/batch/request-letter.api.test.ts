import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  approvedBatch,
  type BatchBorrower,
  batchBorrower,
  endedBatch,
} from '../../../tests/support/batch-journey.js';
import { bearer, borrowerAddress, sandboxPersona } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { DocumentsResponse } from '../../shared/api/documents.js';
import { formatDate, maskPan } from '../../shared/format.js';
import { indiaDate } from '../bureau/calendar.js';
import { LOAN_TYPE_NAMES } from '../pdf/layout.js';
import { extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';
import { REQUEST_LETTER_PER_BORROWER } from './routes.js';

/**
 * The letter to a failed bank's grievance officer, through Fastify's inject, for the
 * failing-lender persona: IDFC FIRST Bank never answers, so once its retries are spent the
 * borrower can download a letter asking it for exactly the documents it did not send. Only for
 * the borrower's own batch and a bank that failed; limited per borrower; in the activity log.
 */

const FAILING = 'idfc-first-bank';

function requestLetter(
  app: FastifyInstance,
  borrower: Pick<BatchBorrower, 'accessToken'> | undefined,
  batchId: string,
  lenderId: string,
  language = 'en',
) {
  return app.inject({
    method: 'GET',
    url: `/api/consent/batch/${encodeURIComponent(batchId)}/banks/${encodeURIComponent(lenderId)}/request-letter`,
    remoteAddress: borrowerAddress(),
    headers: { ...(borrower ? bearer(borrower.accessToken) : {}), 'accept-language': language },
  });
}

forEachApp(
  (getApp) => {
    describe('the request letter to a bank that never answered', () => {
      it('asks that bank for exactly the documents it did not send, for the batch’s own borrower only', async () => {
        const { app, clock } = getApp();
        const persona = await sandboxPersona(app, 'failing-lender');
        const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
        const batchId = await approvedBatch(app, borrower, [
          'statement_of_account',
          'repayment_schedule',
        ]);
        const ended = await endedBatch(app, borrower, batchId);
        const failing = ended.bankProcessingStatus.find((bank) => bank.lenderId === FAILING)!;
        expect(failing).toMatchObject({ status: 'failed', attempt: 2 });
        const completed = ended.bankProcessingStatus.find((bank) => bank.status === 'completed')!;
        const idfcLoans = borrower.loans.filter((loan) => loan.bankName === failing.bankName);
        expect(idfcLoans.length).toBeGreaterThan(0);
        let asked = 0;

        asked++;
        const response = await requestLetter(app, borrower, batchId, FAILING);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="IDFC_FIRST_Bank_Document_Request_Letter.pdf"',
        );
        expect(response.headers['cache-control']).toBe('no-store');
        const pdf = await extractPdfText(response.rawPayload);
        const prose = pdf.text.replace(/\s+/g, ' ');
        const { city, grievance } = app.providers.lenderDirectory.find(FAILING)!;
        expect(prose).toContain(
          `To The Grievance Redressal Officer IDFC FIRST Bank ${city} Email: ${grievance.email}`,
        );
        for (const loan of idfcLoans) {
          const account = `${LOAN_TYPE_NAMES[loan.loanType]} ${loan.accountId}`;
          expect(lineWith(pdf, `${account} Statement of Account`)).toBe(
            `${account} Statement of Account`,
          );
          expect(lineWith(pdf, `${account} Repayment Schedule`)).toBe(
            `${account} Repayment Schedule`,
          );
        }
        // Only what IDFC FIRST Bank did not send: none of the other banks' loans.
        for (const loan of borrower.loans.filter((other) => !idfcLoans.includes(other))) {
          expect(prose).not.toContain(loan.accountId);
        }
        const today = formatDate(indiaDate(clock.now()));
        expect(prose).toContain(
          `On ${today}, with my consent, I asked for the following documents`,
        );
        expect(prose).toContain('The request was sent to IDFC FIRST Bank 2 times');
        expect(prose).toContain('in any case within 30 days of this letter');
        expect(prose).toContain(persona.holderName);
        expect(prose).toContain(maskPan(persona.panNumber));
        expect(pdf.text).not.toContain(persona.panNumber);

        // Nothing was made twice or changed: the failed documents are still failed.
        const documents = await app.inject({
          method: 'GET',
          url: '/api/documents',
          headers: bearer(borrower.accessToken),
        });
        const idfcDocuments = documents
          .json<DocumentsResponse>()
          .documents.filter((document) => document.bankName === failing.bankName);
        expect(idfcDocuments.map((document) => document.status)).toEqual(
          idfcDocuments.map(() => 'failed'),
        );

        const activity = await app.inject({
          method: 'GET',
          url: '/api/activity',
          headers: bearer(borrower.accessToken),
        });
        expect(activity.body).toContain(
          "Letter to IDFC FIRST Bank's grievance officer asking for your documents downloaded",
        );

        // A bank whose documents are ready has nothing to ask, in English and Hindi.
        asked++;
        const ready = await requestLetter(app, borrower, batchId, completed.lenderId);
        expect(ready.statusCode).toBe(409);
        expect(ready.json()).toMatchObject({ error: 'BANK_NOT_FAILED' });
        expect(ready.json().message).toBe(
          `A request letter is for a bank that did not send your documents after every try. ${completed.bankName}'s documents are ready or still on the way.`,
        );
        asked++;
        const hindi = await requestLetter(app, borrower, batchId, completed.lenderId, 'hi');
        expect(hindi.json().message).toContain('अनुरोध पत्र उस बैंक के लिए है');
        asked++;
        const unknown = await requestLetter(app, borrower, batchId, 'no-such-bank');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe('This bank is not part of this document request.');
        expect((await requestLetter(app, borrower, 'not a batch id', FAILING)).statusCode).toBe(
          400,
        );

        // Another borrower who knows the batch id gets nothing; no session, no letter.
        const stranger = await batchBorrower(app);
        const strangers = await requestLetter(app, stranger, batchId, FAILING);
        expect(strangers.statusCode).toBe(404);
        expect(strangers.body).not.toContain('IDFC');
        expect((await requestLetter(app, undefined, batchId, FAILING)).statusCode).toBe(401);

        // Limited per borrower like the letters about one loan.
        let limited: Awaited<ReturnType<typeof requestLetter>> | undefined;
        while (asked < REQUEST_LETTER_PER_BORROWER.max + 1) {
          asked++;
          limited = await requestLetter(app, borrower, batchId, completed.lenderId);
        }
        expect(limited?.statusCode).toBe(429);
        expect(limited?.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
      });
    });
  },
  { env: { BATCH_RETRY_LIMIT: '1', BATCH_RETRY_DELAY_SECONDS: '1' } },
);
