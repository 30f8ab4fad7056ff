import type { LoanAccount } from '../bureau/credit-report.js';
import { sentence } from '../i18n/messages.js';
import { notFound } from '../platform/http-problem.js';

/** The borrower's loan of this id in their credit report; a 404 when it is not theirs. */
export function loanOf(accounts: readonly LoanAccount[], loanId: string): LoanAccount {
  const loan = accounts.find((account) => account.loanId === loanId);
  if (!loan) throw notFound(sentence('closureLoanNotFound'));
  return loan;
}
