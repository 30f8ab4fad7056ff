import type {
  AccountStatus,
  ChargeKind,
  HeldDocumentForm,
  HeldDocumentKind,
  LoanType,
  RateType,
} from '../../shared/loans.js';

/**
 * The credit report and its loan accounts — the one record every number about a loan comes
 * from (loans list, dashboard, all four PDFs). Money is integer paise; dates are ISO calendar
 * dates (YYYY-MM-DD) in India time.
 */

export type Ownership = 'INDIVIDUAL' | 'JOINT';

/** What the lender sanctioned: enough to rebuild the whole schedule. */
export interface LoanTerms {
  /** Sanctioned (and disbursed) amount, paise. */
  principalPaise: number;
  /** Yearly interest rate in percent, e.g. 8.5. */
  annualRatePercent: number;
  tenureMonths: number;
  /** First EMI due date, YYYY-MM-DD; its day of month is 1–28 so every month has it. */
  firstDueDate: string;
}

/** Where the account stands on a given date, derived from the terms by loan-math. */
export interface LoanPosition {
  /** The report date this position is computed for. */
  asOf: string;
  emiPaise: number;
  /** Instalments whose due date is on or before asOf. */
  instalmentsDue: number;
  instalmentsPaid: number;
  /** Principal still due after the EMIs paid to date. */
  outstandingPaise: number;
  /** Missed EMIs, in full. */
  overduePaise: number;
  daysPastDue: number;
  /** Null once every instalment has fallen due. */
  nextDueDate: string | null;
  status: AccountStatus;
  /** The day the loan was repaid in full; null while it runs. */
  closedOn: string | null;
}

export interface LoanAccount extends LoanTerms, LoanPosition {
  /** Stable id of this account within the borrower's reports. */
  loanId: string;
  /** Catalogue id of the lender, e.g. "hdfc-bank". */
  lenderId: string;
  bankName: string;
  loanType: LoanType;
  /** Full account number; screens and PDFs show it masked. */
  accountNumber: string;
  ownership: Ownership;
  rateType: RateType;
  sanctionedOn: string;
  disbursedOn: string;
  /** Processing fee in percent of the principal (GST at 18 % comes on top). */
  processingFeePercent: number;
  /** Lender's foreclosure charge in percent of the outstanding principal (before 18 % GST). */
  foreclosureChargePercent: number;
  /** Penal charge on overdue amounts, percent per year. */
  penalRatePercent: number;
  /** Most recent due instalments left unpaid (0 for a loan in good standing). */
  missedInstalments: number;
  /**
   * For a closed loan with security (property papers, a vehicle's hypothecation): the day the
   * lender returned the original documents; null while it still holds them, and for other loans.
   */
  securityReturnedOn: string | null;
  /** Charges the lender levied after disbursement, oldest first (a bureau reports none). */
  chargesLevied: LeviedCharge[];
  /**
   * The lender's record only (lender contract 1.2): the documents it holds against a running
   * secured loan, in the order it lists them. Absent from bureau reports and older lenders.
   */
  documentsHeld?: HeldDocument[];
}

/** One document a lender keeps against a secured loan, as its list of documents held names it. */
export interface HeldDocument {
  kind: HeldDocumentKind;
  /** As the lender's list words it, e.g. "Registered sale deed". */
  title: string;
  form: HeldDocumentForm;
  /** The document's own number (a deed's registration number), when it has one. */
  reference: string | null;
  /** The day the lender received it. */
  receivedOn: string;
}

/** One charge debited to the account, as the lender's statement shows it. */
export interface LeviedCharge {
  on: string;
  kind: ChargeKind;
  /** As the statement words it, e.g. "Part-prepayment charge". */
  description: string;
  /** Including any GST on it. */
  amountPaise: number;
}

export interface CreditReport {
  panNumber: string;
  /** Null when the borrower has no credit history (no score can be computed). */
  creditScore: number | null;
  /** Date the report describes (India time). */
  asOf: string;
  generatedAt: string;
  accounts: LoanAccount[];
}
