import { Building2, CircleCheck, Files, Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { DocumentCounts as Counts } from './document-filter';

const TILES: ReadonlyArray<{ key: keyof Counts; Icon: LucideIcon; tone: string }> = [
  { key: 'ready', Icon: CircleCheck, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'processing', Icon: Hourglass, tone: 'bg-blue-50 text-blue-700' },
  { key: 'banks', Icon: Building2, tone: 'bg-violet-50 text-violet-700' },
  { key: 'total', Icon: Files, tone: 'bg-slate-100 text-slate-700' },
];

/** Ready, Processing, Banks (distinct bank names) and Total, over all the borrower's documents. */
export function DocumentCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation('documentCenter');
  return (
    <section aria-label={t('counts.label')}>
      {/* Two by two on a phone, the count beside its word: four in a row left a word such as
          Tamil's "being prepared" no room but an ellipsis. */}
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 sm:gap-3">
        {TILES.map(({ key, Icon, tone }) => (
          <li
            key={key}
            className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm sm:p-4"
          >
            <span
              aria-hidden
              className={cn('hidden size-10 shrink-0 place-items-center rounded-lg sm:grid', tone)}
            >
              <Icon className="size-5" />
            </span>
            <p className="flex min-w-0 flex-1 items-baseline gap-2 sm:flex-col sm:items-start sm:gap-0">
              <span
                className="text-xl leading-tight font-bold text-ink tabular-nums sm:text-2xl"
                data-testid={`count-${key}`}
              >
                {counts[key]}
              </span>
              <span className="min-w-0 text-sm break-words text-muted">{t(`counts.${key}`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
