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

/** Charges a lender may levy on an account after disbursement (the processing fee is upfront). */
export const CHARGE_KINDS = [
  'penal_charge',
  'foreclosure_charge',
  'cheque_bounce',
  'documentation_charge',
  'insurance_premium',
  'other',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export type RateType = (typeof RATE_TYPES)[number];

/** What the lender of a secured loan keeps, and in what form: the original, or a copy. */
export const HELD_DOCUMENT_KINDS = [
  'title_deed',
  'agreement',
  'approval',
  'receipt',
  'vehicle_registration',
  'insurance',
  'other',
] as const;
export type HeldDocumentKind = (typeof HELD_DOCUMENT_KINDS)[number];
export const HELD_DOCUMENT_FORMS = ['ORIGINAL', 'CERTIFIED_COPY', 'COPY'] as const;
export type HeldDocumentForm = (typeof HELD_DOCUMENT_FORMS)[number];
