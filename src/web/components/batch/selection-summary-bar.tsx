import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import type { ChoiceSummary } from './document-choice';

interface SelectionSummaryBarProps {
  summary: ChoiceSummary;
  onContinue: () => void;
}

/** Stays in reach at the bottom of the screen: what is chosen so far, and the way on. */
export function SelectionSummaryBar({ summary, onContinue }: SelectionSummaryBarProps) {
  const { t } = useTranslation('documentSelection');
  return (
    <section
      aria-label={t('summary.heading')}
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-xl sm:border sm:px-5"
    >
      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="min-w-0 text-sm text-ink">
          {summary.documents === 0 ? (
            <span className="text-muted">{t('summary.none')}</span>
          ) : (
            <>
              <span className="block font-semibold">
                {t('summary.documents', { count: summary.documents })}
              </span>
              <span className="block text-muted">
                {t('summary.acrossBanks', { count: summary.banks })}
              </span>
            </>
          )}
        </p>
        <Button size="lg" onClick={onContinue} className="shrink-0 px-5">
          {t('continue')}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </section>
  );
}
