import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegacyLoanAccount } from '../../../shared/api/loans';
import { LEGACY_DOCUMENT_TYPES, type LegacyDocumentType } from '../../../shared/documents';
import { formatInr } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { BankBadge } from '../bank-badge';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { CheckRow } from '../ui/check-row';
import { Checkbox } from '../ui/checkbox';
import { useLoanTypeLabel } from '../use-loan-type-label';

const STATUS_TONE = { active: 'green', overdue: 'red', other: 'grey' } as const;

interface DashboardLoanProps {
  loan: LegacyLoanAccount;
  /** Null when the loan is not ticked; else the documents ticked for it. */
  chosen: readonly LegacyDocumentType[] | null;
  onToggleLoan: () => void;
  onToggleDocument: (type: LegacyDocumentType) => void;
}

/** One loan account with its box; ticked, its four documents appear to be chosen. */
export function DashboardLoan({
  loan,
  chosen,
  onToggleLoan,
  onToggleDocument,
}: DashboardLoanProps) {
  const { t } = useTranslation('dashboard');
  const loanTypeLabel = useLoanTypeLabel();
  const id = useId();
  const selected = chosen !== null;
  const loanType = loanTypeLabel(loan.loan_type);

  return (
    <Card
      className={cn(
        'flex w-full min-w-0 flex-col transition-colors',
        selected && 'border-brand-600 ring-1 ring-brand-600',
      )}
    >
      <label htmlFor={`${id}-loan`} className="flex cursor-pointer items-start gap-3 p-4 sm:p-5">
        <Checkbox
          id={`${id}-loan`}
          checked={selected}
          onCheckedChange={onToggleLoan}
          aria-describedby={`${id}-figures`}
          className="mt-3"
        />
        <BankBadge bankName={loan.bank_name} mark={loan.bank_logo} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold break-words text-ink">{loan.bank_name}</span>
            <Badge tone={STATUS_TONE[loan.status]}>{t(`loans.status.${loan.status}`)}</Badge>
          </span>
          <span className="block text-sm text-ink">{loanType}</span>
          <span className="block text-xs tabular-nums text-muted">
            <span className="sr-only">{t('loans.account', { account: loan.account_number })}</span>
            <span aria-hidden>{t('loans.accountShort', { account: loan.account_number })}</span>
          </span>
        </span>
      </label>
      <dl
        id={`${id}-figures`}
        className="mx-4 mb-4 grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg bg-slate-50 px-3 py-2.5 sm:mx-5 sm:grid-cols-4"
      >
        <Figure label={t('loans.outstanding')} value={formatInr(loan.outstanding_amount)} strong />
        <Figure label={t('loans.emi')} value={formatInr(loan.emi_amount)} />
        <Figure label={t('loans.principal')} value={formatInr(loan.principal_amount)} />
        <Figure
          label={t('loans.tenure')}
          value={t('loans.tenureMonths', { count: loan.tenure_months })}
        />
      </dl>
      {selected && (
        <fieldset className="min-w-0 border-t border-slate-100 px-2 py-2 sm:px-3">
          <legend className="sr-only">
            {t('loans.documentsLabel', { bank: `${loan.bank_name}, ${loanType}` })}
          </legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {LEGACY_DOCUMENT_TYPES.map((type) => {
              const boxId = `${id}-${type}`;
              const checked = chosen.includes(type);
              return (
                <li key={type}>
                  <CheckRow
                    id={boxId}
                    checked={checked}
                    onCheckedChange={() => onToggleDocument(type)}
                  >
                    <span className="text-sm font-medium text-ink">
                      {t(`documentTypes.${type}`)}
                    </span>
                  </CheckRow>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </Card>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('text-sm tabular-nums text-ink', strong ? 'font-bold' : 'font-medium')}>
        {value}
      </dd>
    </div>
  );
}
