import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  borrowerAddress,
  freshPan,
  sandboxPersona,
  signedInBorrower,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import {
  choosableFinancialYears,
  financialYearOf,
  financialYearStartingIn,
  lastCompleteFinancialYear,
} from '../../shared/financial-year.js';
import { maskAccountNumber, maskPan } from '../../shared/format.js';
import { indiaDate } from '../bureau/calendar.js';
import { financialYearRepayments } from '../bureau/loan-math.js';
import { amountsIn, extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';
import { TAX_RATE_LIMITS } from './routes.js';

/**
 * GET /api/tax-summary through Fastify's inject: the signed-in borrower's own loans over one
 * financial year as a PDF whose numbers are read back, and every refusal in plain words.
 */

function taxSummary(
  app: FastifyInstance,
  token: string | undefined,
  query = '',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: `/api/tax-summary${query}`,
    remoteAddress: borrowerAddress(),
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}

forEachApp((getApp) => {
  describe('GET /api/tax-summary', () => {
    it('gives the last complete financial year of the borrower’s loans as a PDF, to the paisa', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const today = indiaDate(clock.now());
      const year = lastCompleteFinancialYear(today);

      const response = await taxSummary(app, accessToken);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Tax_Summary_FY${year}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');

      const pdf = await extractPdfText(response.rawPayload);
      const report = await app.providers.bureau.fetchReport(persona.panNumber, today);
      const years = report.accounts
        .map((loan) => ({ loan, year: financialYearRepayments(loan, year) }))
        .filter(({ year }) => year.instalments.length > 0);
      expect(years.length).toBeGreaterThanOrEqual(2);
      for (const { loan, year: repayments } of years) {
        const row = lineWith(pdf, maskAccountNumber(loan.accountNumber));
        expect(row).toContain(loan.bankName);
        expect(amountsIn(row)).toEqual([repayments.interestPaise, repayments.principalPaise]);
      }
      expect(amountsIn(lineWith(pdf, 'Total '))).toEqual([
        years.reduce((sum, { year }) => sum + year.interestPaise, 0),
        years.reduce((sum, { year }) => sum + year.principalPaise, 0),
      ]);
      expect(lineWith(pdf, 'Financial year')).toContain(`${year} Status Final`);
      expect(pdf.text).toContain(persona.holderName);
      expect(pdf.text).toContain(maskPan(persona.panNumber));
      expect(pdf.text).not.toContain(persona.panNumber);
      expect(lineWith(pdf, 'Section 24(b)')).toContain('Home loan interest');

      // The borrower's activity log says what was made from their data.
      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(accessToken),
      });
      expect(activity.body).toContain(`Tax summary for the financial year ${year} downloaded`);
    });

    it('makes the year asked for; the current one is provisional', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'overdue');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const current = financialYearOf(indiaDate(clock.now()));
      const response = await taxSummary(app, accessToken, `?year=${current}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain(`Tax_Summary_FY${current}.pdf`);
      const pdf = await extractPdfText(response.rawPayload);
      expect(pdf.text).toContain('Provisional Tax Summary');
    });

    it('refuses a year that is malformed, still to come or more than eight years back', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const years = choosableFinancialYears(indiaDate(clock.now()));
      const earliest = years.at(-1)!;
      const latest = years[0]!;
      const next = financialYearStartingIn(Number(latest.slice(0, 4)) + 1);
      const tooOld = financialYearStartingIn(Number(earliest.slice(0, 4)) - 1);

      for (const malformed of ['2025-27', '2025-2026', '25-26', 'FY2025-26']) {
        const response = await taxSummary(app, accessToken, `?year=${malformed}`);
        expect(response.statusCode, malformed).toBe(400);
        expect(response.json().message).toBe(
          'Please choose a financial year such as 2025-26 (April 2025 to March 2026).',
        );
      }
      for (const outOfRange of [next, tooOld]) {
        const response = await taxSummary(app, accessToken, `?year=${outOfRange}`);
        expect(response.statusCode, outOfRange).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          error: 'FINANCIAL_YEAR_OUT_OF_RANGE',
          message: `Please choose a financial year from ${earliest} to ${latest}: the current year or one of the eight before it.`,
        });
      }
      const hindi = await taxSummary(app, accessToken, `?year=${next}`, {
        'accept-language': 'hi',
      });
      expect(hindi.json().message).toBe(
        `कृपया ${earliest} से ${latest} तक का कोई वित्त वर्ष चुनें: चालू वर्ष या उससे पहले के आठ वर्षों में से कोई।`,
      );
      // Only the borrower of the session: there is no PAN (or anything else) to name.
      const named = await taxSummary(app, accessToken, `?year=${latest}&pan=${persona.panNumber}`);
      expect(named.statusCode).toBe(400);
      expect(named.json().message).toBe('Unexpected field: pan.');
    });

    it('asks a borrower without an active bureau consent to give one, in English and Hindi', async () => {
      const { app } = getApp();
      // Signed in again with PAN and OTP, but never consented to a bureau check.
      const token = await signedInBorrower(app, freshPan());
      const english = await taxSummary(app, token);
      expect(english.statusCode).toBe(409);
      expect(english.json()).toEqual({
        success: false,
        error: 'CONSENT_REQUIRED',
        message:
          'To make your tax summary, please consent to a credit report check first: your loans are read from it.',
      });
      const hindi = await taxSummary(app, token, '', { 'accept-language': 'hi' });
      expect(hindi.statusCode).toBe(409);
      expect(hindi.json().message).toBe(
        'अपना टैक्स सारांश बनाने के लिए कृपया पहले क्रेडिट रिपोर्ट की जाँच के लिए सहमति दें: आपके लोन उसी से लिए जाते हैं।',
      );
    });

    it('needs a session, and says so', async () => {
      const { app } = getApp();
      const response = await taxSummary(app, undefined);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/json');
      expect((await taxSummary(app, 'not-a-token')).statusCode).toBe(401);
    });

    it('says when there is nothing to summarise: no loans, or none with an instalment that year', async () => {
      const { app, clock } = getApp();
      const noLoans = await sandboxPersona(app, 'no-loans');
      const empty = await verifiedBorrower(app, { panNumber: noLoans.panNumber });
      const none = await taxSummary(app, empty.accessToken);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ error: 'NO_LOANS' });

      // The several-loans persona's loans all began within the last four years.
      const persona = await sandboxPersona(app, 'several-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const earliest = choosableFinancialYears(indiaDate(clock.now())).at(-1)!;
      const before = await taxSummary(app, accessToken, `?year=${earliest}`);
      expect(before.statusCode).toBe(404);
      expect(before.json()).toEqual({
        success: false,
        error: 'NOTHING_IN_YEAR',
        message: `None of your loans had an instalment due in the financial year ${earliest}. Please choose another year.`,
      });
    });

    it('is limited per borrower, whatever address asks', async () => {
      const { app, clock } = getApp();
      const { accessToken } = await verifiedBorrower(app, { panNumber: freshPan() });
      // Checked after the limit: a year still to come is refused without making a PDF.
      const latest = choosableFinancialYears(indiaDate(clock.now()))[0]!;
      const future = `?year=${financialYearStartingIn(Number(latest.slice(0, 4)) + 1)}`;
      const { max } = TAX_RATE_LIMITS.summaryPerBorrower;
      for (let call = 0; call < max; call++) {
        expect((await taxSummary(app, accessToken, future)).statusCode).toBe(400);
      }
      const limited = await taxSummary(app, accessToken, future);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('TOO_MANY_REQUESTS');
    });
  });
});
