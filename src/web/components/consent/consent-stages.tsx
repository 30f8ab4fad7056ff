import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type ConsentStage = 'consent' | 'mobile' | 'otp' | 'verified';

const STAGES = ['consent', 'mobile', 'otp'] as const;

/** The three parts of giving consent, with the current one marked. */
export function ConsentStages({ current }: { current: ConsentStage }) {
  const { t } = useTranslation('cibilConsent');
  const currentIndex = current === 'verified' ? STAGES.length : STAGES.indexOf(current);
  return (
    <ol aria-label={t('stages.label')} className="mb-5 flex items-center gap-2">
      {STAGES.map((stage, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={stage}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 items-center gap-2 last:flex-none"
          >
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold',
                done && 'bg-emerald-600 text-white',
                active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                !done && !active && 'bg-slate-200 text-slate-600',
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} aria-hidden /> : index + 1}
            </span>
            <span className={cn('text-sm', active ? 'font-semibold text-ink' : 'text-muted')}>
              {t(`stages.${stage}`)}
              {done && <span className="sr-only"> ({t('stages.done')})</span>}
            </span>
            {index < STAGES.length - 1 && (
              <span
                aria-hidden
                className={cn(
                  'h-0.5 min-w-3 flex-1 rounded',
                  done ? 'bg-emerald-600' : 'bg-slate-200',
                )}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
