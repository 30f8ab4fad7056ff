import { z } from 'zod';
import { ACCOUNT_STATUSES, LOAN_TYPES, RATE_TYPES } from '../loans.js';

/**
 * The borrower's loans, from the bureau report the server fetched under their consent.
 * GET /api/loans is the newer shape (spec §3 "Loan"), POST /api/cibil-report the older one;
 * both read the same stored report. Amounts are rupees (numbers, to the paisa).
 */

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
