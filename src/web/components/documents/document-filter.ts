import type { LoanDocument } from '../../../shared/api/documents';
import type { DocumentType } from '../../../shared/documents';

/**
 * The Document Center's tabs: all documents, one per document type of the spec (§2), and the
 * certificates (interest, no dues) together — so the tabs add up to All.
 */
export const DOCUMENT_TABS = [
  'all',
  'statement_of_account',
  'repayment_schedule',
  'sanction_letter',
  'foreclosure_letter',
  'certificates',
] as const satisfies ReadonlyArray<'all' | 'certificates' | DocumentType>;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];

const CERTIFICATES: readonly DocumentType[] = ['interest_certificate', 'no_dues_certificate'];

/** The bank dropdown's value meaning "every bank". */
export const ALL_BANKS = '';

export interface DocumentFilter {
  search: string;
  bank: string;
  tab: DocumentTab;
}

export interface DocumentCounts {
  ready: number;
  processing: number;
  banks: number;
  total: number;
}

/** Ready, processing, distinct banks and total, over every document (not the filtered ones). */
export function countDocuments(documents: readonly LoanDocument[]): DocumentCounts {
  return {
    ready: documents.filter((document) => document.status === 'ready').length,
    processing: documents.filter((document) => document.status === 'processing').length,
    banks: bankNames(documents).length,
    total: documents.length,
  };
}

// One collator for every comparison: `localeCompare(b, 'en-IN')` builds a new one each time
// (about 3 ms apiece on a slow phone).
let bankOrder: Intl.Collator | undefined;

/** Each bank once, in alphabetical order (the bank dropdown). */
export function bankNames(documents: readonly LoanDocument[]): string[] {
  bankOrder ??= new Intl.Collator('en-IN');
  return [...new Set(documents.map((document) => document.bankName))].sort(bankOrder.compare);
}

/** Case-insensitive match on bank name, display name or file name; an empty search matches all. */
export function matchesSearch(document: LoanDocument, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return true;
  return [document.bankName, document.displayName, document.fileName].some((field) =>
    field.toLocaleLowerCase('en-IN').includes(needle),
  );
}

function matchesBank(document: LoanDocument, bank: string): boolean {
  return bank === ALL_BANKS || document.bankName === bank;
}

function matchesTab(document: LoanDocument, tab: DocumentTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'certificates') return CERTIFICATES.includes(document.documentType);
  return document.documentType === tab;
}

/** Search, bank and tab combine. */
export function filterDocuments(
  documents: readonly LoanDocument[],
  filter: DocumentFilter,
): LoanDocument[] {
  return documents.filter(
    (document) =>
      matchesSearch(document, filter.search) &&
      matchesBank(document, filter.bank) &&
      matchesTab(document, filter.tab),
  );
}

/**
 * Each tab's count under the current search and bank, so a tab says what it would show.
 */
export function tabCounts(
  documents: readonly LoanDocument[],
  filter: Omit<DocumentFilter, 'tab'>,
): Record<DocumentTab, number> {
  const searched = documents.filter(
    (document) => matchesSearch(document, filter.search) && matchesBank(document, filter.bank),
  );
  return Object.fromEntries(
    DOCUMENT_TABS.map((tab) => [
      tab,
      searched.filter((document) => matchesTab(document, tab)).length,
    ]),
  ) as Record<DocumentTab, number>;
}
