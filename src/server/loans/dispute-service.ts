import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import { type DisputeParty, disputeClocks, filedOnProblem } from '../bureau/dispute-clocks.js';
import { compareRecords } from '../bureau/record-check.js';
import { type BureauReportServices, reportForBorrower } from '../consent/bureau-report.js';
import { dayOf, sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';
import { loanOf, statementToCheck } from './borrower-loan.js';
import { openDispute, recordDispute, resolveDispute } from './disputes.js';
import { disputeView } from './loan-views.js';

/** What a dispute uses: the borrower's credit report and the lender's statements, in the database. */
export type DisputeServices = BureauReportServices;

/**
 * Records that the borrower raised a dispute about how their credit report shows the loan, on
 * the day they did (not before the loan was opened, not after today): the RBI's clocks run from
 * it. One open dispute per loan; the record and its audit entry are written together.
 */
export async function fileDispute(
  services: DisputeServices,
  borrower: Borrower,
  loanId: string,
  filing: { against: DisputeParty[]; filedOn: string },
) {
  const now = services.clock.now();
  const today = indiaDate(now);
  const report = await reportForBorrower(services, borrower);
  const loan = loanOf(report.accounts, loanId);
  const { against, filedOn } = filing;
  const problem = filedOnProblem(filedOn, { openedOn: loan.disbursedOn, today });
  if (problem === 'future') {
    throw new HttpProblem(
      400,
      'DISPUTE_DATE_OUT_OF_RANGE',
      sentence('disputeDateInFuture', { today: dayOf(today) }),
    );
  }
  if (problem === 'before-loan') {
    throw new HttpProblem(
      400,
      'DISPUTE_DATE_OUT_OF_RANGE',
      sentence('disputeDateBeforeLoan', { openedOn: dayOf(loan.disbursedOn) }),
    );
  }
  const recorded = await services.database.db.transaction().execute(async (trx) => {
    const dispute = await recordDispute(trx, now, {
      panDigest: borrower.panDigest,
      loanId: loan.loanId,
      against,
      filedOn,
    });
    if (!dispute) return null;
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'dispute.recorded',
      panNumber: borrower.panNumber,
      detail: {
        loanId: loan.loanId,
        bankName: loan.bankName,
        against: against.join(','),
        filedOn,
      },
    });
    return dispute;
  });
  if (!recorded) {
    const open = await openDispute(services.database.db, borrower.panDigest, loan.loanId);
    throw new HttpProblem(
      409,
      'DISPUTE_ALREADY_OPEN',
      sentence('disputeAlreadyOpen', {
        bank: loan.bankName,
        filedOn: open ? dayOf(open.filedOn) : '',
      }),
    );
  }
  return disputeView(recorded, today);
}

/**
 * Closes the loan's open dispute once the credit report agrees with the lender's newest
 * statement; otherwise says what is still needed, and the dispute stays open.
 */
export async function resolveLoanDispute(
  services: DisputeServices,
  borrower: Borrower,
  loanId: string,
) {
  const now = services.clock.now();
  const today = indiaDate(now);
  const { report, loan, dispute } = await openDisputeOf(services, borrower, loanId);
  const statement = await statementToCheck(
    services,
    borrower.panDigest,
    loan,
    'disputeNeedsStatement',
  );
  if (compareRecords(loan, statement.record).length > 0) {
    throw new HttpProblem(
      409,
      'DISPUTE_STILL_DIFFERENT',
      sentence('disputeStillDifferent', {
        bank: loan.bankName,
        reportDate: dayOf(report.asOf),
      }),
    );
  }
  const resolved = await services.database.db.transaction().execute(async (trx) => {
    if (!(await resolveDispute(trx, now, { id: dispute.id, resolvedOn: today }))) return false;
    const clocks = disputeClocks({ ...dispute, resolvedOn: today }, today);
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'dispute.resolved',
      panNumber: borrower.panNumber,
      detail: {
        loanId: loan.loanId,
        bankName: loan.bankName,
        filedOn: dispute.filedOn,
        daysOverdue: clocks.daysOverdue,
        compensationPaise: clocks.compensationPaise,
      },
    });
    return true;
  });
  if (!resolved) {
    throw new HttpProblem(
      409,
      'DISPUTE_NOT_OPEN',
      sentence('disputeNotOpen', { bank: loan.bankName }),
    );
  }
  return disputeView({ ...dispute, resolvedOn: today }, today);
}

/** The borrower's loan, their report and its open dispute; a 409 when none is open. */
export async function openDisputeOf(
  services: DisputeServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
  loanId: string,
) {
  const report = await reportForBorrower(services, borrower);
  const loan = loanOf(report.accounts, loanId);
  const dispute = await openDispute(services.database.db, borrower.panDigest, loan.loanId);
  if (!dispute) {
    throw new HttpProblem(
      409,
      'DISPUTE_NOT_OPEN',
      sentence('disputeNotOpen', { bank: loan.bankName }),
    );
  }
  return { report, loan, dispute };
}
