import type { Loan } from '../../shared/api/loans';

/**
 * A loan as GET /api/loans lists it, for screen tests: a running HDFC Bank home loan with no
 * figures and nothing to watch, changed by what the test is about. One place to add a field the
 * API gains.
 */
export function sampleLoan(overrides: Partial<Loan> = {}): Loan {
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
