/** 0016: the day a repaid loan's original documents came back, as the borrower told us. */
export interface SecurityReturnsTable {
  pan_digest: string;
  loan_id: string;
  /** YYYY-MM-DD, India time. */
  returned_on: string;
  recorded_at: Date;
}

/** 0021: a dispute about a loan's credit record the borrower raised, and when it was resolved. */
export interface CreditDisputesTable {
  id: string;
  pan_digest: string;
  loan_id: string;
  against_bureau: boolean;
  against_lender: boolean;
  /** YYYY-MM-DD, India time. */
  filed_on: string;
  recorded_at: Date;
  resolved_on: string | null;
  resolved_at: Date | null;
}

export interface LoanTables {
  security_returns: SecurityReturnsTable;
  credit_disputes: CreditDisputesTable;
}
