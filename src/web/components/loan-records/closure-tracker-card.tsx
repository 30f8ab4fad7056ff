import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Loan, LoanClosure } from '../../../shared/api/loans';
import { formatInr } from '../../../shared/format';
import { useDates } from '../../lib/use-dates';
import { ClosureNextSteps } from './closure-next-steps';
import { Fact } from './fact';
import { LoanLetterButton } from './loan-letter-button';
import { LoanRecordCard } from './loan-record-card';
import { SecurityReturnForm } from './security-return-form';

/**
 * A repaid home or vehicle loan whose original documents the lender must return within 30 days
 * (RBI): when it was repaid, the day they are due back, how late they are and the compensation
 * owed so far, and a ready letter to the lender's grievance officer; then the rest of the
 * closure (the credit report, CERSAI or Form 35).
 */
export function ClosureTrackerCard({ loan, closure }: { loan: Loan; closure: LoanClosure }) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const late = closure.daysLate > 0;
  const next = closure.stage === 'returned' ? (late ? 'returnedLate' : 'returned') : closure.stage;
  return (
    <LoanRecordCard
      loan={loan}
      icon={<KeyRound />}
      tint={
        late
          ? 'bg-red-50 text-red-700 ring-1 ring-red-100'
          : 'bg-sky-50 text-sky-800 ring-1 ring-sky-100'
      }
      heading={t('closure.heading')}
      intro={t('closure.rule', { security: t(`closure.security.${closure.security}`) })}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
        <Fact label={t('closure.repaidOn')} value={formatDate(closure.closedOn)} />
        <Fact
          label={t('closure.returnBy')}
          value={formatDate(closure.returnBy)}
          note={
            closure.stage === 'waiting'
              ? closure.daysLeft > 0
                ? t('closure.daysLeft', { count: closure.daysLeft })
                : t('closure.dueToday')
              : undefined
          }
        />
        {closure.returnedOn && (
          <Fact label={t('closure.returnedOn')} value={formatDate(closure.returnedOn)} />
        )}
        {late && (
          <Fact
            label={t('closure.owed')}
            value={formatInr(closure.compensation)}
            note={
              closure.stage === 'late'
                ? `${t('closure.late', { count: closure.daysLate })} · ${t('closure.owedDaily')}`
                : t('closure.late', { count: closure.daysLate })
            }
            alarm
            className="col-span-2 sm:col-span-1"
          />
        )}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-ink">
          {t(`closure.next.${next}`, { bank: loan.bankName, date: formatDate(closure.returnBy) })}
        </p>
        {next !== 'returned' && (
          <LoanLetterButton
            letter="closure-letter"
            loan={loan}
            texts={{
              download: t('closure.download'),
              downloading: t('closure.downloading'),
              downloaded: t('closure.downloaded', { bank: loan.bankName }),
              failed: t('closure.failed'),
            }}
          />
        )}
      </div>
      {closure.stage !== 'returned' && <SecurityReturnForm loan={loan} />}
      <ClosureNextSteps loan={loan} closure={closure} />
    </LoanRecordCard>
  );
}
