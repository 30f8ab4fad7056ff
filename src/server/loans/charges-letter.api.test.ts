import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
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
 * The letter asking a lender for questioned charges back, through Fastify's inject, for the
 * unexpected-charges persona: none before the lender's statement exists; after it, the letter to
 * LIC Housing Finance's grievance officer with both charges, their total and the RBI's rules read
 * back from the PDF; nothing for another borrower or without a session.
 */

async function loansOf(app: FastifyInstance, token: string): Promise<Loan[]> {
  const response = await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoansResponse>().loans;
}

function chargesLetter(
  app: FastifyInstance,
  token: string | undefined,
  loanId: string,
  language = 'en',
) {
  return app.inject({
    method: 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/charges-letter`,
    remoteAddress: borrowerAddress(),
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
  });
}

forEachApp((getApp) => {
  describe('the letter asking for questioned charges back', () => {
    it('lists the charges the sanction letter never agreed, with their total, for the grievance officer', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'unexpected-charges');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const [home] = borrower.loans as [Loan];

      const early = await chargesLetter(app, borrower.accessToken, home.loanId);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: 'STATEMENT_NEEDED' });
      expect(early.json().message).toContain(
        'please get a Statement of Account for it from LIC Housing Finance first',
      );
      const hindi = await chargesLetter(app, borrower.accessToken, home.loanId, 'hi');
      expect(hindi.json().message).toContain('LIC Housing Finance से इसका खाते का विवरण');

      const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const [checked] = (await loansOf(app, borrower.accessToken)) as [Loan];
      const [prepayment, documentation] = checked.chargesCheck!.flagged;

      const response = await chargesLetter(app, borrower.accessToken, home.loanId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="LIC_Housing_Finance_Charges_Refund_Request_${home.accountId.slice(-4)}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const pdf = await extractPdfText(response.rawPayload);
      const prose = pdf.text.replace(/\s+/g, ' ');
      expect(prose).toContain('To The Grievance Redressal Officer LIC Housing Finance');
      const prepaymentLine = lineWith(pdf, 'Part-prepayment charge (2 % of ₹4,00,000) + GST');
      expect(prepaymentLine).toContain(formatDate(prepayment!.on));
      expect(amountsIn(prepaymentLine)).toEqual([9_440_00]);
      expect(prepaymentLine).toContain('Not allowed on a floating-rate loan (RBI)');
      const documentationLine = lineWith(pdf, 'Documentation charges + GST');
      expect(documentationLine).toContain(formatDate(documentation!.on));
      expect(amountsIn(documentationLine)).toEqual([1_770_00]);
      expect(documentationLine).toContain('Not in the Key Fact Statement');
      expect(amountsIn(lineWith(pdf, 'Total'))).toEqual([11_210_00]);
      expect(prose).toContain('refund ₹11,210.00 to my loan account');
      expect(prose).toContain('within 30 days of this letter');
      expect(prose).toContain('Reserve Bank – Integrated Ombudsman Scheme, 2021');
      const [statement] = await listDocuments(app, borrower.accessToken);
      expect(prose).toContain(`statement of account of ${formatDate(indiaDate(clock.now()))}`);
      expect(prose).toContain(statement!.verificationCode!);
      expect(prose).toContain(persona.holderName);
      expect(prose).toContain(maskPan(persona.panNumber));
      expect(pdf.text).not.toContain(persona.panNumber);
      expect(prose).toContain(`Home Loan ${home.accountId}`);

      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(borrower.accessToken),
      });
      expect(activity.body).toContain(
        "Letter to LIC Housing Finance's grievance officer asking for a refund of charges downloaded",
      );

      // Another borrower knows the loan id but gets nothing of it; no session, no letter.
      const other = await sandboxPersona(app, 'several-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: other.panNumber });
      const stranger = await chargesLetter(app, accessToken, home.loanId);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toContain('LIC');
      expect((await chargesLetter(app, undefined, home.loanId)).statusCode).toBe(401);

      // A lender the directory does not know: no address to write to, said plainly (not a 500).
      const unknown = vi.spyOn(app.providers.lenderDirectory, 'find').mockReturnValue(undefined);
      try {
        const noAddress = await chargesLetter(app, borrower.accessToken, home.loanId);
        expect(noAddress.statusCode).toBe(409);
        expect(noAddress.json()).toMatchObject({ error: 'LENDER_ADDRESS_UNKNOWN' });
        expect(noAddress.json().message).toContain(
          "We do not have LIC Housing Finance's grievance address",
        );
      } finally {
        unknown.mockRestore();
      }
    });
  });
});
