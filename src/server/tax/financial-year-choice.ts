import {
  choosableFinancialYears,
  isChoosableFinancialYear,
  lastCompleteFinancialYear,
} from '../../shared/financial-year.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';

/**
 * The financial year a borrower asked about, checked against today in India: the current year
 * (provisional) or one of the eight before it, never a future one. None asked: the last complete
 * year. A well-formed year outside that range is refused with the range in plain words.
 */
export function chosenFinancialYear(asked: string | undefined, today: string): string {
  const year = asked ?? lastCompleteFinancialYear(today);
  if (!isChoosableFinancialYear(year, today)) {
    const years = choosableFinancialYears(today);
    throw new HttpProblem(
      400,
      'FINANCIAL_YEAR_OUT_OF_RANGE',
      sentence('financialYearOutOfRange', {
        earliest: years.at(-1) ?? '',
        latest: years[0] ?? '',
      }),
    );
  }
  return year;
}
