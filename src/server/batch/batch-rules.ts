import {
  BATCH_STAGES,
  type BankStatus,
  type BatchStage,
  type BatchStatus,
} from '../../shared/batch.js';
import type { DocumentType } from '../../shared/documents.js';
import { documentPriority, isYearlyDocument } from '../../shared/documents.js';
import type { LoanType } from '../../shared/loans.js';
import { type MessageKey, type Sentence, sentence } from '../i18n/messages.js';
import type { RequestedBankDocument } from './batch-tables.js';

/**
 * The rules of a document batch as pure functions: how a selection becomes one request per
 * bank, the order stages move in, what the borrower is told at each, and the progress number.
 */

/** A selected loan as the credit report describes it, with the document types asked for. */
export interface SelectedReportLoan {
  loanId: string;
  lenderId: string;
  bankName: string;
  loanType: LoanType;
  accountMasked: string;
  /** Last four digits of the account, when its file names need them. */
  accountSuffix?: string | undefined;
  documentTypes: readonly DocumentType[];
  /** The financial year of the loan's interest certificate, if one is asked for. */
  financialYear?: string | undefined;
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
      bank.documents.push({
        loanId: loan.loanId,
        documentType,
        loanType: loan.loanType,
        accountMasked: loan.accountMasked,
        ...(loan.accountSuffix ? { accountSuffix: loan.accountSuffix } : {}),
        ...(isYearlyDocument(documentType) && loan.financialYear
          ? { financialYear: loan.financialYear }
          : {}),
      });
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
  banksReady: number;
  banksTotal: number;
  /** No failed bank has Try again taps left (Keep trying for me is what is left); default false. */
  tryAgainSpent?: boolean;
}

const STAGE_SENTENCES: Record<Exclude<BatchStage, 'COMPLETED'>, MessageKey> = {
  CONSENT_PENDING: 'stageConsentPending',
  OTP_VERIFICATION: 'stageOtpVerification',
  PROCESSING_STARTED: 'stageProcessingStarted',
  FETCHING_DOCUMENTS: 'stageFetchingDocuments',
  GENERATING_DOCUMENTS: 'stageGeneratingDocuments',
};

/** What the borrower reads about the batch right now. */
export function stageSentence(facts: StageMessageFacts): Sentence {
  if (facts.status === 'failed') return sentence('batchNothingProduced');
  if (facts.stage !== 'COMPLETED') return { key: STAGE_SENTENCES[facts.stage], params: undefined };
  if (facts.failedBanks.length === 0) return sentence('batchAllDone');
  return sentence(facts.tryAgainSpent ? 'batchSomeBanksStillFailing' : 'batchSomeBanksFailed', {
    banks: facts.failedBanks,
    ready: facts.banksReady,
    total: facts.banksTotal,
  });
}

/** The `fraction` percentile (0–1) of `values`, nearest rank; null when there are none. */
export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

export interface UnfinishedBank {
  lenderId: string;
  /** When its current run began; null while it waits for a worker. */
  startedAt: Date | null;
}

/** A bank already past its lender's usual time is still given this long, not "0 seconds". */
const MIN_SECONDS_LEFT = 10;

/**
 * Seconds until every unfinished bank should be done: banks run side by side, so the slowest
 * decides. Each lender is expected to take its recent 90th-percentile time from its start.
 * Null when a lender has no recent history to go by (the screen then shows no estimate).
 */
export function estimatedSecondsLeft(
  banks: readonly UnfinishedBank[],
  lenderSeconds: ReadonlyMap<string, number>,
  now: Date,
): number | null {
  let slowest = 0;
  for (const bank of banks) {
    const expected = lenderSeconds.get(bank.lenderId);
    if (expected === undefined) return null;
    const elapsed = bank.startedAt ? (now.getTime() - bank.startedAt.getTime()) / 1000 : 0;
    slowest = Math.max(slowest, Math.max(expected - elapsed, MIN_SECONDS_LEFT));
  }
  return Math.ceil(slowest);
}

/**
 * Try again taps a borrower has for one bank of a batch (each runs the engine's own retries).
 * Once spent, Keep trying for me takes over: the server asks on a schedule instead of the
 * borrower tapping again and again.
 */
export const BORROWER_TRY_AGAIN_LIMIT = 2;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long Keep trying for me goes on, from the moment the borrower asks. */
export const KEEP_TRYING_WINDOW_MS = 72 * HOUR;

/**
 * When each scheduled try starts, from the moment the borrower asked: after 15 minutes, 1, 3
 * and 6 hours, then every 12 hours.
 */
export const KEEP_TRYING_OFFSETS_MS: readonly number[] = [
  15 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  ...Array.from({ length: 6 }, (_, index) => 18 * HOUR + index * 12 * HOUR),
];

/**
 * When scheduled try number `tries + 1` starts (`tries` have started): on the schedule while it
 * is before `until`, then one last try at `until`; null once that last one has started.
 */
export function keepTryingAt(since: Date, until: Date, tries: number): Date | null {
  const window = until.getTime() - since.getTime();
  const offsets = [...KEEP_TRYING_OFFSETS_MS.filter((offset) => offset < window), window];
  const offset = offsets[tries];
  return offset === undefined ? null : new Date(since.getTime() + offset);
}
