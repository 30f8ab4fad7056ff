import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { approvedBatch, batchBorrower, endedBatch } from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  sandboxPersona,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { listDocuments } from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { Loan, LoansResponse } from '../../shared/api/loans.js';
import { formatDate, maskPan } from '../../shared/format.js';
import { indiaDate } from '../bureau/calendar.js';
import { amountsIn, extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';

/**
 * The credit record check through Fastify's inject, for the bureau-mismatch persona: nothing to
 * check before the lender's statement exists; after it, the loan the bureau still shows overdue
 * is set against the lender's closed record, and the dispute summary reads those numbers back.
 */

async function loansOf(app: FastifyInstance, token: string): Promise<Loan[]> {
  const response = await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoansResponse>().loans;
}

function disputeSummary(app: FastifyInstance, token: string, loanId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/dispute-summary`,
    remoteAddress: borrowerAddress(),
    headers: bearer(token),
  });
}

forEachApp((getApp) => {
  describe('the credit record check', () => {
    it('sets the bureau’s record against the lender’s statement, and summarises the dispute', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'bureau-mismatch');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const [personal, car] = borrower.loans as [Loan, Loan];
      expect(personal).toMatchObject({ bankName: 'ICICI Bank', accountStatus: 'OVERDUE' });
      expect(borrower.loans.map((loan) => loan.recordCheck)).toEqual([null, null]);

      const early = await disputeSummary(app, borrower.accessToken, personal.loanId);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: 'STATEMENT_NEEDED' });
      expect(early.json().message).toContain(
        'get a Statement of Account for this loan from ICICI Bank',
      );

      const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const today = indiaDate(clock.now());
      const lender = await app.providers.lenders.fetchAccount(
        { lenderId: 'icici-bank', panNumber: persona.panNumber, loanId: personal.loanId },
        today,
      );
      expect(lender).toMatchObject({ status: 'CLOSED', outstandingPaise: 0, daysPastDue: 0 });

      const [checked, agreed] = (await loansOf(app, borrower.accessToken)) as [Loan, Loan];
      expect(checked.recordCheck).toEqual({
        statementDate: today,
        mismatches: [
          { field: 'status', bureau: 'OVERDUE', lender: 'CLOSED', lenderClosedOn: lender.closedOn },
          { field: 'outstanding', bureau: personal.outstandingAmount, lender: 0 },
          { field: 'daysPastDue', bureau: personal.daysPastDue, lender: 0 },
        ],
      });
      expect(agreed).toMatchObject({ loanId: car.loanId, recordCheck: { mismatches: [] } });

      const response = await disputeSummary(app, borrower.accessToken, personal.loanId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="ICICI_Bank_Credit_Report_Dispute_${personal.accountId.slice(-4)}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const pdf = await extractPdfText(response.rawPayload);
      expect(lineWith(pdf, 'Status')).toContain(formatDate(lender.closedOn!));
      expect(amountsIn(lineWith(pdf, 'Outstanding'))).toEqual([
        Math.round(personal.outstandingAmount * 100),
        0,
      ]);
      expect(lineWith(pdf, 'Days past due')).toContain(String(personal.daysPastDue));
      const statement = (await listDocuments(app, borrower.accessToken)).find(
        (document) => document.loanId === personal.loanId,
      )!;
      expect(pdf.text).toContain(statement.fileName);
      expect(pdf.text).toContain(statement.verificationCode!);
      expect(pdf.text).toContain(maskPan(persona.panNumber));
      expect(pdf.text).not.toContain(persona.panNumber);

      const nothing = await disputeSummary(app, borrower.accessToken, car.loanId);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toMatchObject({ error: 'NOTHING_TO_DISPUTE' });
      // The car loan's statement carries no charge its sanction letter did not agree.
      expect(agreed.chargesCheck?.flagged).toEqual([]);
      const noCharges = await app.inject({
        method: 'GET',
        url: `/api/loans/${encodeURIComponent(car.loanId)}/charges-letter`,
        remoteAddress: borrowerAddress(),
        headers: bearer(borrower.accessToken),
      });
      expect(noCharges.statusCode).toBe(409);
      expect(noCharges.json()).toMatchObject({ error: 'NOTHING_TO_QUESTION' });
      expect(noCharges.json().message).toContain('nothing to ask back');

      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(borrower.accessToken),
      });
      expect(activity.body).toContain(
        'Credit report dispute summary for your ICICI Bank loan downloaded',
      );

      // Another borrower knows the loan id but gets nothing of it.
      const other = await sandboxPersona(app, 'several-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: other.panNumber });
      const stranger = await disputeSummary(app, accessToken, personal.loanId);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toContain('ICICI');
    });

    it('questions the charges on the lender’s statement that the sanction letter never agreed', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'unexpected-charges');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      expect(borrower.loans.map((loan) => loan.chargesCheck)).toEqual([null]);

      const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const [home] = (await loansOf(app, borrower.accessToken)) as [Loan];
      expect(home.rateType).toBe('FLOATING');
      expect(home.recordCheck?.mismatches).toEqual([]);
      expect(home.chargesCheck?.flagged).toEqual([
        {
          on: expect.any(String),
          kind: 'foreclosure_charge',
          description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
          amount: 9_440,
          problem: 'not-allowed',
        },
        {
          on: expect.any(String),
          kind: 'documentation_charge',
          description: 'Documentation charges + GST',
          amount: 1_770,
          problem: 'not-in-kfs',
        },
      ]);

      // The statement the borrower holds shows the same charges.
      const [statement] = await listDocuments(app, borrower.accessToken);
      const file = await app.inject({ method: 'GET', url: statement!.download_url! });
      const pdf = await extractPdfText(file.rawPayload);
      expect(amountsIn(lineWith(pdf, 'Part-prepayment charge'))).toEqual([9_440_00]);
      expect(amountsIn(lineWith(pdf, 'Documentation charges + GST'))).toEqual([1_770_00]);
    });
  });
});
