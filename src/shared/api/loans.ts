import { z } from 'zod';
import { isCalendarDate } from '../financial-year.js';
import { ACCOUNT_STATUSES, CHARGE_KINDS, LOAN_TYPES, RATE_TYPES } from '../loans.js';
import { loanId } from './ids.js';

export {
  cersaiLetterFileName,
  cersaiLetterPath,
  chargesLetterFileName,
  chargesLetterPath,
  closureLetterFileName,
  closureLetterPath,
  disputeSummaryFileName,
  disputeSummaryPath,
  form35FileName,
  form35Path,
  securityReturnPath,
} from './files.js';

/**
 * The borrower's loans, from the bureau report the server fetched under their consent.
 * GET /api/loans is the newer shape (spec §3 "Loan"), POST /api/cibil-report the older one;
 * both read the same stored report. Amounts are rupees (numbers, to the paisa).
 */

/**
 * When the credit report should show a repaid loan closed (RBI/2024-25/60: lenders report as of
 * the 15th and the month's last day within 7 days, bureaus load within 5 days).
 */
export const bureauWatch = z.object({
  /** ISO date of the lender's reporting that first carries the closure. */
  reportAsOf: z.string(),
  /** ISO date by which the lender must send it to the bureaus. */
  reportSentBy: z.string(),
  /** ISO date by which the credit report should show the loan closed. */
  bureauShowsClosedBy: z.string(),
  /** The credit report the loans list reads shows the loan closed. */
  bureauShowsClosed: z.boolean(),
  /** That report describes a day after `bureauShowsClosedBy` and still shows the loan open. */
  bureauStillOpen: z.boolean(),
});
export type BureauWatch = z.infer<typeof bureauWatch>;

/** A repaid home loan's charge at CERSAI: the lender files its satisfaction within 30 days. */
export const cersaiFiling = z.object({
  /** ISO date by which the lender must file the satisfaction. */
  fileBy: z.string(),
  /** Days until `fileBy`; 0 on and after it. */
  daysLeft: z.number().int(),
});
export type CersaiFiling = z.infer<typeof cersaiFiling>;

/**
 * A repaid secured loan's documents on their way back (RBI: within 30 days of closure, then
 * ₹5,000 a day): where the return stands on the day of the answer.
 */
export const loanClosure = z.object({
  /** What the lender holds: a house's title deeds or a vehicle's papers. */
  security: z.enum(['property', 'vehicle']),
  /** ISO date by which the lender must return the original documents. */
  returnBy: z.string(),
  /** ISO date they were returned, per the lender's record; null while it holds them. */
  returnedOn: z.string().nullable(),
  /** Days until `returnBy` while waiting. */
  daysLeft: z.number().int(),
  /** Days of delay after `returnBy`. */
  daysLate: z.number().int(),
  /** Compensation the delay has earned so far, rupees (₹5,000 a day). */
  compensation: z.number(),
  stage: z.enum(['waiting', 'late', 'returned']),
  /**
   * ISO date the loan was repaid: the credit report's, or the lender's statement's while the
   * report does not show it closed yet.
   */
  closedOn: z.string(),
  /** When the credit report should show the loan closed; null for a closure before 2025. */
  bureauWatch: bureauWatch.nullable(),
  /** For a house: the lender's filing of its charge's satisfaction with CERSAI. Null otherwise. */
  cersai: cersaiFiling.nullable(),
});
export type LoanClosure = z.infer<typeof loanClosure>;

/** One way the credit report's record of a loan differs from its lender's. Amounts in rupees. */
export const recordMismatch = z.discriminatedUnion('field', [
  z.object({
    field: z.literal('status'),
    bureau: z.enum(ACCOUNT_STATUSES),
    lender: z.enum(ACCOUNT_STATUSES),
    /** ISO date the lender closed the loan, when it did. */
    lenderClosedOn: z.string().nullable(),
  }),
  z.object({ field: z.literal('outstanding'), bureau: z.number(), lender: z.number() }),
  z.object({ field: z.literal('daysPastDue'), bureau: z.number().int(), lender: z.number().int() }),
]);
export type LoanRecordMismatch = z.infer<typeof recordMismatch>;

/** The credit report's record held against the lender's newest statement of account. */
export const recordCheck = z.object({
  /** ISO date of the lender's statement compared with. */
  statementDate: z.string(),
  /** Empty when the two agree. */
  mismatches: z.array(recordMismatch),
});
export type RecordCheck = z.infer<typeof recordCheck>;

