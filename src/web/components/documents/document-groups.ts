import type { LoanDocument } from '../../../shared/api/documents';
import { DOCUMENT_TYPES, isYearlyDocument } from '../../../shared/documents';

/**
 * The Document Center by loan: each loan account (lender, loan type, masked account number),
 * then each of its document types, the newest version on the card and the earlier ones under it.
 */

/**
 * One document type of one loan (for a yearly one, of one financial year): the version on the
 * card and the earlier ones, newest first.
 */
export interface DocumentFamily {
  current: LoanDocument;
  previous: LoanDocument[];
}

export interface LoanGroup {
  loanId: string;
  bankName: string;
  loanType: LoanDocument['loanType'];
  accountMasked: string | null;
  /** In the usual order of the four types. */
  families: DocumentFamily[];
}

const familyKey = (document: LoanDocument) =>
  recentKey(document.loanId, document.documentType, document.financialYear);

/**
 * Every (loan, type) with its versions. The server marks the current one; a family it marked
 * none of (never expected) shows its newest version.
 */
export function documentFamilies(documents: readonly LoanDocument[]): DocumentFamily[] {
  const byKey = new Map<string, LoanDocument[]>();
  for (const document of documents) {
    const key = familyKey(document);
    byKey.set(key, [...(byKey.get(key) ?? []), document]);
  }
  return [...byKey.values()].map((versions) => {
    const newestFirst = [...versions].sort((a, b) => b.version - a.version);
    const current =
      newestFirst.find((document) => document.isCurrent) ?? (newestFirst[0] as LoanDocument);
    return { current, previous: newestFirst.filter((document) => document !== current) };
  });
}

/** The documents on the cards: one per loan and type. Counts, filters and tabs work on these. */
export function currentDocuments(documents: readonly LoanDocument[]): LoanDocument[] {
  const current = new Set(documentFamilies(documents).map((family) => family.current));
  // In the server's order (newest request first).
  return documents.filter((document) => current.has(document));
}

/**
 * The shown cards grouped by loan, loans in the order their first card comes in `shown` (the
 * server's: newest request first), types in their usual order within a loan.
 */
export function groupByLoan(
  shown: readonly LoanDocument[],
  families: readonly DocumentFamily[],
): LoanGroup[] {
  const familyOf = new Map(families.map((family) => [family.current, family]));
  const groups = new Map<string, LoanGroup>();
  for (const document of shown) {
    const family = familyOf.get(document) ?? { current: document, previous: [] };
    const group = groups.get(document.loanId) ?? {
      loanId: document.loanId,
      bankName: document.bankName,
      loanType: document.loanType,
      accountMasked: document.accountMasked,
      families: [],
    };
    group.families.push(family);
    groups.set(document.loanId, group);
  }
  for (const group of groups.values()) {
    group.families.sort(
      (a, b) =>
        DOCUMENT_TYPES.indexOf(a.current.documentType) -
          DOCUMENT_TYPES.indexOf(b.current.documentType) ||
        // Interest certificates of several years: the newest year first.
        (b.current.financialYear ?? '').localeCompare(a.current.financialYear ?? ''),
    );
  }
  return [...groups.values()];
}

/** A document made in the last day, so asking for it again is offered it first. */
export const RECENT_DOCUMENT_MS = 24 * 60 * 60 * 1000;

/**
 * The borrower's ready documents made in the last 24 hours, by loan and type: what asking again
 * would only repeat.
 */
export function recentDocuments(
  documents: readonly LoanDocument[],
  now: Date,
): Map<string, LoanDocument> {
  const recent = new Map<string, LoanDocument>();
  for (const document of currentDocuments(documents)) {
    if (document.status !== 'ready' || !document.canDownload || !document.generatedAt) continue;
    const age = now.getTime() - new Date(document.generatedAt).getTime();
    if (age >= 0 && age < RECENT_DOCUMENT_MS) recent.set(familyKey(document), document);
  }
  return recent;
}

/**
 * The key `recentDocuments` files a loan's document of one type under; a yearly document's
 * (an interest certificate's) includes its financial year, since each year is its own document.
 */
export function recentKey(
  loanId: string,
  documentType: LoanDocument['documentType'],
  financialYear?: string | null,
): string {
  const year = isYearlyDocument(documentType) ? (financialYear ?? '') : '';
  return `${loanId}\n${documentType}\n${year}`;
}
