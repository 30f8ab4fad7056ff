/** 0016: the day a repaid loan's original documents came back, as the borrower told us. */
export interface SecurityReturnsTable {
  pan_digest: string;
  loan_id: string;
  /** YYYY-MM-DD, India time. */
  returned_on: string;
  recorded_at: Date;
}

export interface LoanTables {
  security_returns: SecurityReturnsTable;
}
