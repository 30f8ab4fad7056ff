import { Gauge, IdCard, Landmark, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CibilReportResponse } from '../../../shared/api/loans';
import { formatInr, maskPan, type ScoreBand, scoreBand } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { activeLoanCount, totalOutstanding } from './legacy-selection';

const BAND_TONE: Record<ScoreBand, 'green' | 'blue' | 'amber'> = {
  Excellent: 'green',
  Good: 'blue',
  Fair: 'amber',
};

/** Four cards: the score, how many loans are active, what is owed in all, and whose report. */
export function DashboardSummary({
  report,
  panNumber,
  holderName,
}: {
  report: CibilReportResponse;
  panNumber: string;
  holderName: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const score = report.credit_score;
  const band = score === null ? null : scoreBand(score);
  return (
    <section aria-label={t('cards.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard icon={<Gauge aria-hidden />} label={t('cards.score')}>
        {score === null || band === null ? (
          <>
            <p className="text-2xl font-bold text-ink">{t('cards.noScore')}</p>
            <p className="mt-1 text-xs text-muted">{t('cards.noScoreHint')}</p>
          </>
        ) : (
          <>
            <p className="text-3xl font-bold tabular-nums text-ink">{score}</p>
            <Badge tone={BAND_TONE[band]} className="mt-1">
              {t(`cards.bands.${band}`)}
            </Badge>
          </>
        )}
      </SummaryCard>
      <SummaryCard icon={<Landmark aria-hidden />} label={t('cards.activeLoans')}>
        <p className="text-3xl font-bold tabular-nums text-ink">
          {activeLoanCount(report.loan_accounts)}
        </p>
        <p className="mt-1 text-xs text-muted">
          {t('cards.ofAccounts', { count: report.total_loans })}
        </p>
      </SummaryCard>
      <SummaryCard icon={<Wallet aria-hidden />} label={t('cards.outstanding')}>
        <p className="text-xl font-bold break-words tabular-nums text-ink sm:text-2xl">
          {formatInr(totalOutstanding(report.loan_accounts))}
        </p>
        <p className="mt-1 text-xs text-muted">{t('cards.outstandingHint')}</p>
      </SummaryCard>
      <SummaryCard icon={<IdCard aria-hidden />} label={t('cards.holder')}>
        {holderName && <p className="font-semibold break-words text-ink">{holderName}</p>}
        <p className="mt-0.5 font-mono text-sm tracking-wide text-ink">{maskPan(panNumber)}</p>
      </SummaryCard>
    </section>
  );
}

function SummaryCard({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex min-w-0 flex-col p-4">
      <h2 className="flex items-center gap-2 text-xs font-medium text-muted">
        <span className={cn('text-brand-700 [&_svg]:size-4')}>{icon}</span>
        {label}
      </h2>
      <div className="mt-2">{children}</div>
    </Card>
  );
}
