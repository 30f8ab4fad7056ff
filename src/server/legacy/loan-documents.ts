import type { DocumentType } from '../../shared/documents.js';
import { indiaDate } from '../bureau/calendar.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import {
  byDocumentPriority,
  type DocumentServices,
  documentHolderName,
  makeDocument,
} from '../documents/document-generation.js';
import type { DocumentLoan } from '../documents/document-loans.js';
import {
  failUnfinishedDocuments,
  requestDocuments,
  retryFailedDocuments,
  scopedDocuments,
} from '../documents/document-store.js';
import type { DocumentRow } from '../documents/document-views.js';
import type { RenderDocument } from '../documents/render-pool.js';
import { LenderAccountNotFoundError } from '../providers/providers.js';

/** What the older flow's documents use: the same as any document's. */
export type LoanDocumentsServices = DocumentServices;

/**
 * The documents of one loan, fetched from its lender under a verified per-bank consent and
 * made by the batch engine's generator. Rows are keyed (consent, loan, type), so asking again
 * returns the same documents and makes only what is not ready yet.
 */

/** Why a lender gave no account; the route turns it into a plain sentence. */
export class LenderRetrievalError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'account-not-found',
    readonly lenderId: string,
    /** What went wrong with the lender, for the logs (names no borrower). */
    readonly reason: string = kind,
  ) {
    super(`Lender ${lenderId}: ${kind}`);
  }
}

export interface LoanDocumentsRequest {
  consentId: string;
  panNumber: string;
  panDigest: string;
  /** The loan as the borrower's stored credit report describes it, and as its documents name it. */
  loan: Pick<LoanAccount, 'loanId' | 'lenderId' | 'bankName'> & DocumentLoan;
  types: readonly DocumentType[];
}

/**
 * Every requested document of the loan, ready. Calls the lender only if one is not ready yet;
 * throws LenderRetrievalError when the lender fails (no row is written for that attempt).
 */
export async function retrieveLoanDocuments(
  services: LoanDocumentsServices,
  render: RenderDocument,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  const existing = await loanDocuments(services, request);
  if (existing.length === request.types.length && existing.every(isReady)) {
    return inRequestOrder(existing, request.types);
  }

  const asOf = indiaDate(services.clock.now());
  const account = await fetchLenderAccount(services, request, asOf);
  await addMissingDocuments(services, request);
  const pending = (await loanDocuments(services, request)).filter((row) => !isReady(row));
  const holderName = await documentHolderName(services, request.panNumber, null);
  try {
    for (const document of byDocumentPriority(pending)) {
      await makeDocument(services, render, document, {
        loan: account,
        borrower: { holderName, panNumber: request.panNumber },
        issuedOn: asOf,
      });
    }
  } catch (error) {
    // Not left "processing" for ever: failed, and made again by the next retrieval.
    await failUnfinishedDocuments(services.database.db, {
      requestId: request.consentId,
      loanId: request.loan.loanId,
    });
    throw error;
  }
  return inRequestOrder(await loanDocuments(services, request), request.types);
}

/**
 * The lender's record of the loan. Timeouts and retries of an unavailable lender are the lender
 * gateway's (PROVIDER_TIMEOUT_MS, PROVIDER_RETRIES); a missing account is not retried.
 */
async function fetchLenderAccount(
  services: LoanDocumentsServices,
  request: LoanDocumentsRequest,
  asOf: string,
): Promise<LoanAccount> {
  const { lenderId, loanId } = request.loan;
  try {
    return await services.providers.lenders.fetchAccount(
      { lenderId, panNumber: request.panNumber, loanId },
      asOf,
    );
  } catch (error) {
    if (error instanceof LenderAccountNotFoundError) {
      throw new LenderRetrievalError('account-not-found', lenderId);
    }
    throw new LenderRetrievalError('unavailable', lenderId, errorReason(error));
  }
}

function loanDocuments(
  services: LoanDocumentsServices,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  return scopedDocuments(services.database.db, {
    requestId: request.consentId,
    loanId: request.loan.loanId,
    types: request.types,
  });
}

/** A row per requested type not asked for before; failed ones are made again. */
async function addMissingDocuments(services: LoanDocumentsServices, request: LoanDocumentsRequest) {
  const { db } = services.database;
  const { loan } = request;
  await requestDocuments(
    db,
    services.clock.now(),
    request.types.map((documentType) => ({
      panDigest: request.panDigest,
      requestId: request.consentId,
      loanId: loan.loanId,
      lenderId: loan.lenderId,
      bankName: loan.bankName,
      documentType,
      loanType: loan.loanType,
      accountMasked: loan.accountMasked,
      accountSuffix: loan.accountSuffix,
    })),
  );
  await retryFailedDocuments(db, {
    requestId: request.consentId,
    loanId: loan.loanId,
    types: request.types,
  });
}

function isReady(row: DocumentRow): boolean {
  return row.status === 'ready' && row.blob_key !== null;
}

function inRequestOrder(rows: DocumentRow[], types: readonly DocumentType[]): DocumentRow[] {
  return [...rows].sort((a, b) => types.indexOf(a.document_type) - types.indexOf(b.document_type));
}

/** Errors of the lender gateway name the lender and the fault, never the borrower. */
function errorReason(error: unknown): string {
  return (error instanceof Error ? error.message : 'unknown error').slice(0, 300);
}
