import { useTranslation } from 'react-i18next';
import type { Loan, LoanRecordMismatch } from '../../../shared/api/loans';
import { formatInr } from '../../../shared/format';
import { useDates } from '../../lib/use-dates';

/** Each way the credit report's record of the loan differs from its lender's, in plain words. */
export function useMismatchSentences() {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  return (loan: Pick<Loan, 'bankName'>, mismatch: LoanRecordMismatch): string => {
    const bank = loan.bankName;
    switch (mismatch.field) {
      case 'status':
        return mismatch.lender === 'CLOSED'
          ? t('recordCheck.closedByLender', {
              bank,
              bureau: t(`recordCheck.statusWords.${mismatch.bureau}`),
              date: mismatch.lenderClosedOn ? formatDate(mismatch.lenderClosedOn) : '—',
            })
          : t('recordCheck.openByLender', {
              bank,
              lender: t(`recordCheck.statusWords.${mismatch.lender}`),
            });
      case 'outstanding':
        return t('recordCheck.outstanding', {
          bank,
          bureau: formatInr(mismatch.bureau),
          lender: formatInr(mismatch.lender),
        });
      case 'daysPastDue':
        return t('recordCheck.daysPastDue', {
          bank,
          bureau: mismatch.bureau,
          lender: mismatch.lender,
        });
    }
  };
}
