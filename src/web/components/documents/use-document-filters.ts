import { useMemo, useState } from 'react';
import type { LoanDocument } from '../../../shared/api/documents';
import {
  ALL_BANKS,
  bankNames,
  countDocuments,
  type DocumentTab,
  filterDocuments,
  tabCounts,
} from './document-filter';
import { currentDocuments, documentFamilies, groupByLoan } from './document-groups';

/**
 * The Document Center's search, bank and tab, combined over the documents on the cards (the
 * newest version of each loan's document of each type), and what they leave grouped by loan.
 */
export function useDocumentFilters(documents: readonly LoanDocument[]) {
  const [search, setSearch] = useState('');
  const [bank, setBank] = useState(ALL_BANKS);
  const [tab, setTab] = useState<DocumentTab>('all');

  const families = useMemo(() => documentFamilies(documents), [documents]);
  const current = useMemo(() => currentDocuments(documents), [documents]);
  const banks = useMemo(() => bankNames(current), [current]);
  // A bank that is no longer listed (its documents expired) is no filter.
  const bankFilter = banks.includes(bank) ? bank : ALL_BANKS;
  // In the server's order: newest request first, then by bank, loan and document type.
  const shown = useMemo(
    () => filterDocuments(current, { search, bank: bankFilter, tab }),
    [current, search, bankFilter, tab],
  );
  const groups = useMemo(() => groupByLoan(shown, families), [shown, families]);
  const perTab = useMemo(
    () => tabCounts(current, { search, bank: bankFilter }),
    [current, search, bankFilter],
  );
  const counts = useMemo(() => countDocuments(current), [current]);

  return {
    search,
    setSearch,
    searching: search.trim() !== '',
    bank: bankFilter,
    banks,
    setBank,
    tab,
    setTab,
    shown,
    groups,
    perTab,
    counts,
  };
}
