import { CheckCheck, Eraser, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface QuickSelectionProps {
  onClearAll: () => void;
  onSelectPopular: () => void;
  onSelectAll: () => void;
}

/** One tap to choose the same documents for every loan. */
export function QuickSelection({ onClearAll, onSelectPopular, onSelectAll }: QuickSelectionProps) {
  const { t } = useTranslation('documentSelection');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:items-center sm:gap-4"
    >
      <div className="flex items-center justify-between gap-3 sm:contents">
        <h2 id={headingId} className="text-sm font-semibold text-ink sm:mr-auto">
          {t('quick.heading')}
        </h2>
        <Button variant="ghost" onClick={onClearAll} className="-mr-2 px-3 sm:order-last sm:mr-0">
          <Eraser aria-hidden />
          {t('quick.clearAll')}
        </Button>
      </div>
      <div className="mt-2 grid gap-2 sm:mt-0 sm:flex">
        <Button variant="secondary" onClick={onSelectPopular}>
          <Star aria-hidden />
          {t('quick.selectPopular')}
        </Button>
        <Button variant="secondary" onClick={onSelectAll}>
          <CheckCheck aria-hidden />
          {t('quick.selectAllDocuments')}
        </Button>
      </div>
    </section>
  );
}
