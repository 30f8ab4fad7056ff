import { RefreshCw, Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { TabsList, TabsTrigger } from '../ui/tabs';
import { ALL_BANKS, DOCUMENT_TABS, type DocumentTab } from './document-filter';

interface DocumentFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  bank: string;
  banks: readonly string[];
  onBank: (bank: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Search, the bank dropdown and Refresh. */
export function DocumentFilters({
  search,
  onSearch,
  bank,
  banks,
  onBank,
  refreshing,
  onRefresh,
}: DocumentFiltersProps) {
  const { t } = useTranslation('documentCenter');
  const id = useId();
  return (
    <search aria-label={t('filters.label')} className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('filters.searchLabel')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('filters.search')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {search !== '' && (
          <button
            type="button"
            onClick={() => onSearch('')}
            className="absolute top-0 right-0 grid size-11 place-items-center rounded-lg text-slate-500 hover:text-ink"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">{t('filters.clearSearchLabel')}</span>
          </button>
        )}
      </div>
      <div className="flex gap-3">
        <div className="relative min-w-0 flex-1 sm:w-56 sm:flex-none">
          <label htmlFor={`${id}-bank`} className="sr-only">
            {t('filters.bank')}
          </label>
          <Select id={`${id}-bank`} value={bank} onChange={(event) => onBank(event.target.value)}>
            <option value={ALL_BANKS}>{t('filters.allBanks')}</option>
            {banks.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden />}
          {t('filters.refresh')}
        </Button>
      </div>
    </search>
  );
}

/** The tabs, each with how many documents it holds under the current search and bank. */
export function DocumentTabsList({ counts }: { counts: Record<DocumentTab, number> }) {
  const { t } = useTranslation('documentCenter');
  return (
    <div className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <TabsList aria-label={t('filters.tabs')} className="w-max min-w-full">
        {DOCUMENT_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab} className="flex-none px-3 sm:flex-1">
            {t(`tabs.${tab}`)}
            <span className="min-w-6 rounded-full bg-slate-200/80 px-1.5 text-xs font-semibold text-slate-700 tabular-nums">
              {counts[tab]}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
