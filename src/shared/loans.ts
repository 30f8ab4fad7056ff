/** Loan contract values: the kinds of loan, where an account stands, and how its rate moves. */

export const LOAN_TYPES = [
  'home_loan',
  'personal_loan',
  'business_loan',
  'auto_loan',
  'credit_card',
  'other',
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'OVERDUE', 'CLOSED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const RATE_TYPES = ['FIXED', 'FLOATING'] as const;
export type RateType = (typeof RATE_TYPES)[number];
