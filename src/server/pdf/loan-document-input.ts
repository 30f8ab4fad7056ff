import type { LoanAccount } from '../bureau/credit-report.js';

/** The lender as its letterhead and grievance paragraph show it. */
export interface LenderLetterhead {
  name: string;
  /** Initials printed in the mark beside the name, e.g. "HDFC"; derived from the name if absent. */
  shortName?: string;
  /** Hex colour of the lender's mark, e.g. "#004c8f"; a neutral navy if absent. */
  brandColor?: string;
  /** Registered-office city, shown under the name. */
  city?: string;
  grievanceEmail: string;
  grievancePhone: string;
}

/** Everything one loan document is made from; every number comes from `loan` via loan-math. */
export interface LoanDocumentInput {
  loan: LoanAccount;
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** ISO date (YYYY-MM-DD) the document speaks for: statement date, foreclosure letter date. */
  issuedOn: string;
  /** The financial year ("2025-26") a yearly document (interest certificate) speaks for. */
  financialYear?: string | undefined;
  /** Printed on every page so a copy can be traced back to its record. */
  documentId: string;
  /**
   * Where anyone holding the document checks it is genuine: its code, and the public page for it
   * (printed, and as a QR code, on the first page).
   */
  verification: { code: string; url: string };
  /** Sandbox documents say on every page that no lender issued them. */
  sandbox: boolean;
}
