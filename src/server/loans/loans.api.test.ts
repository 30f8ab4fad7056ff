import { describe, expect, it } from 'vitest';
import { bearer, sandboxPersona, verifiedBorrower } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { maskAccountNumber } from '../../shared/format.js';
import { indiaDate } from '../bureau/calendar.js';
import { loanProgressPercent } from '../bureau/loan-math.js';
import { findLender } from '../sandbox/lenders.js';

forEachApp((getApp) => {
  describe('GET /api/loans', () => {
    it('lists every loan of the bureau report, to the paisa', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const response = await app.inject({
        method: 'GET',
        url: '/api/loans',
        headers: bearer(borrower.accessToken),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();

      const report = await app.providers.bureau.fetchReport(
        persona.panNumber,
        indiaDate(clock.now()),
      );
      expect(report.accounts.length).toBeGreaterThanOrEqual(4);
      expect(body.creditScore).toBe(report.creditScore);
      expect(body.scoreBand).toBe('Excellent');
      expect(body.reportDate).toBe(indiaDate(clock.now()));
      expect(body.loans).toEqual(
        report.accounts.map((account) => ({
          loanId: account.loanId,
          bankName: account.bankName,
          loanType: account.loanType,
          accountId: maskAccountNumber(account.accountNumber),
          accountStatus: account.status,
          outstandingAmount: account.outstandingPaise / 100,
          emi: account.emiPaise / 100,
          nextDueDate: account.nextDueDate,
          loanProgress: loanProgressPercent(account),
          isOverdue: account.status === 'OVERDUE',
          sanctionedAmount: account.principalPaise / 100,
          interestRate: account.annualRatePercent,
          rateType: account.rateType,
          tenureMonths: account.tenureMonths,
          overdueAmount: account.overduePaise / 100,
          daysPastDue: account.daysPastDue,
          overdueSince: account.daysPastDue > 0 ? expect.any(String) : null,
          // A random borrower's loans all run; nothing is checked before a statement exists.
          closedOn: null,
          closure: null,
          bureauWatch: null,
          recordCheck: null,
          chargesCheck: null,
          dispute: null,
        })),
      );
      // Several lenders, and no full account number leaves the server.
      expect(new Set(body.loans.map((loan: { bankName: string }) => loan.bankName)).size).toBe(
        body.loans.length,
      );
      for (const account of report.accounts) {
        expect(response.body).not.toContain(account.accountNumber);
      }
    });

    it('shows an overdue loan as overdue', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'overdue');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const body = (
        await app.inject({
          method: 'GET',
          url: '/api/loans',
          headers: bearer(borrower.accessToken),
        })
      ).json();
      const overdue = body.loans.filter((loan: { isOverdue: boolean }) => loan.isOverdue);
      expect(overdue.length).toBeGreaterThan(0);
      for (const loan of overdue) {
        expect(loan.accountStatus).toBe('OVERDUE');
        expect(loan.overdueAmount).toBeGreaterThan(0);
        expect(loan.daysPastDue).toBeGreaterThan(0);
      }
    });

    it('shows a borrower without loans their score and an empty list', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'no-loans');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const response = await app.inject({
        method: 'GET',
        url: '/api/loans',
        headers: bearer(borrower.accessToken),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.loans).toEqual([]);
      expect(body.creditScore).toEqual(expect.any(Number));
      expect(['Excellent', 'Good', 'Fair']).toContain(body.scoreBand);
    });

    it('shows a borrower without credit history no score at all', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'no-history');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const response = await app.inject({
        method: 'GET',
        url: '/api/loans',
        headers: bearer(borrower.accessToken),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ creditScore: null, scoreBand: null, loans: [] });
    });

    it('keeps showing the report fetched at consent, not a newer one', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const first = await app.inject({
        method: 'GET',
        url: '/api/loans',
        headers: bearer(borrower.accessToken),
      });
      clock.advance(20 * 60_000);
      const later = await app.inject({
        method: 'GET',
        url: '/api/loans',
        headers: bearer(borrower.accessToken),
      });
      expect(later.json()).toEqual(first.json());
    });
  });

  describe('POST /api/cibil-report', () => {
    it('answers the older dashboard from the same stored report', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const headers = bearer(borrower.accessToken);
      const loans = (await app.inject({ method: 'GET', url: '/api/loans', headers })).json();
      const response = await app.inject({
        method: 'POST',
        url: '/api/cibil-report',
        headers,
        payload: { pan_number: persona.panNumber },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // Whose report: the name on the PAN registry, now that the borrower proved the PAN is theirs.
      expect(body.holder_name).toBe(persona.holderName);
      expect(body.credit_score).toBe(loans.creditScore);
      expect(body.total_loans).toBe(loans.loans.length);
      const report = await app.providers.bureau.fetchReport(persona.panNumber, loans.reportDate);
      expect(body.loan_accounts).toEqual(
        report.accounts.map((account) => ({
          id: account.loanId,
          bank_name: account.bankName,
          bank_logo: findLender(account.lenderId)?.shortName,
          status: { ACTIVE: 'active', OVERDUE: 'overdue', CLOSED: 'other' }[account.status],
          loan_type: account.loanType,
          account_number: maskAccountNumber(account.accountNumber),
          principal_amount: account.principalPaise / 100,
          outstanding_amount: account.outstandingPaise / 100,
          emi_amount: account.emiPaise / 100,
          tenure_months: account.tenureMonths,
        })),
      );
    });

    it("answers another PAN's report as not found", async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const other = await sandboxPersona(app, 'no-loans');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const response = await app.inject({
        method: 'POST',
        url: '/api/cibil-report',
        headers: bearer(borrower.accessToken),
        payload: { pan_number: other.panNumber },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: 'NOT_FOUND',
        message: 'No credit report was found for this PAN.',
      });
    });

    it('explains a bad body', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'no-loans');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const cases: [unknown, string][] = [
        [{}, 'pan_number is required.'],
        [{ pan_number: 'X'.repeat(11) }, 'pan_number is too long (at most 10 characters).'],
        [{ pan_number: persona.panNumber, holder_name: 'A' }, 'Unexpected field: holder_name.'],
      ];
      for (const [payload, message] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/cibil-report',
          headers: bearer(borrower.accessToken),
          payload: payload as object,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });
  });
});
