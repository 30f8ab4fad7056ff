import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { DocumentType } from '../../../shared/documents';
import { isYearlyDocument } from '../../../shared/documents';
import {
  rememberFlowState,
  type SelectedLoan,
  storedFlowState,
  useFlowState,
} from '../../flow/flow-state';
import { FinancialYearSelect } from '../tax/financial-year-select';
import { indiaToday } from '../tax/india-today';
import { type InterestYears, restoreInterestYears, withInterestYear } from './interest-years';

/**
 * The year of each loan's interest certificate on /document-selection: kept from the journey (and
 * remembered as it is chosen, so a reload keeps it like the rest of the choice), chosen under the
 * certificate's checkbox once it is ticked.
 */
export function useInterestYears(loans: readonly SelectedLoan[]) {
  const flow = useFlowState();
  const [today] = useState(indiaToday);
  const [years, setYears] = useState<InterestYears>(() =>
    restoreInterestYears(loans, storedFlowState().interestYears ?? flow.interestYears, today),
  );
  useEffect(() => {
    rememberFlowState({ interestYears: years });
  }, [years]);

  /** The year field under a loan's document, when it is a yearly one and ticked. */
  const fieldFor = useCallback(
    (loanId: string, type: DocumentType, checked: boolean): ReactNode =>
      checked && isYearlyDocument(type) ? (
        <FinancialYearSelect
          value={years[loanId] ?? ''}
          onChange={(year) => setYears((current) => withInterestYear(current, loanId, year))}
          today={today}
          withHint
          // Under the ticked certificate, on its shade; indented to its name where there is room.
          className="-mt-1 rounded-b-lg bg-brand-50 px-2 pt-1 pb-3 sm:pr-3 sm:pl-12"
        />
      ) : null,
    [years, today],
  );

  return { years, fieldFor };
}
