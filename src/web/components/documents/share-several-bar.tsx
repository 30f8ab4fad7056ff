import { Link2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_SHARED_DOCUMENTS } from '../../../shared/documents';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * In reach at the bottom while picking documents for one link: how many are picked, Cancel,
 * and the button that makes the link.
 */
export function ShareSeveralBar({
  count,
  full,
  creating,
  onCancel,
  onCreate,
}: {
  count: number;
  full: boolean;
  creating: boolean;
  onCancel: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('documentCenter');
  return (
    <section
      aria-label={t('several.barLabel')}
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-xl sm:border sm:px-5"
    >
      {/* As in the action bar: the buttons go below the count rather than squeeze it. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="flex-[1_1_6rem] text-sm text-ink">
          {count === 0 ? (
            <span className="text-muted">{t('several.none')}</span>
          ) : (
            <>
              <span className="block font-semibold">{t('several.selected', { count })}</span>
              {full && (
                <span className="block text-muted">
                  {t('several.full', { maximum: MAX_SHARED_DOCUMENTS })}
                </span>
              )}
            </>
          )}
        </p>
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          {/* On a phone the cross alone says Cancel, so that both buttons fit side by side. */}
          <Button variant="secondary" size="lg" className="px-3" onClick={onCancel}>
            <X aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('several.cancel')}</span>
          </Button>
          <Button size="lg" className="px-4" disabled={count === 0 || creating} onClick={onCreate}>
            {creating ? <Spinner /> : <Link2 aria-hidden />}
            {t('several.create')}
          </Button>
        </div>
      </div>
    </section>
  );
}
