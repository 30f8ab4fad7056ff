import type { LoanAccount } from '../bureau/credit-report.js';
import type { BureauReportServices } from '../consent/bureau-report.js';
import { type LenderStatement, latestLenderStatement } from '../documents/lender-records.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';

/** The borrower's loan of this id in their credit report; a 404 when it is not theirs. */
export function loanOf(accounts: readonly LoanAccount[], loanId: string): LoanAccount {
  const loan = accounts.find((account) => account.loanId === loanId);
  if (!loan) throw notFound(sentence('closureLoanNotFound'));
  return loan;
}

/**
 * The lender's newest statement of account of the loan, the record a check or a letter holds the
 * credit report against; without one, a 409 saying to get it first (`missing`: for what).
 */
export async function statementToCheck(
  services: Pick<BureauReportServices, 'database' | 'secrets'>,
  panDigest: string,
  loan: Pick<LoanAccount, 'loanId' | 'bankName'>,
  missing: 'disputeNeedsStatement' | 'chargesNeedStatement',
): Promise<LenderStatement> {
  const statement = await latestLenderStatement(
    services.database.db,
    services.secrets,
    panDigest,
    loan.loanId,
  );
  if (!statement) {
    throw new HttpProblem(409, 'STATEMENT_NEEDED', sentence(missing, { bank: loan.bankName }));
  }
  return statement;
}
