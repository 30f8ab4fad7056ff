import type {
  BureauWatch,
  CibilReportResponse,
  LegacyLoanAccount,
  Loan,
  LoanDispute,
  LoanRecordMismatch,
  LoansResponse,
} from '../../shared/api/loans.js';
import { maskAccountNumber, scoreBand } from '../../shared/format.js';
import { bureauReporting, bureauStillShowsOpen } from '../bureau/bureau-reporting.js';
import { daysBetween } from '../bureau/calendar.js';
import { chargesCheck } from '../bureau/charges-check.js';
import type { CreditReport, LoanAccount } from '../bureau/credit-report.js';
import { type DisputeRecord, disputeClocks } from '../bureau/dispute-clocks.js';
import { cersaiFileBy, closureTracker, repaidRecord } from '../bureau/loan-closure.js';
import { loanProgressPercent } from '../bureau/loan-math.js';
import { compareRecords, type RecordMismatch } from '../bureau/record-check.js';

/**
 * The stored credit report as the two generations of the API show it. Paise become rupees
 * here and nowhere else, so every screen shows the report's own numbers.
 */

export function rupees(paise: number): number {
  return paise / 100;
}

/**
 * `asOf` is the report's date: days past due count back from it. `today` is the day of the
 * answer: the return of a repaid loan's documents is tracked to it.
 */
export function loanView(
  account: LoanAccount,
  asOf: string,
  today: string,
  statement?: { record: LoanAccount; generatedOn: string },
  dispute?: DisputeRecord,
): Loan {
  // A loan the report still shows open is tracked from its lender's statement, when that says repaid.
  const repaid = repaidRecord(account, statement?.record);
  const closure = closureTracker(repaid, today);
  const bureauWatch =
    repaid.status === 'CLOSED' && repaid.closedOn
      ? bureauWatchView(repaid.closedOn, account.status, asOf)
      : null;
  return {
    loanId: account.loanId,
    bankName: account.bankName,
    loanType: account.loanType,
    accountId: maskAccountNumber(account.accountNumber),
    accountStatus: account.status,
    outstandingAmount: rupees(account.outstandingPaise),
    emi: rupees(account.emiPaise),
    nextDueDate: account.nextDueDate,
    loanProgress: loanProgressPercent(account),
    isOverdue: account.status === 'OVERDUE',
    sanctionedAmount: rupees(account.principalPaise),
    interestRate: account.annualRatePercent,
    rateType: account.rateType,
    tenureMonths: account.tenureMonths,
    overdueAmount: rupees(account.overduePaise),
    daysPastDue: account.daysPastDue,
    overdueSince: account.daysPastDue > 0 ? daysBefore(asOf, account.daysPastDue) : null,
    closedOn: account.closedOn,
    closure: closure && {
      security: closure.security,
      returnBy: closure.returnBy,
      returnedOn: closure.returnedOn,
      daysLeft: closure.daysLeft,
      daysLate: closure.daysLate,
      compensation: rupees(closure.compensationPaise),
      stage: closure.stage,
      closedOn: closure.closedOn,
      bureauWatch,
      cersai:
        closure.security === 'property'
          ? {
              fileBy: cersaiFileBy(closure.closedOn),
              daysLeft: Math.max(0, daysBetween(today, cersaiFileBy(closure.closedOn))),
            }
          : null,
    },
    recordCheck: statement
      ? {
          statementDate: statement.generatedOn,
          mismatches: compareRecords(account, statement.record).map(mismatchView),
        }
      : null,
    chargesCheck: statement
      ? {
          statementDate: statement.generatedOn,
          flagged: chargesCheck(statement.record).map(({ amountPaise, ...charge }) => ({
            ...charge,
            amount: rupees(amountPaise),
          })),
        }
      : null,
    bureauWatch,
    dispute: dispute ? disputeView(dispute, today) : null,
  };
}

