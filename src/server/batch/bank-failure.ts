import type { BankFailureReason } from '../../shared/batch.js';
import { LenderAccountNotFoundError, LenderRefusedError } from '../providers/providers.js';

/**
 * Why a bank's attempt failed, as one of the codes the borrower is told in plain words. The
 * engine's own text stays in `last_error` and the logs; only the code leaves the server.
 */
export function bankFailureReason(error: unknown): BankFailureReason {
  if (error instanceof LenderAccountNotFoundError || error instanceof LoanMissingFromAnswer) {
    return 'documents_not_available';
  }
  if (error instanceof LenderRefusedError) return 'refused';
  // Not reached, timed out, a 5xx, an answer we could not use, a breaker open, a lost job.
  return 'no_answer';
}

/** The lender answered without a loan its documents were asked for. */
export class LoanMissingFromAnswer extends Error {}
