import type { FastifyInstance } from 'fastify';
import type { DocumentType } from '../../shared/documents.js';
import { indiaDate } from '../bureau/calendar.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import {
  byDocumentPriority,
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
  app: FastifyInstance,
  render: RenderDocument,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  const existing = await loanDocuments(app, request);
  if (existing.length === request.types.length && existing.every(isReady)) {
    return inRequestOrder(existing, request.types);
  }

  const asOf = indiaDate(app.clock.now());
  const account = await fetchLenderAccount(app, request, asOf);
  await addMissingDocuments(app, request);
  const pending = (await loanDocuments(app, request)).filter((row) => !isReady(row));
  const holderName = await documentHolderName(app, request.panNumber, null);
  try {
    for (const document of byDocumentPriority(pending)) {
      await makeDocument(app, render, document, {
        loan: account,
        borrower: { holderName, panNumber: request.panNumber },
        issuedOn: asOf,
      });
    }
  } catch (error) {
    // Not left "processing" for ever: failed, and made again by the next retrieval.
    await failUnfinishedDocuments(app.database.db, {
      requestId: request.consentId,
      loanId: request.loan.loanId,
    });
    throw error;
  }
  return inRequestOrder(await loanDocuments(app, request), request.types);
}

/**
 * The lender's record of the loan. Timeouts and retries of an unavailable lender are the lender
 * gateway's (PROVIDER_TIMEOUT_MS, PROVIDER_RETRIES); a missing account is not retried.
 */
async function fetchLenderAccount(
  app: FastifyInstance,
  request: LoanDocumentsRequest,
  asOf: string,
): Promise<LoanAccount> {
  const { lenderId, loanId } = request.loan;
  try {
    return await app.providers.lenders.fetchAccount(
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
  app: FastifyInstance,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  return scopedDocuments(app.database.db, {
    requestId: request.consentId,
    loanId: request.loan.loanId,
    types: request.types,
  });
}

/** A row per requested type not asked for before; failed ones are made again. */
async function addMissingDocuments(app: FastifyInstance, request: LoanDocumentsRequest) {
  const { db } = app.database;
  const { loan } = request;
  await requestDocuments(
    db,
    app.clock.now(),
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
