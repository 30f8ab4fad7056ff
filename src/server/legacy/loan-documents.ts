import type { FastifyInstance } from 'fastify';
import type { DocumentType } from '../../shared/documents.js';
import {
  byDocumentPriority,
  documentHolderName,
  lenderLetterhead,
  makeDocument,
} from '../batch/document-generation.js';
import type { RenderDocument } from '../batch/render-pool.js';
import { indiaDate } from '../bureau/calendar.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { DOCUMENT_COLUMNS, processingDocument } from '../documents/document-store.js';
import type { DocumentRow } from '../documents/document-views.js';
import { LenderUnavailableError } from '../providers/providers.js';
import { LenderAccountNotFoundError } from '../sandbox/sandbox-lenders.js';

/**
 * The documents of one loan, fetched from its lender under a verified per-bank consent and
 * made by the batch engine's generator. Rows are keyed (consent, loan, type), so asking again
 * returns the same documents and makes only what is not ready yet.
 */

export const LENDER_CALL = {
  /** A lender that does not answer within this time counts as unavailable. */
  timeoutMs: 15_000,
  /** Tries per retrieval when the lender is unavailable; a missing account is not retried. */
  attempts: 2,
  retryDelayMs: 300,
} as const;

/** Why a lender gave no account; the route turns it into a plain sentence. */
export class LenderRetrievalError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'account-not-found',
    readonly lenderId: string,
  ) {
    super(`Lender ${lenderId}: ${kind}`);
  }
}

export interface LoanDocumentsRequest {
  consentId: string;
  panNumber: string;
  panDigest: string;
  /** The loan as the borrower's stored credit report describes it. */
  loan: Pick<LoanAccount, 'loanId' | 'lenderId' | 'bankName'>;
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
  const existing = await requestDocuments(app, request);
  if (existing.length === request.types.length && existing.every(isReady)) {
    return inRequestOrder(existing, request.types);
  }

  const asOf = indiaDate(app.clock.now());
  const account = await fetchLenderAccount(app, request, asOf);
  await addMissingDocuments(app, request);
  const pending = (await requestDocuments(app, request)).filter((row) => !isReady(row));
  const holderName = await documentHolderName(app, request.panNumber, null);
  const lender = lenderLetterhead(request.loan.lenderId, request.loan.bankName);
  try {
    for (const document of byDocumentPriority(pending)) {
      await makeDocument(app, render, document, {
        loan: account,
        borrower: { holderName, panNumber: request.panNumber },
        lender,
        issuedOn: asOf,
        documentId: document.id,
        sandbox: app.config.sandbox,
      });
    }
  } catch (error) {
    // Not left "processing" for ever: failed, and made again by the next retrieval.
    await app.database.db
      .updateTable('documents')
      .set({ status: 'failed' })
      .where('request_id', '=', request.consentId)
      .where('loan_id', '=', request.loan.loanId)
      .where('status', '=', 'processing')
      .execute();
    throw error;
  }
  return inRequestOrder(await requestDocuments(app, request), request.types);
}

/** The lender's record of the loan, retried once when the lender is unavailable. */
async function fetchLenderAccount(
  app: FastifyInstance,
  request: LoanDocumentsRequest,
  asOf: string,
): Promise<LoanAccount> {
  const { lenderId, loanId } = request.loan;
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTimeout(
        app.providers.lenders.fetchAccount(
          { lenderId, panNumber: request.panNumber, loanId },
          asOf,
        ),
        LENDER_CALL.timeoutMs,
        () => new LenderUnavailableError(lenderId, `Lender ${lenderId} did not answer in time`),
      );
    } catch (error) {
      if (error instanceof LenderAccountNotFoundError) {
        throw new LenderRetrievalError('account-not-found', lenderId);
      }
      if (attempt >= LENDER_CALL.attempts) throw new LenderRetrievalError('unavailable', lenderId);
      await new Promise((resolve) => setTimeout(resolve, LENDER_CALL.retryDelayMs));
    }
  }
}

async function requestDocuments(
  app: FastifyInstance,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  return app.database.db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('request_id', '=', request.consentId)
    .where('loan_id', '=', request.loan.loanId)
    .where('document_type', 'in', [...request.types])
    .execute();
}

/** A row per requested type not asked for before; failed ones are made again. */
async function addMissingDocuments(app: FastifyInstance, request: LoanDocumentsRequest) {
  const { db } = app.database;
  const now = app.clock.now();
  const { loan } = request;
  await db
    .insertInto('documents')
    .values(
      request.types.map((documentType) =>
        processingDocument({
          panDigest: request.panDigest,
          requestId: request.consentId,
          loanId: loan.loanId,
          lenderId: loan.lenderId,
          bankName: loan.bankName,
          documentType,
          now,
        }),
      ),
    )
    .onConflict((conflict) =>
      conflict.columns(['request_id', 'loan_id', 'document_type']).doNothing(),
    )
    .execute();
  await db
    .updateTable('documents')
    .set({ status: 'processing' })
    .where('request_id', '=', request.consentId)
    .where('loan_id', '=', loan.loanId)
    .where('document_type', 'in', [...request.types])
    .where('status', '=', 'failed')
    .execute();
}

function isReady(row: DocumentRow): boolean {
  return row.status === 'ready' && row.blob_key !== null;
}

function inRequestOrder(rows: DocumentRow[], types: readonly DocumentType[]): DocumentRow[] {
  return [...rows].sort((a, b) => types.indexOf(a.document_type) - types.indexOf(b.document_type));
}

function withTimeout<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
