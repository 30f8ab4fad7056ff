import {
  isChoosableFinancialYear,
  lastCompleteFinancialYear,
} from '../../../shared/financial-year';
import type { SelectedLoan } from '../../flow/flow-state';

/**
 * The financial year of each loan's interest certificate (loanId → "2025-26"), as chosen on
 * /document-selection and carried to /batch-consent. Every selected loan has one: the last
 * complete year until the borrower picks another.
 */
export type InterestYears = Readonly<Record<string, string>>;

/**
 * Years carried in the flow state, for the loans still selected: a year that may no longer be
 * chosen (the calendar moved on) falls back to the last complete one.
 */
export function restoreInterestYears(
  loans: readonly SelectedLoan[],
  stored: Readonly<Record<string, string>> | undefined,
  today: string,
): InterestYears {
  return Object.fromEntries(
    loans.map((loan) => {
      const year = stored?.[loan.loanId];
      return [
        loan.loanId,
        year && isChoosableFinancialYear(year, today) ? year : lastCompleteFinancialYear(today),
      ];
    }),
  );
}

export function withInterestYear(
  years: InterestYears,
  loanId: string,
  financialYear: string,
): InterestYears {
  return { ...years, [loanId]: financialYear };
}
