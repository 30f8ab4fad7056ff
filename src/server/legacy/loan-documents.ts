import type { DocumentType } from '../../shared/documents.js';
import type { Borrower } from '../auth/sessions.js';
import { type BankJobServices, processBankJob } from '../batch/batch-engine.js';
import { bankOutcome, openOneBankBatch } from '../batch/batch-store.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import type { DocumentLoan } from '../documents/document-loans.js';
import { purgeFailedLoanDocuments, scopedDocuments } from '../documents/document-store.js';
import type { DocumentRow } from '../documents/document-views.js';

/**
 * The documents of one loan under the older flow's approved per-bank consent. On the server
 * that consent is a batch of one bank, made by the batch engine's bank job like any other; the
 * only difference is that the job runs inside the request, whose answer lists the documents.
 */

/** Why the lender gave no documents; the route turns it into a plain sentence. */
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
  /** The approved per-bank consent: its id is its one-bank batch's. */
  consent: { id: string; otpChallengeId: string };
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>;
  /** The loan as the borrower's stored credit report describes it, and as its documents name it. */
  loan: Pick<LoanAccount, 'loanId' | 'lenderId' | 'bankName'> &
    DocumentLoan & { bureauConsentId: string };
  types: readonly DocumentType[];
}

/**
 * Every requested document of the loan, ready. Asks the lender only if one is not ready yet;
 * throws LenderRetrievalError when the lender fails: the bank is left failed, and the documents
 * not made are not kept (the older flow lists no failed document; asking again makes them).
 */
export async function retrieveLoanDocuments(
  services: BankJobServices,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  const existing = await loanDocuments(services, request);
  if (existing.length === request.types.length && existing.every(isReady)) {
    return inRequestOrder(existing, request.types);
  }

  const { consent, loan } = request;
  await services.database.db.transaction().execute((trx) =>
    openOneBankBatch(trx, services.secrets, services.clock.now(), {
      id: consent.id,
      borrower: request.borrower,
      bureauConsentId: loan.bureauConsentId,
      otpChallengeId: consent.otpChallengeId,
      bank: {
        lenderId: loan.lenderId,
        bankName: loan.bankName,
        documents: request.types.map((documentType) => ({
          loanId: loan.loanId,
          documentType,
          loanType: loan.loanType,
          accountMasked: loan.accountMasked,
          accountSuffix: loan.accountSuffix,
        })),
      },
    }),
  );
  // The one attempt the request waits for: a failure ends the bank instead of being retried.
  await processBankJob(services, { batchId: consent.id, lenderId: loan.lenderId }, { last: true });

  const documents = await loanDocuments(services, request);
  if (documents.length === request.types.length && documents.every(isReady)) {
    return inRequestOrder(documents, request.types);
  }
  const { db } = services.database;
  const bank = await bankOutcome(db, consent.id, loan.lenderId);
  // The answer says the lender failed; its screen offers to ask again, which makes them anew.
  await db.transaction().execute((trx) =>
    purgeFailedLoanDocuments(trx, services.clock.now(), {
      requestId: consent.id,
      loanId: loan.loanId,
    }),
  );
  throw new LenderRetrievalError(
    bank?.failureReason === 'documents_not_available' ? 'account-not-found' : 'unavailable',
    loan.lenderId,
    bank?.lastError ?? 'documents not ready',
  );
}

function loanDocuments(
  services: BankJobServices,
  request: LoanDocumentsRequest,
): Promise<DocumentRow[]> {
  return scopedDocuments(services.database.db, {
    requestId: request.consent.id,
    loanId: request.loan.loanId,
    types: request.types,
  });
}

function isReady(row: DocumentRow): boolean {
  return row.status === 'ready' && row.blob_key !== null;
}

function inRequestOrder(rows: DocumentRow[], types: readonly DocumentType[]): DocumentRow[] {
  return [...rows].sort((a, b) => types.indexOf(a.document_type) - types.indexOf(b.document_type));
}
