import { ReceiptIndianRupee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChargesCheck, Loan } from '../../../shared/api/loans';
import { formatInr } from '../../../shared/format';
import { useDates } from '../../lib/use-dates';
import { LoanLetterButton } from './loan-letter-button';
import { LoanRecordCard } from './loan-record-card';

/**
 * Charges on the lender's statement its sanction letter never agreed, or that are not allowed at
 * all: each with its day, wording and amount, and a ready letter asking the lender to refund them.
 */
export function ChargesCheckCard({ loan, check }: { loan: Loan; check: ChargesCheck }) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  return (
    <LoanRecordCard
      loan={loan}
      icon={<ReceiptIndianRupee />}
      tint="bg-orange-50 text-orange-800 ring-1 ring-orange-100"
      heading={t('chargesCheck.heading')}
      intro={t('chargesCheck.intro')}
    >
      <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
        {check.flagged.map((charge) => (
          <li key={`${charge.on}-${charge.description}`} className="flex flex-col gap-0.5 p-3">
            <span className="flex items-baseline justify-between gap-3">
              <span className="text-sm font-medium text-ink">{charge.description}</span>
              <span className="shrink-0 text-sm font-semibold tabular-nums text-ink">
                {formatInr(charge.amount)}
              </span>
            </span>
            <span className="text-xs text-muted">{formatDate(charge.on)}</span>
            <span className="text-sm text-orange-900">
              {t(`chargesCheck.problem.${charge.problem}`)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-ink">
          {t('chargesCheck.next', { bank: loan.bankName })}
        </p>
        <LoanLetterButton
          letter="charges-letter"
          loan={loan}
          texts={{
            download: t('chargesCheck.download'),
            downloading: t('chargesCheck.downloading'),
            downloaded: t('chargesCheck.downloaded', { bank: loan.bankName }),
            failed: t('chargesCheck.failed'),
          }}
        />
      </div>
    </LoanRecordCard>
  );
}
