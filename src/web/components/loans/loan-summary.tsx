import { useTranslation } from 'react-i18next';
import { formatInr } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import type { LoanTotals } from './loan-totals';

/** Total outstanding across all lenders, and how many loans are active, overdue, in all. */
export function LoanSummary({ totals }: { totals: LoanTotals }) {
  const { t } = useTranslation('loansList');
  const counts = [
    { key: 'totalLoans', value: totals.total, accent: 'text-ink' },
    { key: 'active', value: totals.active, accent: 'text-emerald-700' },
    {
      key: 'overdue',
      value: totals.overdue,
      accent: totals.overdue > 0 ? 'text-red-700' : 'text-ink',
    },
  ] as const;
  return (
    <Card className="flex h-full flex-col p-5 sm:p-6">
      <section aria-label={t('summary.label')} className="flex h-full flex-col gap-4">
        <div>
          <h2 className="text-sm font-medium text-muted">{t('summary.outstanding')}</h2>
          <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums text-ink">
            {formatInr(totals.outstanding)}
          </p>
        </div>
        <dl className="mt-auto grid grid-cols-3 divide-x divide-slate-200 rounded-lg bg-slate-50 py-3">
          {counts.map(({ key, value, accent }) => (
            <div key={key} className="flex flex-col items-center gap-0.5 px-2 text-center">
              <dt className="text-xs text-muted">{t(`summary.${key}`)}</dt>
              <dd className={cn('text-2xl font-semibold tabular-nums', accent)}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
