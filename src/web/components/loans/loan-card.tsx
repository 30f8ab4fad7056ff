import { Check, ReceiptIndianRupee, SearchCheck, ShieldCheck, TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan, RecordCheck } from '../../../shared/api/loans';
import { formatInr } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/use-dates';
import { BankBadge } from '../bank-badge';
import { useMismatchSentences } from '../loan-records/record-mismatches';
import { Badge } from '../ui/badge';
import { overdueStage } from './overdue';

const STATUS_TONE = { ACTIVE: 'green', OVERDUE: 'red', CLOSED: 'grey' } as const;

interface LoanCardProps {
  loan: Loan;
  selected: boolean;
  onToggle: () => void;
}

/**
 * One loan account. The whole card is the label of a real checkbox: a tap anywhere, Space or
 * Enter selects it, and screen readers hear "HDFC Bank, Home Loan, Account XXXX7890, checkbox".
 */
export function LoanCard({ loan, selected, onToggle }: LoanCardProps) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const id = useId();
  const progress = Math.round(Math.min(100, Math.max(0, loan.loanProgress)));
  // The lender's statement says it is repaid: advice on paying the arrears would mislead.
  const repaidPerLender = loan.recordCheck?.mismatches.some(
    (mismatch) => mismatch.field === 'status' && mismatch.lender === 'CLOSED',
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onToggle();
    }
  };

  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm transition-colors sm:p-5',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        selected
          ? 'border-brand-600 bg-brand-50/40 ring-1 ring-brand-600'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={selected}
        onChange={onToggle}
        onKeyDown={onKeyDown}
        aria-labelledby={`${id}-bank ${id}-type ${id}-account`}
        aria-describedby={`${id}-status ${id}-figures`}
      />
      <span className="flex items-start gap-3">
        <BankBadge bankName={loan.bankName} />
        <span className="min-w-0 flex-1">
          <span id={`${id}-bank`} className="block font-semibold break-words text-ink">
            {loan.bankName}
          </span>
          <span id={`${id}-type`} className="mt-0.5 block text-sm text-ink">
            {t(`loanTypes.${loan.loanType}`)}
          </span>
          <span id={`${id}-account`} className="block text-xs tabular-nums text-muted">
            <span className="sr-only">{t('card.account', { accountId: loan.accountId })}</span>
            <span aria-hidden>{t('card.accountShort', { accountId: loan.accountId })}</span>
          </span>
        </span>
        <span
          aria-hidden
          className={cn(
            'grid size-6 shrink-0 place-items-center rounded-md border-2 transition-colors',
            selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white',
          )}
        >
          {selected && <Check className="size-4" strokeWidth={3} />}
        </span>
      </span>

      <span id={`${id}-status`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={STATUS_TONE[loan.accountStatus]}>{t(`status.${loan.accountStatus}`)}</Badge>
        {loan.closedOn && (
          <span className="text-sm text-muted">
            {t('card.closedOn', { date: formatDate(loan.closedOn) })}
          </span>
        )}
        {loan.isOverdue && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-red-700">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {t('card.overdueAmount', { amount: formatInr(loan.overdueAmount) })}
            {loan.daysPastDue > 0 && <> · {t('card.daysPastDue', { count: loan.daysPastDue })}</>}
          </span>
        )}
      </span>
      {loan.isOverdue && !repaidPerLender && (
        <span className="block rounded-lg bg-red-50 px-3 py-2 text-sm leading-relaxed text-red-900">
          {!loan.recordCheck && <>{t('card.overduePerBureau')} </>}
          {loan.overdueSince && (
            <>{t('card.overdueSince', { date: formatDate(loan.overdueSince) })} </>
          )}
          {t(`card.overdueNext.${overdueStage(loan.daysPastDue)}`, {
            amount: formatInr(loan.overdueAmount),
            bank: loan.bankName,
          })}
          {/* Only the bureau has spoken so far: a borrower who has paid can check it. */}
          {!loan.recordCheck && <> {t('card.overdueCheck', { bank: loan.bankName })}</>}
        </span>
      )}

      {loan.recordCheck && <RecordCheckNote loan={loan} check={loan.recordCheck} />}
      {loan.chargesCheck?.flagged.length ? (
        <span className="flex items-start gap-1.5 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-950">
          <ReceiptIndianRupee className="mt-0.5 size-4 shrink-0 text-orange-700" aria-hidden />
          {t('chargesCheck.onCard', {
            count: loan.chargesCheck.flagged.length,
            bank: loan.bankName,
          })}
        </span>
      ) : null}

      <span id={`${id}-figures`} className="grid grid-cols-3 gap-3">
        <Figure label={t('card.outstanding')} value={formatInr(loan.outstandingAmount)} strong />
        <Figure label={t('card.emi')} value={formatInr(loan.emi)} />
        <Figure
          label={t('card.nextDue')}
          value={loan.nextDueDate ? formatDate(loan.nextDueDate) : t('card.noDue')}
        />
      </span>

      <span className="block">
        <span className="block text-xs text-muted">{t('card.repaid', { percent: progress })}</span>
        <span aria-hidden className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-200">
          <span
            className={cn(
              'block h-full rounded-full',
              loan.isOverdue ? 'bg-red-500' : 'bg-brand-600',
            )}
            style={{ width: `${progress}%` }}
          />
        </span>
      </span>
    </label>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-xs text-muted">{label}</span>
      <span
        className={cn(
          'mt-0.5 text-sm tabular-nums text-ink',
          strong ? 'font-bold sm:text-base' : 'font-medium',
        )}
      >
        {value}
      </span>
    </span>
  );
}

/** The credit report held against the lender's statement: agreed, or where it differs. */
function RecordCheckNote({ loan, check }: { loan: Loan; check: RecordCheck }) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const sentence = useMismatchSentences();
  if (check.mismatches.length === 0) {
    return (
      <span className="flex items-start gap-1.5 text-sm text-emerald-800">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('recordCheck.matches', { bank: loan.bankName, date: formatDate(check.statementDate) })}
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-1 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-relaxed text-amber-950">
      {check.mismatches.map((mismatch) => (
        <span key={mismatch.field} className="flex items-start gap-1.5">
          <SearchCheck className="mt-1 size-4 shrink-0 text-amber-700" aria-hidden />
          {sentence(loan, mismatch)}
        </span>
      ))}
    </span>
  );
}
