import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ScoreBand, scoreBand } from '../../../shared/format';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/use-dates';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';

const SCORE_MIN = 300;
const SCORE_MAX = 900;

const BAND_STYLE: Record<ScoreBand, { arc: string; tone: 'green' | 'blue' | 'amber' }> = {
  Excellent: { arc: 'stroke-emerald-600', tone: 'green' },
  Good: { arc: 'stroke-sky-600', tone: 'blue' },
  Fair: { arc: 'stroke-amber-500', tone: 'amber' },
};

interface CreditScorePanelProps {
  creditScore: number | null;
  reportDate: string;
}

/** The bureau score on a 300–900 half-dial with its band, or an honest "no history". */
export function CreditScorePanel({ creditScore, reportDate }: CreditScorePanelProps) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  if (creditScore === null) {
    return (
      <Card className="flex h-full items-start gap-4 p-5 sm:p-6 md:items-center">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
          <SearchX className="size-6" aria-hidden />
        </span>
        <div>
          <h2 className="text-base font-semibold text-ink">{t('score.noHistory.title')}</h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{t('score.noHistory.text')}</p>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {t('score.noHistory.howItStarts')}
          </p>
          <p className="mt-3 text-xs text-muted">
            {t('score.reportDate', { date: formatDate(reportDate) })}
          </p>
        </div>
      </Card>
    );
  }
  const band = scoreBand(creditScore);
  const style = BAND_STYLE[band];
  const share =
    ((Math.min(SCORE_MAX, Math.max(SCORE_MIN, creditScore)) - SCORE_MIN) /
      (SCORE_MAX - SCORE_MIN)) *
    100;
  const bandLabel = t(`score.bands.${band}`);
  return (
    <Card className="flex h-full flex-col items-center gap-4 p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6">
      <div
        role="img"
        aria-label={t('score.gaugeLabel', { score: creditScore, band: bandLabel })}
        className="relative w-48 shrink-0"
      >
        <svg viewBox="0 0 200 112" className="w-full" aria-hidden>
          <path
            d="M 20 100 A 80 80 0 0 1 180 100"
            pathLength={100}
            className="fill-none stroke-slate-200"
            strokeWidth={16}
            strokeLinecap="round"
          />
          <path
            d="M 20 100 A 80 80 0 0 1 180 100"
            pathLength={100}
            className={cn('fill-none', style.arc)}
            strokeWidth={16}
            strokeLinecap="round"
            strokeDasharray={`${Math.max(share, 0.5)} 100`}
          />
        </svg>
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center">
          <span className="text-4xl font-bold leading-none tabular-nums text-ink">
            {creditScore}
          </span>
          <span className="mt-1 text-xs text-muted">{t('score.scale')}</span>
        </div>
      </div>
      <div className="text-center sm:text-left">
        <h2 className="text-sm font-medium text-muted">{t('score.heading')}</h2>
        <Badge tone={style.tone} className="mt-1.5 px-3 py-1 text-sm">
          {bandLabel}
        </Badge>
        <p className="mt-2 text-sm text-ink">{t(`score.bandHint.${band}`)}</p>
        <p className="mt-2 text-xs text-muted">
          {t('score.reportDate', { date: formatDate(reportDate) })}
        </p>
      </div>
    </Card>
  );
}
