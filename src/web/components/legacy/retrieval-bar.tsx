import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** Stays in reach at the bottom of the dashboard: what is chosen, and the way on. */
export function RetrievalBar({
  loans,
  documents,
  onRetrieve,
}: {
  loans: number;
  documents: number;
  onRetrieve: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-label={t('bar.label')}
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-xl sm:border sm:px-5"
    >
      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="min-w-0 text-sm text-ink">
          <span className="block font-semibold">{t('bar.loans', { count: loans })}</span>
          <span className="block text-muted">{t('bar.documents', { count: documents })}</span>
        </p>
        <Button size="lg" onClick={onRetrieve} className="shrink-0 px-5">
          {t('bar.retrieve')}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </section>
  );
}
