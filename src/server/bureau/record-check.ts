import type { AccountStatus } from '../../shared/loans.js';
import type { LoanAccount } from './credit-report.js';

/**
 * Where the credit report's record of a loan and the lender's own record of it (its statement
 * of account) disagree: the bureau may still show a loan as overdue, with money outstanding,
 * after the lender has closed it. Each difference is one `RecordMismatch`, the grounds of a
 * dispute the borrower raises with the credit bureau.
 *
 * Under the Reserve Bank of India's "Framework for compensation to customers for delayed
 * updation/rectification of credit information" (circular of 26 October 2023, in force from
 * 26 April 2024), a complaint to a credit information company or a credit institution must be
 * resolved within 30 calendar days of its filing; for each calendar day after that the
 * complainant is paid ₹100, by the credit institution and/or the credit information company,
 * whichever caused the delay.
 */

export const BUREAU_RESOLUTION_DAYS = 30;
export const DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE = 100_00;

/** Outstanding amounts more than ₹1 apart are a mismatch; a rupee of rounding is not. */
export const OUTSTANDING_TOLERANCE_PAISE = 100;

export type RecordMismatch =
  | { field: 'status'; bureau: AccountStatus; lender: AccountStatus; lenderClosedOn: string | null }
  | { field: 'outstanding'; bureauPaise: number; lenderPaise: number }
  | { field: 'daysPastDue'; bureau: number; lender: number };

/** What the comparison reads of a loan record. */
export type ComparedRecord = Pick<
  LoanAccount,
  'status' | 'closedOn' | 'outstandingPaise' | 'daysPastDue'
>;

/**
 * The differences between the bureau's and the lender's record of one loan, in the order
 * status, outstanding, days past due; [] when they agree. Status differs only when one record
 * says CLOSED and the other does not: ACTIVE against OVERDUE shows in the days past due.
 */
export function compareRecords(bureau: ComparedRecord, lender: ComparedRecord): RecordMismatch[] {
  const mismatches: RecordMismatch[] = [];
  if ((bureau.status === 'CLOSED') !== (lender.status === 'CLOSED')) {
    mismatches.push({
      field: 'status',
      bureau: bureau.status,
      lender: lender.status,
      lenderClosedOn: lender.closedOn,
    });
  }
  if (Math.abs(bureau.outstandingPaise - lender.outstandingPaise) > OUTSTANDING_TOLERANCE_PAISE) {
    mismatches.push({
      field: 'outstanding',
      bureauPaise: bureau.outstandingPaise,
      lenderPaise: lender.outstandingPaise,
    });
  }
  if (bureau.daysPastDue !== lender.daysPastDue) {
    mismatches.push({
      field: 'daysPastDue',
      bureau: bureau.daysPastDue,
      lender: lender.daysPastDue,
    });
  }
  return mismatches;
}
