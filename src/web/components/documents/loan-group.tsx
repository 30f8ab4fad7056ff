import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BankBadge } from '../bank-badge';
import { useLoanTypeLabel } from '../use-loan-type-label';
import type { LoanGroup } from './document-groups';

/**
 * One loan account's documents under its lender, loan type and masked account number.
 * `action` sits at the right of the heading: the place for a next step about the whole loan,
 * such as trying a bank that failed again.
 */
export function LoanGroupSection({
  group,
  action,
  children,
}: {
  group: LoanGroup;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('documentCenter');
  const loanTypeLabel = useLoanTypeLabel();
  const id = useId();
  const count = group.families.length;
  return (
    <section
      aria-labelledby={`${id}-loan`}
      className="rounded-2xl border border-slate-200 bg-slate-100/70 p-3 sm:p-4"
    >
      <header className="mb-3 flex flex-wrap items-center gap-3 px-1">
        <BankBadge bankName={group.bankName} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-loan`} className="font-semibold break-words text-ink">
            {group.bankName}
            <span className="sr-only">
              {', '}
              {group.loanType ? loanTypeLabel(group.loanType) : ''}
              {group.accountMasked
                ? `, ${t('group.account', { account: group.accountMasked })}`
                : ''}
            </span>
          </h3>
          <p aria-hidden className="text-sm text-slate-700">
            {group.loanType && loanTypeLabel(group.loanType)}
            {group.loanType && group.accountMasked && <span className="text-muted"> · </span>}
            {group.accountMasked && (
              <span className="whitespace-nowrap text-muted tabular-nums">
                {t('group.accountShort', { account: group.accountMasked })}
              </span>
            )}
          </p>
        </div>
        <p className="hidden text-xs font-medium text-muted sm:block">
          {t('group.documents', { count })}
        </p>
        {action}
      </header>
      {/* Each card its own height: opening one card's earlier versions leaves the others be. */}
      <ul className="grid grid-cols-1 items-start gap-3 md:grid-cols-2 xl:grid-cols-3">
        {children}
      </ul>
    </section>
  );
}
