import type { LegacyLoanAccount } from '../../../shared/api/loans';
import { LEGACY_DOCUMENT_TYPES, type LegacyDocumentType } from '../../../shared/documents';
import type { LegacyLoanSelection } from '../../flow/flow-state';

/**
 * The older dashboard's choice: the loans ticked (loanId → the documents ticked for it). A loan
 * is ticked when it has an entry, even with no document yet; unticking it drops its documents.
 * Types are kept in the catalogue's order, so the same choice always looks and sends the same.
 */
export type LegacySelection = Readonly<Record<string, readonly LegacyDocumentType[]>>;

export type SelectionProblem = 'selectLoan' | 'selectDocument';

function inCatalogueOrder(types: Iterable<LegacyDocumentType>): LegacyDocumentType[] {
  const chosen = new Set(types);
  return LEGACY_DOCUMENT_TYPES.filter((type) => chosen.has(type));
}

export function toggleLoan(selection: LegacySelection, loanId: string): LegacySelection {
  if (loanId in selection) {
    const { [loanId]: _dropped, ...rest } = selection;
    return rest;
  }
  return { ...selection, [loanId]: [] };
}

export function toggleDocument(
  selection: LegacySelection,
  loanId: string,
  type: LegacyDocumentType,
): LegacySelection {
  const current = new Set(selection[loanId] ?? []);
  if (current.has(type)) current.delete(type);
  else current.add(type);
  return { ...selection, [loanId]: inCatalogueOrder(current) };
}

export function countDocuments(selection: LegacySelection): number {
  return Object.values(selection).reduce((sum, types) => sum + types.length, 0);
}

/** Why the choice cannot go on yet: no loan, or a ticked loan without any document. */
export function selectionProblem(selection: LegacySelection): SelectionProblem | null {
  const loans = Object.values(selection);
  if (loans.length === 0) return 'selectLoan';
  if (loans.some((types) => types.length === 0)) return 'selectDocument';
  return null;
}

/** The choice as the journey carries it to /documents, loans in the report's order. */
export function toFlowSelection(
  loans: readonly LegacyLoanAccount[],
  selection: LegacySelection,
): LegacyLoanSelection[] {
  return loans
    .filter((loan) => loan.id in selection)
    .map((loan) => ({
      id: loan.id,
      bank_name: loan.bank_name,
      bank_logo: loan.bank_logo,
      account_number: loan.account_number,
      loan_type: loan.loan_type,
      documentTypes: [...(selection[loan.id] ?? [])],
    }));
}

/** A choice carried back from /documents, kept for loans the report still lists. */
export function restoreSelection(
  loans: readonly LegacyLoanAccount[],
  stored: readonly LegacyLoanSelection[] | undefined,
): LegacySelection {
  const known = new Set(loans.map((loan) => loan.id));
  return Object.fromEntries(
    (stored ?? [])
      .filter((loan) => known.has(loan.id))
      .map((loan) => [
        loan.id,
        inCatalogueOrder(
          loan.documentTypes.filter((type): type is LegacyDocumentType =>
            (LEGACY_DOCUMENT_TYPES as readonly string[]).includes(type),
          ),
        ),
      ]),
  );
}

/** Rupees summed in whole paise, so many accounts do not drift by floating-point error. */
export function totalOutstanding(loans: readonly LegacyLoanAccount[]): number {
  return loans.reduce((paise, loan) => paise + Math.round(loan.outstanding_amount * 100), 0) / 100;
}

export function activeLoanCount(loans: readonly LegacyLoanAccount[]): number {
  return loans.filter((loan) => loan.status === 'active').length;
}
