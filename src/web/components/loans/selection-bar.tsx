import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface SelectionBarProps {
  selected: number;
  total: number;
  onContinue: () => void;
}

/** Stays in reach at the bottom of the screen: how many loans are chosen, and the way on. */
export function SelectionBar({ selected, total, onContinue }: SelectionBarProps) {
  const { t } = useTranslation('loansList');
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-xl sm:border sm:px-5">
      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm font-medium text-ink">
          {t('selection.count', { count: selected, total })}
        </p>
        <Button size="lg" onClick={onContinue} className="px-5">
          {t('selection.selectDocuments')}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
