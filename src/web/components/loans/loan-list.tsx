import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../shared/api/loans';
import { Button } from '../ui/button';
import { LoanCard } from './loan-card';

interface LoanListProps {
  loans: readonly Loan[];
  selected: ReadonlySet<string>;
  onToggle: (loanId: string) => void;
  onSelectAll: () => void;
  onClearAll: () => void;
}

/** The loan cards with Select All / Clear All. */
export function LoanList({ loans, selected, onToggle, onSelectAll, onClearAll }: LoanListProps) {
  const { t } = useTranslation('loansList');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {t('list.heading')}
          </h2>
          <p className="text-sm text-muted">{t('list.hint')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onSelectAll}>
            {t('list.selectAll')}
          </Button>
          <Button variant="ghost" onClick={onClearAll}>
            {t('list.clearAll')}
          </Button>
        </div>
      </div>
      {/* minmax(0, 1fr) columns: a long bank name wraps instead of widening the page. */}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {loans.map((loan) => (
          <li key={loan.loanId} className="grid grid-cols-1">
            <LoanCard
              loan={loan}
              selected={selected.has(loan.loanId)}
              onToggle={() => onToggle(loan.loanId)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
