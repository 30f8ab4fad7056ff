import type { RetrievedDocument } from '../../../shared/api/legacy';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import type { OtpChallenge } from '../otp/otp-entry-machine';

/**
 * Where each loan of the older per-bank retrieval stands, and the page's phase derived from
 * them: consent (the first round of OTP requests), otp (codes to enter), settled (every loan
 * has its documents or has failed; the completed list follows a second later).
 */

/** A lender consent waiting for its OTP: the token the code approves. */
export interface SentConsent extends OtpChallenge {
  token: string;
}

export type LoanRetrieval =
  | { status: 'requesting' }
  | { status: 'consent-failed'; message: string }
  /** The OTP box (the code being checked too: a reload brings the box back). */
  | { status: 'awaiting-otp'; consent: SentConsent }
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

/** Identifies one selection of one borrower: remembered progress applies only to the same one. */
export function selectionSignature(
  panNumber: string,
  loans: readonly LegacyLoanSelection[],
): string {
  return [panNumber, ...loans.map((loan) => `${loan.id}:${loan.documentTypes.join(',')}`)].join(
    '|',
  );
}
