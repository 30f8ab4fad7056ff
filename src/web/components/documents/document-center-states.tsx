import { FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateCard } from '../state-card';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** 'Loading Documents', with placeholders in the shape of the screen. */
export function DocumentsLoading() {
  const { t } = useTranslation('documentCenter');
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <StateCard
        role="status"
        icon={<Spinner className="size-7" />}
        title={t('loading.title')}
        text={t('loading.text')}
      />
      <div aria-hidden className="grid animate-pulse grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="h-[4.5rem] rounded-xl bg-slate-200/70" />
        ))}
      </div>
    </div>
  );
}

/** 'No Documents Found', with Clear Search while a search is active. */
export function DocumentsEmpty({
  searching,
  onClearSearch,
}: {
  searching: boolean;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation('documentCenter');
  return (
    <StateCard
      icon={<FileSearch className="size-7" aria-hidden />}
      title={t('empty.title')}
      text={searching ? t('empty.searching') : t('empty.category')}
      action={
        searching ? (
          <Button variant="secondary" size="lg" onClick={onClearSearch}>
            {t('empty.clearSearch')}
          </Button>
        ) : undefined
      }
    />
  );
}
