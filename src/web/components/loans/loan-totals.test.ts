import { describe, expect, it } from 'vitest';
import type { Loan } from '../../../shared/api/loans';
import { summariseLoans } from './loan-totals';

function loan(overrides: Partial<Loan>): Loan {
  return {
    loanId: 'L1',
    bankName: 'HDFC Bank',
    loanType: 'home_loan',
    accountId: 'XXXX1234',
    accountStatus: 'ACTIVE',
    outstandingAmount: 0,
    emi: 0,
    nextDueDate: null,
    loanProgress: 0,
    isOverdue: false,
    sanctionedAmount: 0,
    interestRate: 8.5,
    rateType: 'FLOATING',
    tenureMonths: 240,
    overdueAmount: 0,
    daysPastDue: 0,
    overdueSince: null,
    closedOn: null,
    closure: null,
    bureauWatch: null,
    recordCheck: null,
    chargesCheck: null,
    dispute: null,
    ...overrides,
  };
}

describe('summariseLoans', () => {
  it('counts loans by status and adds outstanding amounts to the paisa', () => {
    const totals = summariseLoans([
      loan({ accountStatus: 'ACTIVE', outstandingAmount: 0.1 }),
      loan({ accountStatus: 'ACTIVE', outstandingAmount: 0.2 }),
      loan({ accountStatus: 'OVERDUE', outstandingAmount: 845_123.45, isOverdue: true }),
      loan({ accountStatus: 'CLOSED', outstandingAmount: 0 }),
    ]);
    expect(totals).toEqual({ total: 4, active: 2, overdue: 1, outstanding: 845_123.75 });
  });

  it('is all zeros for a borrower with no loans', () => {
    expect(summariseLoans([])).toEqual({ total: 0, active: 0, overdue: 0, outstanding: 0 });
  });
});
