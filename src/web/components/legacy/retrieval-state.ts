import type { RetrievedDocument } from '../../../shared/api/legacy';
import type { LegacyLoanSelection } from '../../flow/flow-state';

/**
 * Where each loan of the older per-bank retrieval stands, and the page's phase derived from
 * them: consent (the first round of OTP requests), otp (codes to enter), settled (every loan
 * has its documents or has failed; the completed list follows a second later).
 */

export interface SentConsent {
  token: string;
  phoneMasked: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type LoanRetrieval =
  | { status: 'requesting' }
  | { status: 'consent-failed'; message: string }
  | {
      status: 'awaiting-otp';
      consent: SentConsent;
      /** Why the last code was refused. */
      error?: string;
      /** The code can no longer pass (used up, locked, replaced): only a new one helps. */
      mustResend?: boolean;
    }
  | { status: 'retrieving'; consent: SentConsent }
  | { status: 'retrieved'; documents: RetrievedDocument[] }
  | { status: 'failed'; message: string };

export type Retrievals = Readonly<Record<string, LoanRetrieval>>;

export type RetrievalPhase = 'consent' | 'consent-failed' | 'otp' | 'settled';

const SETTLED: ReadonlySet<LoanRetrieval['status']> = new Set([
  'retrieved',
  'failed',
  'consent-failed',
]);

export function retrievalPhase(
  loanIds: readonly string[],
  retrievals: Retrievals,
  consentRoundDone: boolean,
): RetrievalPhase {
  const states = loanIds.map((id) => retrievals[id] ?? { status: 'requesting' as const });
  if (!consentRoundDone) return 'consent';
  if (states.every((state) => state.status === 'consent-failed')) return 'consent-failed';
  if (states.every((state) => SETTLED.has(state.status))) return 'settled';
  return 'otp';
}

/** The documents retrieved so far, loan by loan in the order selected. */
export function retrievedDocuments(
  loans: readonly LegacyLoanSelection[],
  retrievals: Retrievals,
): Array<{ loan: LegacyLoanSelection; documents: RetrievedDocument[] }> {
  return loans.flatMap((loan) => {
    const state = retrievals[loan.id];
    return state?.status === 'retrieved' && state.documents.length > 0
      ? [{ loan, documents: state.documents }]
      : [];
  });
}

/** 12636 → "12.3 KB": the older flow shows sizes in KB with one decimal. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Whole seconds until `epochMs`, never below zero. */
export function secondsUntil(epochMs: number, now: number): number {
  return Math.max(0, Math.ceil((epochMs - now) / 1000));
}

/** Identifies one selection of one borrower: remembered progress applies only to the same one. */
export function selectionSignature(
  panNumber: string,
  loans: readonly LegacyLoanSelection[],
): string {
  return [panNumber, ...loans.map((loan) => `${loan.id}:${loan.documentTypes.join(',')}`)].join(
    '|',
  );
}

/**
 * Progress remembered across a reload: a request or a retrieval that was under way when the
 * page went away has no answer to wait for — the OTP box comes back, or the request is made again.
 */
export function resumable(retrievals: Retrievals): Retrievals {
  return Object.fromEntries(
    Object.entries(retrievals).map(([loanId, state]): [string, LoanRetrieval] => {
      if (state.status === 'retrieving')
        return [loanId, { status: 'awaiting-otp', consent: state.consent }];
      return [loanId, state];
    }),
  );
}