/** The lender's statement's charges held against the sanction letter's Key Fact Statement. */
export const chargesCheck = z.object({
  /** ISO date of the lender's statement checked. */
  statementDate: z.string(),
  /** Charges to question, oldest first; empty when every charge was agreed. */
  flagged: z.array(
    z.object({
      on: z.string(),
      kind: z.enum(CHARGE_KINDS),
      /** As the statement words it. */
      description: z.string(),
      /** Rupees, GST included. */
      amount: z.number(),
      /** Not allowed at all (a prepayment charge on a floating-rate loan), or not agreed. */
      problem: z.enum(['not-allowed', 'not-in-kfs']),
    }),
  ),
});
export type ChargesCheck = z.infer<typeof chargesCheck>;

export const loan = z.object({
  loanId: z.string(),
  bankName: z.string(),
  loanType: z.enum(LOAN_TYPES),
  /** Masked account number, e.g. "XXXX7890". */
  accountId: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  outstandingAmount: z.number(),
  emi: z.number(),
  /** ISO date, or null when no instalment is left. */
  nextDueDate: z.string().nullable(),
  /** Percent of the principal repaid, 0–100. */
  loanProgress: z.number(),
  isOverdue: z.boolean(),
  // Beyond the spec's fields: what a borrower needs to recognise the loan.
  sanctionedAmount: z.number(),
  interestRate: z.number(),
  rateType: z.enum(RATE_TYPES),
  tenureMonths: z.number().int(),
  overdueAmount: z.number(),
  daysPastDue: z.number().int(),
  /** ISO date of the oldest unpaid instalment ("overdue since"); null when nothing is overdue. */
  overdueSince: z.string().nullable(),
  /** ISO date the loan was repaid in full; null while it runs. */
  closedOn: z.string().nullable(),
  /** For a repaid secured loan: the return of its original documents. Null otherwise. */
  closure: loanClosure.nullable(),
  /** Null until the borrower has a statement of account from the lender to check against. */
  recordCheck: recordCheck.nullable(),
  /** Null until the borrower has a statement of account from the lender to check. */
  chargesCheck: chargesCheck.nullable(),
});
export type Loan = z.infer<typeof loan>;

export const loansResponse = z.object({
  success: z.literal(true),
  /** Null when the borrower has no credit history. */
  creditScore: z.number().int().nullable(),
  scoreBand: z.enum(['Excellent', 'Good', 'Fair']).nullable(),
  /** ISO date the report describes. */
  reportDate: z.string(),
  loans: z.array(loan),
});
export type LoansResponse = z.infer<typeof loansResponse>;

export const cibilReportBody = z.object({ pan_number: z.string().min(1).max(10) }).strict();

export const legacyLoanAccount = z.object({
  id: z.string(),
  bank_name: z.string(),
  /** Short lender mark (initials) the older dashboard shows as a logo. */
  bank_logo: z.string(),
  status: z.enum(['active', 'overdue', 'other']),
  loan_type: z.string(),
  account_number: z.string(),
  principal_amount: z.number(),
  outstanding_amount: z.number(),
  emi_amount: z.number(),
  tenure_months: z.number().int(),
});
export type LegacyLoanAccount = z.infer<typeof legacyLoanAccount>;

export const cibilReportResponse = z.object({
  success: z.literal(true),
  /** The borrower's name on the PAN registry: shown only to the borrower, after consent. */
  holder_name: z.string().nullable(),
  credit_score: z.number().int().nullable(),
  total_loans: z.number().int(),
  loan_accounts: z.array(legacyLoanAccount),
});
export type CibilReportResponse = z.infer<typeof cibilReportResponse>;

/** The loan a letter (closure, CERSAI, charges), Form 35 or dispute summary is for. */
export const loanParams = z.object({ loanId }).strict();

/**
 * PUT /api/loans/:loanId/security-return: the borrower has a repaid loan's original documents
 * back, on `returnedOn` (between the closure and today); the tracker stops counting then.
 */
export const securityReturnBody = z
  .object({ returnedOn: z.string().max(10).refine(isCalendarDate, 'returnDateFormat') })
  .strict();
export type SecurityReturnBody = z.infer<typeof securityReturnBody>;

export const securityReturnResponse = z.object({
  success: z.literal(true),
  closure: loanClosure,
});
export type SecurityReturnResponse = z.infer<typeof securityReturnResponse>;
