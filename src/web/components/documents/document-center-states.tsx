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

/**
 * 'No Documents Found', and the next step: Clear Search while a search is active; with no
 * documents at all, the way to get some; else this tab or bank has none.
 */
export function DocumentsEmpty({
  searching,
  noDocuments,
  onClearSearch,
  onGetDocuments,
}: {
  searching: boolean;
  noDocuments: boolean;
  onClearSearch: () => void;
  onGetDocuments: () => void;
}) {
  const { t } = useTranslation('documentCenter');
  const text = searching
    ? t('empty.searching')
    : noDocuments
      ? t('empty.none')
      : t('empty.category');
  return (
    <StateCard
      icon={<FileSearch className="size-7" aria-hidden />}
      title={t('empty.title')}
      text={text}
      action={
        searching ? (
          <Button variant="secondary" size="lg" onClick={onClearSearch}>
            {t('empty.clearSearch')}
          </Button>
        ) : noDocuments ? (
          <Button size="lg" onClick={onGetDocuments}>
            {t('empty.getDocuments')}
          </Button>
        ) : undefined
      }
    />
  );
}
