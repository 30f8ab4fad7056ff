import { z } from 'zod';
import { isCalendarDate } from '../financial-year.js';
import { ACCOUNT_STATUSES, CHARGE_KINDS, LOAN_TYPES, RATE_TYPES } from '../loans.js';
import { loanId } from './ids.js';

export {
  cersaiLetterFileName,
  chargesLetterFileName,
  closureLetterFileName,
  disputeLetterFileName,
  disputeSummaryFileName,
  form35FileName,
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

export const DISPUTE_PARTIES = ['bureau', 'lender'] as const;
export type DisputeParty = (typeof DISPUTE_PARTIES)[number];
export const DISPUTE_LETTERS = ['lender', 'bureau', 'ombudsman'] as const;
export type DisputeLetter = (typeof DISPUTE_LETTERS)[number];

/**
 * A dispute the borrower raised about the loan's credit record, on the RBI's clocks
 * (RBI/2023-24/72): the lender's correction within 21 days, the resolution within 30, then ₹100
 * a calendar day, paid within 5 working days of the resolution.
 */
export const loanDispute = z.object({
  against: z.array(z.enum(DISPUTE_PARTIES)),
  /** ISO date the borrower complained. */
  filedOn: z.string(),
  /** ISO date by which the lender must send the correction to the bureau. */
  lenderDueBy: z.string(),
  /** ISO date by which the complaint must be resolved. */
  bureauDueBy: z.string(),
  /** Days after `bureauDueBy`, to the resolution or to today. */
  daysOverdue: z.number().int(),
  /** Rupees owed so far: ₹100 for each day overdue. */
  compensationDueRupees: z.number(),
  status: z.enum(['waiting', 'lender-late', 'overdue', 'resolved']),
  /** ISO date the report was found corrected; null while open. */
  resolvedOn: z.string().nullable(),
  /** When resolved with compensation owed: the last day it may be paid on. */
  compensationPayableBy: z.string().nullable(),
  /** The letters the missed clocks give, oldest first (the last is the next to send). */
  letters: z.array(z.enum(DISPUTE_LETTERS)),
});
export type LoanDispute = z.infer<typeof loanDispute>;

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
  /**
   * For any repaid loan, secured or not (repaid by the credit report, or by the lender's
   * statement while the report shows it running): when the report should show it closed. Null
   * for a running loan and a closure before 2025. A secured loan's `closure` carries the same.
   */
  bureauWatch: bureauWatch.nullable(),
  /** Null until the borrower has a statement of account from the lender to check against. */
  recordCheck: recordCheck.nullable(),
  /** Null until the borrower has a statement of account from the lender to check. */
  chargesCheck: chargesCheck.nullable(),
  /** The newest dispute the borrower raised about this loan's credit record; null if none. */
  dispute: loanDispute.nullable(),
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

/**
 * POST /api/loans/:loanId/disputes: the borrower raised a dispute about the loan's credit record
 * with the bureau, the lender or both, on `filed_on` (between the loan's opening and today).
 */
export const disputeBody = z
  .object({
    against: z
      .array(z.enum(DISPUTE_PARTIES))
      .min(1, 'disputeAgainst')
      .max(2, 'disputeAgainst')
      .refine((parties) => new Set(parties).size === parties.length, 'disputeAgainst'),
    filed_on: z.string().max(10).refine(isCalendarDate, 'disputeDateFormat'),
  })
  .strict();
export type DisputeBody = z.infer<typeof disputeBody>;

export const disputeResponse = z.object({ success: z.literal(true), dispute: loanDispute });
export type DisputeResponse = z.infer<typeof disputeResponse>;

/** The letter a missed clock of the loan's open dispute gives. */
export const disputeLetterParams = z.object({ loanId, to: z.enum(DISPUTE_LETTERS) }).strict();
