import type { Borrower } from '../auth/sessions.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { repaidRecord } from '../bureau/loan-closure.js';
import { type BureauReportServices, reportForBorrower } from '../consent/bureau-report.js';
import { type LenderStatement, latestLenderStatement } from '../documents/lender-records.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { borrowerSecurityReturns } from './security-returns.js';

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

/**
 * The borrower's report, each repaid loan's documents returned on the day the lender's record
 * gives or, failing that, the day the borrower told us.
 */
export async function reportWithReturns(
  services: BureauReportServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
) {
  const report = await reportForBorrower(services, borrower);
  const returns = await borrowerSecurityReturns(services.database.db, borrower.panDigest);
  return {
    ...report,
    accounts: report.accounts.map((account) => ({
      ...account,
      securityReturnedOn: account.securityReturnedOn ?? returns.get(account.loanId) ?? null,
    })),
  };
}

/**
 * The borrower's loan as the record that says it was repaid has it: the report's, or its
 * lender's newest statement's while the report does not show it closed (see repaidRecord).
 */
export async function repaidLoanOf(
  services: BureauReportServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
  loanId: string,
  options: { withReturns: boolean } = { withReturns: true },
) {
  const report = options.withReturns
    ? await reportWithReturns(services, borrower)
    : await reportForBorrower(services, borrower);
  const bureauLoan = loanOf(report.accounts, loanId);
  const statement = await latestLenderStatement(
    services.database.db,
    services.secrets,
    borrower.panDigest,
    bureauLoan.loanId,
  );
  return { report, bureauLoan, loan: repaidRecord(bureauLoan, statement?.record), statement };
}
