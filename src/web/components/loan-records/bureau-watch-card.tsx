import { FileClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../shared/api/loans';
import { BureauWatchText } from './closure-next-steps';
import { LoanRecordCard } from './loan-record-card';

/**
 * A repaid loan with no papers to return (a personal loan, say) still has to show closed on
 * the credit report (RBI/2024-25/60): by when, and once it is late, the dispute. Shown until
 * the report shows it closed; a secured loan's closure tracker says the same.
 */
export function BureauWatchCard({
  loan,
  watch,
}: {
  loan: Loan;
  watch: NonNullable<Loan['bureauWatch']>;
}) {
  const { t } = useTranslation('loansList');
  return (
    <LoanRecordCard
      loan={loan}
      icon={<FileClock />}
      tint={
        watch.bureauStillOpen
          ? 'bg-red-50 text-red-700 ring-1 ring-red-100'
          : 'bg-sky-50 text-sky-800 ring-1 ring-sky-100'
      }
      heading={t('closure.bureauCard.heading')}
      intro={t('closure.bureauCard.intro')}
    >
      <div className="flex flex-col gap-2">
        <BureauWatchText loan={loan} watch={watch} />
      </div>
    </LoanRecordCard>
  );
}

/**
 * The card is for a repaid loan without a closure tracker, until the report shows it closed —
 * and not where the record check already says the report disagrees with the lender about it
 * (that card offers the same dispute).
 */
export function needsBureauWatchCard(
  loan: Loan,
): loan is Loan & { bureauWatch: NonNullable<Loan['bureauWatch']> } {
  const statusDisputed = loan.recordCheck?.mismatches.some(
    (mismatch) => mismatch.field === 'status',
  );
  return (
    loan.closure === null &&
    loan.bureauWatch !== null &&
    !loan.bureauWatch.bureauShowsClosed &&
    !statusDisputed
  );
}
