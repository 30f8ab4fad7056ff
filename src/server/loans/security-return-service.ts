import type { LoanClosure } from '../../shared/api/loans.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import { closureTracker } from '../bureau/loan-closure.js';
import type { BureauReportServices } from '../consent/bureau-report.js';
import { dayOf, sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';
import { repaidLoanOf } from './borrower-loan.js';
import { loanView } from './loan-views.js';
import { recordSecurityReturn } from './security-returns.js';

/**
 * Records the day the original documents of a repaid home or vehicle loan came back, as the
 * borrower says (between the closure and today), when the lender's record does not say; sent
 * again, it replaces the day. Answers the loan's closure tracker as it now stands.
 */
export async function recordReturnedDocuments(
  services: BureauReportServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
  loanId: string,
  returnedOn: string,
): Promise<LoanClosure> {
  const today = indiaDate(services.clock.now());
  const { report, bureauLoan, loan, statement } = await repaidLoanOf(services, borrower, loanId, {
    withReturns: false,
  });
  if (!closureTracker(loan, today)) {
    throw new HttpProblem(409, 'NOT_TRACKED', sentence('returnNotTracked'));
  }
  if (!loan.closedOn || returnedOn < loan.closedOn || returnedOn > today) {
    throw new HttpProblem(
      400,
      'RETURN_DATE_OUT_OF_RANGE',
      sentence('returnDateOutOfRange', {
        closedOn: loan.closedOn ? dayOf(loan.closedOn) : '',
        today: dayOf(today),
      }),
    );
  }
  await recordSecurityReturn(services.database.db, services.clock.now(), {
    panDigest: borrower.panDigest,
    loanId: loan.loanId,
    returnedOn,
  });
  const closure = loanView(
    { ...bureauLoan, securityReturnedOn: bureauLoan.securityReturnedOn ?? returnedOn },
    report.asOf,
    today,
    statement && { record: statement.record, generatedOn: indiaDate(statement.generatedAt) },
  ).closure;
  if (!closure) throw new Error('a tracked loan has a closure');
  return closure;
}
