import { SearchCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Loan, RecordCheck } from '../../../shared/api/loans';
import { DisputeForm } from './dispute-form';
import { LoanLetterButton } from './loan-letter-button';
import { LoanRecordCard } from './loan-record-card';
import { useMismatchSentences } from './record-mismatches';

/**
 * A loan whose credit report record differs from its lender's newest statement: the differences
 * in plain words, a ready summary to attach to a dispute with the credit bureau, and, until a
 * dispute is open, where to say one was raised so its clocks start.
 */
export function RecordCheckCard({ loan, check }: { loan: Loan; check: RecordCheck }) {
  const { t } = useTranslation('loansList');
  const sentence = useMismatchSentences();
  return (
    <LoanRecordCard
      loan={loan}
      icon={<SearchCheck />}
      tint="bg-amber-50 text-amber-800 ring-1 ring-amber-100"
      heading={t('recordCheck.heading')}
    >
      <ul className="flex list-disc flex-col gap-1.5 rounded-lg bg-amber-50 py-3 pr-3 pl-7 text-sm leading-relaxed text-amber-950">
        {check.mismatches.map((mismatch) => (
          <li key={mismatch.field}>{sentence(loan, mismatch)}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-ink">
          {t('recordCheck.next', { bank: loan.bankName })}
        </p>
        <LoanLetterButton
          letter="dispute-summary"
          loan={loan}
          texts={{
            download: t('recordCheck.download'),
            downloading: t('recordCheck.downloading'),
            downloaded: t('recordCheck.downloaded', { bank: loan.bankName }),
            failed: t('recordCheck.failed'),
          }}
        />
      </div>
      {(!loan.dispute || loan.dispute.status === 'resolved') && <DisputeForm loan={loan} />}
    </LoanRecordCard>
  );
}
