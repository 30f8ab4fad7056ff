import type { CreateBatchBody } from '../../../shared/api/batch';
import type { Loan } from '../../../shared/api/loans';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  documentPriority,
  documentTypesFor,
  isYearlyDocument,
  POPULAR_DOCUMENT_TYPES,
} from '../../../shared/documents';
import type { SelectedLoan } from '../../flow/flow-state';
import type { InterestYears } from './interest-years';

/**
 * The documents chosen per loan (loanId → types), and the rules of the selection screen. Types
 * are always kept in the catalogue's order, so the same choice always looks and sends the same.
 */
export type DocumentChoice = Readonly<Record<string, readonly DocumentType[]>>;

function inCatalogueOrder(types: Iterable<DocumentType>): DocumentType[] {
  const chosen = new Set(types);
  return DOCUMENT_TYPES.filter((type) => chosen.has(type));
}

export function toggleDocument(
  choice: DocumentChoice,
  loanId: string,
  type: DocumentType,
): DocumentChoice {
  const current = new Set(choice[loanId] ?? []);
  if (current.has(type)) current.delete(type);
  else current.add(type);
  return { ...choice, [loanId]: inCatalogueOrder(current) };
}

/**
 * The documents a loan's lender issues for it: a repaid loan has a no-dues certificate, no
 * foreclosure letter; a running home or vehicle loan the list of the documents held.
 */
export function offeredTypes(
  loan: Pick<SelectedLoan, 'accountStatus' | 'loanType'>,
): DocumentType[] {
  return documentTypesFor(loan.accountStatus ?? 'ACTIVE', loan.loanType);
}

export function isAllChosen(choice: DocumentChoice, loan: SelectedLoan): boolean {
  return (choice[loan.loanId]?.length ?? 0) === offeredTypes(loan).length;
}

/** Per-loan Select All; pressed again when everything is chosen, it clears that loan. */
export function toggleAllFor(choice: DocumentChoice, loan: SelectedLoan): DocumentChoice {
  return { ...choice, [loan.loanId]: isAllChosen(choice, loan) ? [] : offeredTypes(loan) };
}

function eachLoan(
  loans: readonly SelectedLoan[],
  types: (loan: SelectedLoan) => DocumentType[],
): DocumentChoice {
  return Object.fromEntries(loans.map((loan) => [loan.loanId, types(loan)]));
}

export const chooseNone = (loans: readonly SelectedLoan[]) => eachLoan(loans, () => []);
export const choosePopular = (loans: readonly SelectedLoan[]) =>
  eachLoan(loans, (loan) =>
    offeredTypes(loan).filter((type) => POPULAR_DOCUMENT_TYPES.includes(type)),
  );
export const chooseEverything = (loans: readonly SelectedLoan[]) => eachLoan(loans, offeredTypes);

/** The choice as the flow state carries it (loanId → types). */
export function toStoredChoice(choice: DocumentChoice): Record<string, DocumentType[]> {
  return Object.fromEntries(Object.entries(choice).map(([loanId, types]) => [loanId, [...types]]));
}

/** A choice carried in the flow state, kept only for loans still selected and the types they offer. */
export function restoreChoice(
  loans: readonly SelectedLoan[],
  stored: Readonly<Record<string, readonly string[]>> | undefined,
): DocumentChoice {
  return Object.fromEntries(
    loans.map((loan) => [
      loan.loanId,
      inCatalogueOrder(
        (stored?.[loan.loanId] ?? []).filter((type): type is DocumentType =>
          (offeredTypes(loan) as string[]).includes(type),
        ),
      ),
    ]),
  );
}

export interface BankChoice {
  bankName: string;
  loans: { loan: SelectedLoan; documents: readonly DocumentType[] }[];
  documents: number;
}

export interface ChoiceSummary {
  documents: number;
  loans: number;
  banks: number;
  /** Banks with at least one document chosen, in the order their loans were listed. */
  perBank: BankChoice[];
}

export function summariseChoice(
  loans: readonly SelectedLoan[],
  choice: DocumentChoice,
): ChoiceSummary {
  const perBank = new Map<string, BankChoice>();
  let documents = 0;
  let loanCount = 0;
  for (const loan of loans) {
    const types = choice[loan.loanId] ?? [];
    if (types.length === 0) continue;
    documents += types.length;
    loanCount += 1;
    const bank = perBank.get(loan.bankName) ?? {
      bankName: loan.bankName,
      loans: [],
      documents: 0,
    };
    bank.loans.push({ loan, documents: types });
    bank.documents += types.length;
    perBank.set(loan.bankName, bank);
  }
  return { documents, loans: loanCount, banks: perBank.size, perBank: [...perBank.values()] };
}

export type RequestedLoan = CreateBatchBody['selectedLoans'][number];

/**
 * The batch request's loans (spec §3 "Requested loan in a batch"): only those with documents,
 * each document with its priority, HIGH for the popular ones and MEDIUM for the others, and an
 * interest certificate with the year chosen for it (none chosen: the server's default year).
 */
export function requestedLoans(
  loans: readonly SelectedLoan[],
  choice: DocumentChoice,
  years: InterestYears = {},
): RequestedLoan[] {
  return loans.flatMap((loan) => {
    const types = choice[loan.loanId] ?? [];
    if (types.length === 0) return [];
    return [
      {
        loanId: loan.loanId,
        accountId: loan.accountId,
        bankName: loan.bankName,
        // Carried from the server's own loans answer; the server reads it from the report anyway.
        loanType: loan.loanType as Loan['loanType'],
        outstandingAmount: loan.outstandingAmount,
        requestedDocuments: types.map((documentType) => {
          const financialYear = isYearlyDocument(documentType) ? years[loan.loanId] : undefined;
          return {
            documentType,
            priority: documentPriority(documentType),
            ...(financialYear ? { financialYear } : {}),
          };
        }),
      },
    ];
  });
}
