import { CheckCircle2, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeLetter, Loan, LoanDispute } from '../../../shared/api/loans';
import { formatInr } from '../../../shared/format';
import { serverMessage } from '../../api/http';
import { useResolveDispute } from '../../api/loans';
import { toast } from '../../lib/toast';
import { useDates } from '../../lib/use-dates';
import { toastFailure } from '../failure-toast';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Fact } from './fact';
import { LoanLetterButton } from './loan-letter-button';
import { LoanRecordCard } from './loan-record-card';

/**
 * A dispute the borrower raised about a loan's credit record, on the RBI's clocks: the day it was
 * raised, the lender's 21 days and the 30 days for its resolution, the days overdue and the ₹100
 * a day owed so far; at each missed clock, the next letter; and Resolved, which the server grants
 * only once a fresh credit report agrees with the lender's statement.
 */
export function DisputeTrackerCard({
  loan,
  dispute,
  onRefresh,
}: {
  loan: Loan;
  dispute: LoanDispute;
  /** A fresh credit report: a new consent with one OTP. */
  onRefresh: () => void;
}) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const late = dispute.daysOverdue > 0;
  const { status } = dispute;
  const resolved = status === 'resolved';
  const against =
    dispute.against.length === 2 ? 'both' : (dispute.against[0] ?? ('bureau' as const));
  const lenderMissed = dispute.status === 'lender-late' || dispute.status === 'overdue';
  return (
    <LoanRecordCard
      loan={loan}
      icon={resolved ? <CheckCircle2 /> : <Scale />}
      tint={
        late && !resolved
          ? 'bg-red-50 text-red-700 ring-1 ring-red-100'
          : 'bg-sky-50 text-sky-800 ring-1 ring-sky-100'
      }
      heading={t('dispute.heading')}
      intro={t('dispute.rule')}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-4">
        <Fact
          label={t('dispute.filedOn')}
          value={formatDate(dispute.filedOn)}
          note={t(`dispute.against.${against}`, { bank: loan.bankName })}
        />
        <Fact
          label={t('dispute.lenderDueBy')}
          value={formatDate(dispute.lenderDueBy)}
          note={lenderMissed ? t('dispute.missed') : undefined}
          alarm={lenderMissed}
        />
        <Fact
          label={t('dispute.bureauDueBy')}
          value={formatDate(dispute.bureauDueBy)}
          note={dispute.status === 'overdue' ? t('dispute.missed') : undefined}
          alarm={dispute.status === 'overdue'}
        />
        {late && (
          <Fact
            label={t('dispute.owed')}
            value={t('dispute.owedSoFar', { amount: formatInr(dispute.compensationDueRupees) })}
            note={resolved ? undefined : t('dispute.overdue', { count: dispute.daysOverdue })}
            alarm
            className="col-span-2 sm:col-span-1"
          />
        )}
      </dl>

      {resolved ? (
        <p className="text-sm leading-relaxed text-ink">
          {late
            ? t('dispute.resolved.late', {
                date: formatDate(dispute.resolvedOn ?? dispute.bureauDueBy),
                days: dispute.daysOverdue,
                amount: formatInr(dispute.compensationDueRupees),
                payBy: formatDate(dispute.compensationPayableBy ?? dispute.bureauDueBy),
              })
            : t('dispute.resolved.inTime', {
                date: formatDate(dispute.resolvedOn ?? dispute.bureauDueBy),
              })}
        </p>
      ) : (
        <>
          <p className="text-sm leading-relaxed text-ink">
            {t(`dispute.next.${status}`, {
              bank: loan.bankName,
              date: formatDate(dispute.bureauDueBy),
            })}
          </p>
          {dispute.letters.length > 0 && (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {/* The newest clock's letter first: it is the next to send. */}
              {[...dispute.letters].reverse().map((letter) => (
                <DisputeLetterButton key={letter} letter={letter} loan={loan} />
              ))}
            </div>
          )}
          <ResolvePanel loan={loan} onRefresh={onRefresh} />
        </>
      )}
    </LoanRecordCard>
  );
}

function DisputeLetterButton({ letter, loan }: { letter: DisputeLetter; loan: Loan }) {
  const { t } = useTranslation('loansList');
  return (
    <LoanLetterButton
      letter={`dispute-${letter}`}
      loan={loan}
      // The longest labels wrap on a phone instead of pushing the page sideways.
      className="h-auto min-h-11 whitespace-normal py-2 text-left"
      texts={{
        download: t(`dispute.letters.${letter}`, { bank: loan.bankName }),
        downloading: t('dispute.downloading'),
        downloaded: t(`dispute.downloaded.${letter}`, { bank: loan.bankName }),
        failed: t('dispute.failed'),
      }}
    />
  );
}

/** Resolved: refresh the credit report first, then the server checks it against the lender's. */
function ResolvePanel({ loan, onRefresh }: { loan: Loan; onRefresh: () => void }) {
  const { t } = useTranslation('loansList');
  const [open, setOpen] = useState(false);
  const resolve = useResolveDispute();
  if (!open) {
    return (
      <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
        <CheckCircle2 aria-hidden />
        {t('dispute.resolve.open')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <p className="text-sm leading-relaxed text-ink">
        {t('dispute.resolve.text', { bank: loan.bankName })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRefresh}>{t('dispute.resolve.refresh')}</Button>
        <Button
          variant="secondary"
          disabled={resolve.isPending}
          onClick={() =>
            resolve.mutate(loan.loanId, {
              onSuccess: () => toast.success(t('dispute.resolve.done', { bank: loan.bankName })),
              onError: (failure) =>
                toastFailure(failure, serverMessage(failure) || t('dispute.resolve.failed')),
            })
          }
        >
          {resolve.isPending && <Spinner />}
          {resolve.isPending ? t('dispute.resolve.checking') : t('dispute.resolve.check')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('dispute.resolve.cancel')}
        </Button>
      </div>
    </div>
  );
}
