import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import {
  financialYearDates,
  financialYearOf,
  financialYearStartingIn,
} from '../../shared/financial-year.js';
import type { LoanAccount, LoanTerms } from './credit-report.js';
import {
  amortizationSchedule,
  annualPercentageRate,
  emiPaise,
  financialYearRepayments,
  foreclosureQuote,
  loanPosition,
} from './loan-math.js';

const homeLoan: LoanTerms = {
  principalPaise: 10_00_000_00,
  annualRatePercent: 8.5,
  tenureMonths: 240,
  firstDueDate: '2024-02-05',
};

describe('EMI', () => {
  it('matches the check values to the paisa', () => {
    expect(emiPaise(10_00_000_00, 8.5, 240)).toBe(8_678_23);
    expect(emiPaise(5_00_000_00, 12, 36)).toBe(16_607_15);
  });

  it('splits evenly at a zero rate', () => {
    expect(emiPaise(12_000_00, 0, 12)).toBe(1_000_00);
  });
});

/** Loans as lenders make them: long tenures (home loans) at moderate rates, high rates only short. */
const rateAndTenure = fc.oneof(
  fc.record({
    annualRatePercent: fc.integer({ min: 0, max: 1500 }),
    tenureMonths: fc.integer({ min: 1, max: 360 }),
  }),
  fc.record({
    annualRatePercent: fc.integer({ min: 1500, max: 3600 }),
    tenureMonths: fc.integer({ min: 1, max: 84 }),
  }),
);

