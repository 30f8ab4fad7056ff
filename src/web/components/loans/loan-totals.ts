import type { Loan } from '../../../shared/api/loans';

export interface LoanTotals {
  total: number;
  active: number;
  overdue: number;
  /** Rupees, summed in whole paise so that many accounts do not drift by floating-point error. */
  outstanding: number;
}

/** The counts and total outstanding shown above the loan cards, matching their status badges. */
export function summariseLoans(loans: readonly Loan[]): LoanTotals {
  let outstandingPaise = 0;
  let active = 0;
  let overdue = 0;
  for (const loan of loans) {
    outstandingPaise += Math.round(loan.outstandingAmount * 100);
    if (loan.accountStatus === 'ACTIVE') active += 1;
    if (loan.accountStatus === 'OVERDUE') overdue += 1;
  }
  return { total: loans.length, active, overdue, outstanding: outstandingPaise / 100 };
}
