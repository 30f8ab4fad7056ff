import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { BatchStatusResponse } from '../../src/shared/api/batch.js';
import type { Loan, LoansResponse } from '../../src/shared/api/loans.js';
import {
  type DocumentType,
  documentFileName,
  documentTypesFor,
} from '../../src/shared/documents.js';
import {
  bearer,
  borrowerAddress,
  freshPan,
  latestOtp,
  type VerifiedBorrower,
  verifiedBorrower,
} from './borrower.js';

/**
 * The batch journey through the API, as the web app makes it: a consented borrower with loans,
 * a batch created from them, its OTP read from the sandbox outbox, then polling to the end.
 */

/** Every document a running loan offers (random sandbox borrowers' loans all run). */
export const RUNNING_LOAN_DOCUMENTS = documentTypesFor('ACTIVE');

/** Every document this loan's lender issues for it, as the web app's Select All asks for them. */
export function offeredDocuments(loan: Pick<Loan, 'accountStatus' | 'loanType'>): DocumentType[] {
  return documentTypesFor(loan.accountStatus, loan.loanType);
}

/** How many documents asking each loan for everything it offers makes. */
export function offeredDocumentCount(loans: readonly Loan[]): number {
  return loans.reduce((sum, loan) => sum + offeredDocuments(loan).length, 0);
}

/** The same types for every loan, or each loan's own (e.g. `offeredDocuments`). */
export type RequestedTypes = readonly DocumentType[] | ((loan: Loan) => readonly DocumentType[]);

export interface BatchBorrower extends VerifiedBorrower {
  loans: Loan[];
  /** Each borrower calls from an address of their own (per-IP limits stay apart). */
  remoteAddress: string;
}

/**
 * The file name a loan's document gets: with the account's last four digits when the borrower
 * has another loan at the same bank (random borrowers often do).
 */
export function expectedFileName(loans: readonly Loan[], loan: Loan, displayName: string): string {
  const sameBank = loans.some(
    (other) => other.loanId !== loan.loanId && other.bankName === loan.bankName,
  );
  return documentFileName(
    loan.bankName,
    displayName,
    sameBank ? loan.accountId.slice(-4) : undefined,
  );
}

/** A consented borrower (a fresh PAN, or the one given) whose report has at least `minBanks` lenders. */
export async function batchBorrower(
  app: FastifyInstance,
  options: { panNumber?: string; minBanks?: number } = {},
): Promise<BatchBorrower> {
  const minBanks = options.minBanks ?? 1;
  let panNumber = options.panNumber;
  if (!panNumber) {
    const asOf = new Date().toISOString().slice(0, 10);
    for (let tries = 0; tries < 500 && !panNumber; tries++) {
      const candidate = freshPan();
      const report = await app.providers.bureau.fetchReport(candidate, asOf);
      if (new Set(report.accounts.map((account) => account.lenderId)).size >= minBanks) {
        panNumber = candidate;
      }
    }
    if (!panNumber) throw new Error(`no sandbox borrower with ${minBanks} banks found`);
  }
  const borrower = await verifiedBorrower(app, { panNumber });
  const loans = await app.inject({
    method: 'GET',
    url: '/api/loans',
    headers: bearer(borrower.accessToken),
  });
  if (loans.statusCode !== 200) throw new Error(`loans: HTTP ${loans.statusCode}`);
  return {
    ...borrower,
    loans: loans.json<LoansResponse>().loans,
    remoteAddress: borrowerAddress(),
  };
}

/**
 * The create body the web app sends: every loan given, each with the document types given (the
 * same for every loan, or a function choosing each loan's own).
 */
export function createBody(
  borrower: BatchBorrower,
  types: RequestedTypes,
  loans: readonly Loan[] = borrower.loans,
) {
  return {
    panNumber: borrower.panNumber,
    selectedLoans: loans.map((loan) => ({
      loanId: loan.loanId,
      accountId: loan.accountId,
      bankName: loan.bankName,
      loanType: loan.loanType,
      outstandingAmount: loan.outstandingAmount,
      requestedDocuments: (typeof types === 'function' ? types(loan) : types).map(
        (documentType) => ({
          documentType,
          priority: 'HIGH' as const,
        }),
      ),
    })),
  };
}

export function batchClient(app: FastifyInstance, borrower: BatchBorrower) {
  const headers = bearer(borrower.accessToken);
  const { remoteAddress } = borrower;
  return {
    create: (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/consent/batch/create',
        headers,
        remoteAddress,
        payload,
      }),
    sendOtp: (batchId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/consent/batch/send-otp',
        headers,
        remoteAddress,
        payload: { batchId },
      }),
    verifyOtp: (batchId: string, otpCode: string) =>
      app.inject({
        method: 'POST',
        url: '/api/consent/batch/verify-otp',
        headers,
        remoteAddress,
        payload: { batchId, otpCode },
      }),
    status: (batchId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/consent/batch/status/${encodeURIComponent(batchId)}`,
        headers,
        remoteAddress,
      }),
    retryBank: (batchId: string, lenderId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/consent/batch/${encodeURIComponent(batchId)}/banks/${encodeURIComponent(lenderId)}/retry`,
        headers,
        remoteAddress,
      }),
  };
}

/** Creates a batch of the given types for every loan and returns its id. */
export async function createdBatch(
  app: FastifyInstance,
  borrower: BatchBorrower,
  types: RequestedTypes,
): Promise<string> {
  const response = await batchClient(app, borrower).create(createBody(borrower, types));
  if (response.statusCode !== 200) throw new Error(`create: ${response.body}`);
  return response.json<{ batchId: string }>().batchId;
}

/** Sends the batch OTP and verifies it with the code from the outbox. */
export async function approvedBatch(
  app: FastifyInstance,
  borrower: BatchBorrower,
  types: RequestedTypes,
): Promise<string> {
  const client = batchClient(app, borrower);
  const batchId = await createdBatch(app, borrower, types);
  const sent = await client.sendOtp(batchId);
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.body}`);
  const verified = await client.verifyOtp(batchId, await latestOtp(app, borrower.mobile));
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  return batchId;
}

/**
 * Polls the status as the web app does (faster) until the batch has ended; gives up after a
 * bound that is a budget for a loaded machine (a busy 2-core machine took over 30 s), not a
 * speed check: a batch that cannot end still fails with where each bank stood.
 */
export async function endedBatch(
  app: FastifyInstance,
  borrower: BatchBorrower,
  batchId: string,
  timeoutMs = 80_000,
): Promise<BatchStatusResponse> {
  const client = batchClient(app, borrower);
  const deadline = Date.now() + timeoutMs;
  let last: BatchStatusResponse | undefined;
  while (Date.now() < deadline) {
    const response = await client.status(batchId);
    if (response.statusCode !== 200) throw new Error(`status: ${response.body}`);
    last = response.json<BatchStatusResponse>();
    if (last.batch.status === 'completed' || last.batch.status === 'failed') return last;
    await sleep(100);
  }
  // Where it stood, bank by bank, so a failure says which bank's job did not end.
  const banks = last?.bankProcessingStatus.map(
    (bank) => `${bank.lenderId} ${bank.status} attempt ${bank.attempt}/${bank.maxAttempts}`,
  );
  throw new Error(
    `batch ${batchId} did not end within ${timeoutMs} ms: ${last?.batch.status}; ${banks?.join(', ')}`,
  );
}
