import { financialYearDates, isProvisionalYear } from '../../shared/financial-year.js';
import type { LoanType } from '../../shared/loans.js';
import type { LoanAccount } from './credit-report.js';
import { financialYearRepayments, loanPosition, type YearRepayments } from './loan-math.js';

/**
 * A borrower's loans over one financial year: each loan's interest and principal exactly as its
 * interest certificate has them (loan-math's financialYearRepayments of the same loan record),
 * their totals, and — as information only — the sections of the old tax regime those amounts
 * usually relate to. Pure: the route reads the loans, the PDF template prints the result.
 */

/** A section of the Income-tax Act an amount usually relates to under the old regime. */
export interface OldRegimeSection {
  section: '24(b)' | '80C';
  /** What kind of amount it covers, as the summary prints it. */
  covers: string;
  /** The usual yearly limit, as the summary prints it. */
  limit: string;
  limitPaise: number;
}

/**
 * Only loan types we know and whose amounts a section usually covers are here; other loans are
 * listed with their amounts and nothing is said about them. (Education loan interest, section
 * 80E, would belong here were an education loan a loan type we know.)
 */
const OLD_REGIME_SECTIONS: Partial<
  Record<LoanType, { interest: OldRegimeSection; principal: OldRegimeSection }>
> = {
  home_loan: {
    interest: {
      section: '24(b)',
      covers: 'Home loan interest',
      limit: 'Up to ₹2,00,000 a year for a self-occupied house',
      limitPaise: 2_00_000_00,
    },
    principal: {
      section: '80C',
      covers: 'Home loan principal',
      limit: 'Within the ₹1,50,000 a year of section 80C',
      limitPaise: 1_50_000_00,
    },
  },
};

export interface TaxSummaryLoan {
  loan: LoanAccount;
  year: YearRepayments;
}

export interface OldRegimeLine extends OldRegimeSection {
  /** The year's amounts of the loans this section usually covers, together. */
  amountPaise: number;
  loans: number;
}

export interface TaxSummary {
  financialYear: string;
  from: string;
  to: string;
  /** The year had not ended on the day the summary was made. */
  provisional: boolean;
  /** Loans with at least one instalment due in the year, in the report's order. */
  loans: TaxSummaryLoan[];
  /** Loans of the report with no instalment due in the year (not listed). */
  loansWithoutInstalments: number;
  interestPaise: number;
  principalPaise: number;
  /** Information only: the sections the listed amounts usually relate to under the old regime. */
  oldRegime: OldRegimeLine[];
  /** A listed loan is held jointly (each co-borrower claims a share, not the whole). */
  anyJointLoan: boolean;
  /** Instalments of the year that had fallen due and were not paid on the summary's date. */
  overdueInstalments: number;
}

export function taxSummary(
  accounts: readonly LoanAccount[],
  financialYear: string,
  onDate: string,
): TaxSummary {
  const all = accounts.map((loan) => ({
    loan,
    year: financialYearRepayments(loan, financialYear),
  }));
  const loans = all.filter(({ year }) => year.instalments.length > 0);
  const oldRegime: OldRegimeLine[] = [];
  for (const part of ['interest', 'principal'] as const) {
    const lines = new Map<OldRegimeSection['section'], OldRegimeLine>();
    for (const { loan, year } of loans) {
      const section = OLD_REGIME_SECTIONS[loan.loanType]?.[part];
      if (!section) continue;
      const line = lines.get(section.section) ?? { ...section, amountPaise: 0, loans: 0 };
      line.amountPaise += part === 'interest' ? year.interestPaise : year.principalPaise;
      line.loans += 1;
      lines.set(section.section, line);
    }
    oldRegime.push(...lines.values());
  }
  const { from, to } = financialYearDates(financialYear);
  return {
    financialYear,
    from,
    to,
    provisional: isProvisionalYear(financialYear, onDate),
    loans,
    loansWithoutInstalments: all.length - loans.length,
    interestPaise: loans.reduce((sum, { year }) => sum + year.interestPaise, 0),
    principalPaise: loans.reduce((sum, { year }) => sum + year.principalPaise, 0),
    oldRegime,
    anyJointLoan: loans.some(({ loan }) => loan.ownership === 'JOINT'),
    overdueInstalments: loans.reduce((sum, { loan, year }) => {
      const position = loanPosition(loan, loan.missedInstalments, onDate);
      return (
        sum +
        year.instalments.filter(
          (instalment) =>
            instalment.number > position.instalmentsPaid &&
            instalment.number <= position.instalmentsDue,
        ).length
      );
    }, 0),
  };
}
