import type { DocumentType } from '../../shared/documents.js';
import { documentPriority } from '../../shared/documents.js';
import type { BankStatus, BatchStage, BatchStatus, RequestedBankDocument } from './batch-tables.js';

/**
 * The rules of a document batch as pure functions: how a selection becomes one request per
 * bank, the order stages move in, what the borrower is told at each, and the progress number.
 */

/** A selected loan as the credit report describes it, with the document types asked for. */
export interface SelectedReportLoan {
  loanId: string;
  lenderId: string;
  bankName: string;
  documentTypes: readonly DocumentType[];
}

export interface BankRequest {
  lenderId: string;
  bankName: string;
  /** HIGH-priority documents first, then in the order the loans were selected. */
  documents: RequestedBankDocument[];
}

/** One request per lender, banks in the order first selected; duplicate types are dropped. */
export function bankRequests(loans: readonly SelectedReportLoan[]): BankRequest[] {
  const banks = new Map<string, BankRequest>();
  for (const loan of loans) {
    const bank = banks.get(loan.lenderId) ?? {
      lenderId: loan.lenderId,
      bankName: loan.bankName,
      documents: [],
    };
    banks.set(loan.lenderId, bank);
    for (const documentType of new Set(loan.documentTypes)) {
      bank.documents.push({ loanId: loan.loanId, documentType });
    }
  }
  const rank = (document: RequestedBankDocument) =>
    documentPriority(document.documentType) === 'HIGH' ? 0 : 1;
  for (const bank of banks.values()) {
    // Array.prototype.sort is stable: within a priority the selection order stands.
    bank.documents.sort((a, b) => rank(a) - rank(b));
  }
  return [...banks.values()];
}

export const BATCH_STAGES: readonly BatchStage[] = [
  'CONSENT_PENDING',
  'OTP_VERIFICATION',
  'PROCESSING_STARTED',
  'FETCHING_DOCUMENTS',
  'GENERATING_DOCUMENTS',
  'COMPLETED',
];

/** The stages before `stage`: the only ones a move to `stage` may start from (never backwards). */
export function stagesBefore(stage: BatchStage): BatchStage[] {
  return BATCH_STAGES.slice(0, BATCH_STAGES.indexOf(stage));
}

export const BANK_ENDED: readonly BankStatus[] = ['completed', 'failed'];

export interface BatchProgressFacts {
  status: BatchStatus;
  stage: BatchStage;
  documentsRequested: number;
  /** Documents that are ready or have failed: they will not change any more. */
  documentsEnded: number;
}

/**
 * 0 while waiting for consent, 5 once the OTP is sent, 10 when approved, then the share of
 * documents that have ended up to 95, and 100 when the batch is done. Counts only grow, so the
 * number only moves forward.
 */
export function batchProgress(facts: BatchProgressFacts): number {
  if (facts.status === 'completed' || facts.status === 'failed') return 100;
  if (facts.status === 'pending') return facts.stage === 'OTP_VERIFICATION' ? 5 : 0;
  const total = Math.max(1, facts.documentsRequested);
  const ended = Math.min(facts.documentsEnded, total);
  return 10 + Math.floor((85 * ended) / total);
}

export interface StageMessageFacts {
  status: BatchStatus;
  stage: BatchStage;
  failedBanks: readonly string[];
}

export const STAGE_MESSAGES: Record<Exclude<BatchStage, 'COMPLETED'>, string> = {
  CONSENT_PENDING: 'Waiting for your consent',
  OTP_VERIFICATION: 'Verifying your OTP',
  PROCESSING_STARTED: 'Starting to contact your banks',
  FETCHING_DOCUMENTS: 'Fetching documents from your banks',
  GENERATING_DOCUMENTS: 'Preparing your PDF documents',
};

export const ALL_DONE_MESSAGE = 'All done — your documents are ready';
export const NOTHING_PRODUCED_MESSAGE =
  'We could not get any documents from your banks. Please try again later.';

/** What the borrower reads about the batch right now. */
export function stageMessage(facts: StageMessageFacts): string {
  if (facts.status === 'failed') return NOTHING_PRODUCED_MESSAGE;
  if (facts.stage !== 'COMPLETED') return STAGE_MESSAGES[facts.stage];
  if (facts.failedBanks.length === 0) return ALL_DONE_MESSAGE;
  const banks = listInWords(facts.failedBanks);
  const verb = facts.failedBanks.length === 1 ? 'was' : 'were';
  return `Your documents are ready, but ${banks} ${verb} not reachable. Please try ${facts.failedBanks.length === 1 ? 'that bank' : 'those banks'} again later.`;
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
