import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import { taxSummaryFileName } from '../../shared/api/tax.js';
import { borrowerLoans, choosableYear } from '../pdf/testing/loan-arbitraries.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
} from '../pdf/testing/sample-loans.js';
import { financialYearRepayments } from './loan-math.js';
import { taxSummary } from './tax-summary.js';

describe('tax summary', () => {
  it('totals equal the sum of the loans’ interest certificates, for any loans and year', () => {
    fc.assert(
      fc.property(borrowerLoans, choosableYear, (loans, financialYear) => {
        const summary = taxSummary(loans, financialYear, SAMPLE_ISSUED_ON);
        const certificates = loans.map((loan) => financialYearRepayments(loan, financialYear));
        expect(summary.interestPaise).toBe(
          certificates.reduce((sum, year) => sum + year.interestPaise, 0),
        );
        expect(summary.principalPaise).toBe(
          certificates.reduce((sum, year) => sum + year.principalPaise, 0),
        );
        // Each listed loan carries its certificate's figures; loans with none are counted apart.
        for (const { loan, year } of summary.loans) {
          expect(year).toEqual(financialYearRepayments(loan, financialYear));
        }
        expect(summary.loans.length + summary.loansWithoutInstalments).toBe(loans.length);
        expect(summary.loans.every(({ year }) => year.instalments.length > 0)).toBe(true);
      }),
      propertyRuns(300),
    );
  });

  it('relates only home loans to old-regime sections: interest to 24(b), principal to 80C', () => {
    fc.assert(
      fc.property(borrowerLoans, choosableYear, (loans, financialYear) => {
        const summary = taxSummary(loans, financialYear, SAMPLE_ISSUED_ON);
        const homeLoans = summary.loans.filter(({ loan }) => loan.loanType === 'home_loan');
        if (homeLoans.length === 0) {
          expect(summary.oldRegime).toEqual([]);
          return;
        }
        expect(summary.oldRegime.map((line) => line.section)).toEqual(['24(b)', '80C']);
        const [interest, principal] = summary.oldRegime;
        expect(interest?.amountPaise).toBe(
          homeLoans.reduce((sum, { year }) => sum + year.interestPaise, 0),
        );
        expect(interest?.limitPaise).toBe(2_00_000_00);
        expect(principal?.amountPaise).toBe(
          homeLoans.reduce((sum, { year }) => sum + year.principalPaise, 0),
        );
        expect(principal?.limitPaise).toBe(1_50_000_00);
      }),
      propertyRuns(300),
    );
  });

  it('is provisional for the year still running, and counts what is overdue in it', () => {
    const current = taxSummary([homeLoan, overdueAutoLoan], '2026-27', SAMPLE_ISSUED_ON);
    expect(current.provisional).toBe(true);
    expect(current.overdueInstalments).toBe(2);
    const last = taxSummary([homeLoan, personalLoan], '2025-26', SAMPLE_ISSUED_ON);
    expect(last.provisional).toBe(false);
    expect(last.overdueInstalments).toBe(0);
    expect(last.from).toBe('2025-04-01');
    expect(last.to).toBe('2026-03-31');
  });

  it('lists none of the loans for a year before any of them began', () => {
    const summary = taxSummary([homeLoan, personalLoan], '2018-19', SAMPLE_ISSUED_ON);
    expect(summary.loans).toEqual([]);
    expect(summary.loansWithoutInstalments).toBe(2);
    expect(summary.interestPaise).toBe(0);
  });

  it('is filed under its year', () => {
    expect(taxSummaryFileName('2025-26')).toBe('Tax_Summary_FY2025-26.pdf');
  });
});
