import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../shared/api/loans';

/** "home_loan" → "Home Loan" in the chosen language; an unknown type reads as "Other Loan". */
export function useLoanTypeLabel(): (loanType: string) => string {
  const { t } = useTranslation('loansList');
  return useCallback(
    (loanType: string) =>
      t(`loanTypes.${loanType as Loan['loanType']}`, { defaultValue: t('loanTypes.other') }),
    [t],
  );
}