/** A dispute and its clocks on `today`. */
export function disputeView(dispute: DisputeRecord, today: string): LoanDispute {
  const clocks = disputeClocks(dispute, today);
  return {
    against: [...dispute.against],
    filedOn: clocks.filedOn,
    lenderDueBy: clocks.lenderDueBy,
    bureauDueBy: clocks.bureauDueBy,
    daysOverdue: clocks.daysOverdue,
    compensationDueRupees: rupees(clocks.compensationPaise),
    status: clocks.status,
    resolvedOn: dispute.resolvedOn,
    compensationPayableBy: clocks.compensationPayableBy,
    letters: clocks.letters,
  };
}

/** When the report should show the loan closed, and whether the report of `asOf` fails to. */
function bureauWatchView(
  closedOn: string,
  bureauStatus: LoanAccount['status'],
  asOf: string,
): BureauWatch | null {
  const reporting = bureauReporting(closedOn);
  return (
    reporting && {
      ...reporting,
      bureauShowsClosed: bureauStatus === 'CLOSED',
      bureauStillOpen: bureauStillShowsOpen(reporting, { status: bureauStatus, asOf }),
    }
  );
}

function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function mismatchView(mismatch: RecordMismatch): LoanRecordMismatch {
  return mismatch.field === 'outstanding'
    ? {
        field: 'outstanding',
        bureau: rupees(mismatch.bureauPaise),
        lender: rupees(mismatch.lenderPaise),
      }
    : mismatch;
}

/**
 * `statements`: the lender's newest statement of each loan that has one (loan id → record);
 * `disputes`: the newest dispute of each loan the borrower raised one about.
 */
export function loansView(
  report: CreditReport,
  today: string,
  statements: ReadonlyMap<string, { record: LoanAccount; generatedOn: string }> = new Map(),
  disputes: ReadonlyMap<string, DisputeRecord> = new Map(),
): LoansResponse {
  return {
    success: true,
    creditScore: report.creditScore,
    scoreBand: report.creditScore === null ? null : scoreBand(report.creditScore),
    reportDate: report.asOf,
    loans: report.accounts.map((account) =>
      loanView(
        account,
        report.asOf,
        today,
        statements.get(account.loanId),
        disputes.get(account.loanId),
      ),
    ),
  };
}

/** The older dashboard's account; `logo` is the lender's short mark. */
export function legacyLoanAccountView(account: LoanAccount, logo: string): LegacyLoanAccount {
  return {
    id: account.loanId,
    bank_name: account.bankName,
    bank_logo: logo,
    status:
      account.status === 'ACTIVE' ? 'active' : account.status === 'OVERDUE' ? 'overdue' : 'other',
    loan_type: account.loanType,
    account_number: maskAccountNumber(account.accountNumber),
    principal_amount: rupees(account.principalPaise),
    outstanding_amount: rupees(account.outstandingPaise),
    emi_amount: rupees(account.emiPaise),
    tenure_months: account.tenureMonths,
  };
}

export function cibilReportView(
  report: CreditReport,
  holderName: string | null,
  logoOf: (account: LoanAccount) => string,
): CibilReportResponse {
  return {
    success: true,
    holder_name: holderName,
    credit_score: report.creditScore,
    total_loans: report.accounts.length,
    loan_accounts: report.accounts.map((account) =>
      legacyLoanAccountView(account, logoOf(account)),
    ),
  };
}

const MINOR_WORDS = new Set(['of', 'and', 'the', '&']);

/**
 * A lender's mark from its name when the catalogue has none: an acronym name keeps itself
 * ("HDFC Bank" → "HDFC"), otherwise the initials of its main words ("State Bank of India" → "SBI").
 */
export function bankInitials(bankName: string): string {
  const words = bankName.split(/\s+/).filter((word) => word.length > 0);
  const first = words[0] ?? '';
  if (/^[A-Z]{2,}$/.test(first)) return first.slice(0, 5);
  const initials = words
    .filter((word) => !MINOR_WORDS.has(word.toLowerCase()))
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials.slice(0, 4) || '?';
}