const termsArbitrary = fc
  .record({
    principalPaise: fc.integer({ min: 10_000_00, max: 5_00_00_000_00 }),
    rateAndTenure: rateAndTenure.map(({ annualRatePercent, tenureMonths }) => ({
      annualRatePercent: annualRatePercent / 100,
      tenureMonths,
    })),
    firstDueDate: fc
      .record({
        year: fc.integer({ min: 2005, max: 2030 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(
        ({ year, month, day }) =>
          `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      ),
  })
  .map(({ rateAndTenure: { annualRatePercent, tenureMonths }, ...rest }) => ({
    ...rest,
    annualRatePercent,
    tenureMonths,
  }));

describe('amortisation schedule', () => {
  it('has the tenure as rows, dated monthly, ending at zero', () => {
    const schedule = amortizationSchedule(homeLoan);
    expect(schedule).toHaveLength(240);
    expect(schedule[0]).toMatchObject({
      dueDate: '2024-02-05',
      emiPaise: 8_678_23,
      interestPaise: 7_083_33,
    });
    expect(schedule[1]?.dueDate).toBe('2024-03-05');
    expect(schedule.at(-1)?.closingBalancePaise).toBe(0);
  });

  it('principal parts always sum exactly to the principal; balances never go negative', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const schedule = amortizationSchedule(terms);
        const principalSum = schedule.reduce((sum, row) => sum + row.principalPaise, 0);
        expect(principalSum).toBe(terms.principalPaise);
        for (const row of schedule) {
          expect(row.closingBalancePaise).toBeGreaterThanOrEqual(0);
          expect(row.principalPaise + row.interestPaise).toBe(row.emiPaise);
          expect(row.openingBalancePaise - row.principalPaise).toBe(row.closingBalancePaise);
        }
      }),
    );
  });

  it('every instalment but the last is the EMI', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const emi = emiPaise(terms.principalPaise, terms.annualRatePercent, terms.tenureMonths);
        const schedule = amortizationSchedule(terms);
        for (const row of schedule.slice(0, -1)) expect(row.emiPaise).toBe(emi);
      }),
      propertyRuns(3000),
    );
  });
});

describe('a financial year of the schedule', () => {
  it('is the April-to-March rows of the schedule, summed', () => {
    // First EMI 5 Feb 2024: FY 2023-24 has two (Feb, Mar), FY 2024-25 twelve.
    const schedule = amortizationSchedule(homeLoan);
    const first = financialYearRepayments(homeLoan, '2023-24');
    expect(first.instalments.map((row) => row.number)).toEqual([1, 2]);
    const second = financialYearRepayments(homeLoan, '2024-25');
    expect(second.instalments.map((row) => row.dueDate)).toEqual(
      schedule.slice(2, 14).map((row) => row.dueDate),
    );
    expect(second.from).toBe('2024-04-01');
    expect(second.to).toBe('2025-03-31');
    expect(second.interestPaise).toBe(
      schedule.slice(2, 14).reduce((sum, row) => sum + row.interestPaise, 0),
    );
    expect(financialYearRepayments(homeLoan, '2022-23')).toMatchObject({
      instalments: [],
      principalPaise: 0,
      interestPaise: 0,
      emiPaise: 0,
    });
  });

  /** A loan, and a financial year from a little before its first EMI to a little after its last. */
  const loanAndYear = termsArbitrary.chain((terms) => {
    const first = Number(financialYearOf(terms.firstDueDate).slice(0, 4));
    const years = Math.ceil(terms.tenureMonths / 12) + 1;
    return fc
      .integer({ min: first - 1, max: first + years })
      .map((start) => ({ terms, financialYear: financialYearStartingIn(start) }));
  });

  it('for any loan and year: the rows due in the year and their sums, to the paisa', () => {
    fc.assert(
      fc.property(loanAndYear, ({ terms, financialYear }) => {
        const { from, to } = financialYearDates(financialYear);
        const due = amortizationSchedule(terms).filter(
          (row) => from <= row.dueDate && row.dueDate <= to,
        );
        const year = financialYearRepayments(terms, financialYear);
        expect(year.instalments).toEqual(due);
        expect(year.interestPaise).toBe(due.reduce((sum, row) => sum + row.interestPaise, 0));
        expect(year.principalPaise).toBe(due.reduce((sum, row) => sum + row.principalPaise, 0));
        expect(year.emiPaise).toBe(year.interestPaise + year.principalPaise);
        // Monthly EMIs: at most one a month, so at most twelve in a year.
        expect(year.instalments.length).toBeLessThanOrEqual(12);
      }),
      propertyRuns(500),
    );
  });

  it('the years of a loan add up to its whole schedule', () => {
    fc.assert(
      fc.property(termsArbitrary, (terms) => {
        const schedule = amortizationSchedule(terms);
        const firstYear = Number(financialYearOf(terms.firstDueDate).slice(0, 4));
        const lastYear = Number(financialYearOf(schedule.at(-1)?.dueDate ?? '').slice(0, 4));
        let principal = 0;
        let interest = 0;
        let rows = 0;
        for (let start = firstYear; start <= lastYear; start++) {
          const year = financialYearRepayments(terms, financialYearStartingIn(start));
          principal += year.principalPaise;
          interest += year.interestPaise;
          rows += year.instalments.length;
        }
        expect(rows).toBe(terms.tenureMonths);
        expect(principal).toBe(terms.principalPaise);
        expect(interest).toBe(schedule.reduce((sum, row) => sum + row.interestPaise, 0));
      }),
      propertyRuns(200),
    );
  });
});

describe('position on a date', () => {
  it('counts EMIs due and paid, and the principal still due', () => {
    const position = loanPosition(homeLoan, 0, '2024-05-10');
    const schedule = amortizationSchedule(homeLoan);
    expect(position).toMatchObject({
      instalmentsDue: 4,
      instalmentsPaid: 4,
      outstandingPaise: schedule[3]?.closingBalancePaise,
      overduePaise: 0,
      daysPastDue: 0,
      nextDueDate: '2024-06-05',
      status: 'ACTIVE',
    });
  });

  it('reports missed EMIs as overdue with days past due from the oldest one', () => {
    const position = loanPosition(homeLoan, 2, '2024-05-10');
    const schedule = amortizationSchedule(homeLoan);
    expect(position.instalmentsPaid).toBe(2);
    expect(position.outstandingPaise).toBe(schedule[1]?.closingBalancePaise);
    expect(position.overduePaise).toBe(2 * 8_678_23);
    expect(position.daysPastDue).toBe(35); // 5 April → 10 May
    expect(position.status).toBe('OVERDUE');
  });

  it('is closed once every EMI is paid', () => {
    const position = loanPosition({ ...homeLoan, tenureMonths: 3 }, 0, '2030-01-01');
    expect(position).toMatchObject({ outstandingPaise: 0, status: 'CLOSED', nextDueDate: null });
  });
});

function account(overrides: Partial<LoanAccount> = {}): LoanAccount {
  const terms = { ...homeLoan, ...overrides };
  const position = loanPosition(terms, overrides.missedInstalments ?? 0, '2024-05-10');
  return {
    ...terms,
    ...position,
    loanId: 'L1',
    lenderId: 'test-bank',
    bankName: 'Test Bank',
    loanType: 'home_loan',
    accountNumber: '001234567890',
    ownership: 'INDIVIDUAL',
    securityReturnedOn: null,
    chargesLevied: [],
    rateType: 'FIXED',
    sanctionedOn: '2024-01-02',
    disbursedOn: '2024-01-05',
    processingFeePercent: 0.5,
    foreclosureChargePercent: 4,
    penalRatePercent: 24,
    missedInstalments: 0,
    ...overrides,
  };
}

describe('foreclosure quote', () => {
  it('is principal + interest accrued since the last due date + charge with GST', () => {
    const loan = account();
    const quote = foreclosureQuote(loan, '2024-05-20');
    const principal = amortizationSchedule(loan)[3]?.closingBalancePaise ?? 0;
    expect(quote.principalPaise).toBe(principal);
    expect(quote.accruedDays).toBe(15); // since 5 May
    expect(quote.accruedInterestPaise).toBe(Math.round((principal * 0.085 * 15) / 365));
    expect(quote.foreclosureChargePaise).toBe(Math.round(principal * 0.04));
    expect(quote.gstPaise).toBe(Math.round(quote.foreclosureChargePaise * 0.18));
    expect(quote.totalPaise).toBe(
      quote.principalPaise +
        quote.accruedInterestPaise +
        quote.foreclosureChargePaise +
        quote.gstPaise,
    );
    expect(quote.validUntil).toBe('2024-05-27');
  });

  it('charges nothing to foreclose a floating-rate loan', () => {
    const quote = foreclosureQuote(account({ rateType: 'FLOATING' }), '2024-05-20');
    expect(quote.foreclosureChargePaise).toBe(0);
    expect(quote.gstPaise).toBe(0);
    expect(quote.totalPaise).toBe(quote.principalPaise + quote.accruedInterestPaise);
  });

  it('includes the interest of missed EMIs', () => {
    const loan = account({ missedInstalments: 1 });
    const quote = foreclosureQuote(loan, '2024-05-20');
    expect(quote.overdueInterestPaise).toBe(amortizationSchedule(loan)[3]?.interestPaise);
  });

  it('is valid for a week, but not past the next due date', () => {
    expect(foreclosureQuote(account(), '2024-06-01').validUntil).toBe('2024-06-04');
  });
});

describe('annual percentage rate', () => {
  it('equals the interest rate without fees and exceeds it with fees', () => {
    expect(annualPercentageRate({ ...homeLoan, tenureMonths: 36 }, 0)).toBeCloseTo(8.5, 1);
    expect(annualPercentageRate({ ...homeLoan, tenureMonths: 36 }, 5_900_00)).toBeGreaterThan(8.8);
  });
});
