import type * as schemas from './loans.js';
import { routeTable } from './route-table.js';

/**
 * The borrower's loans, and what they can do about one loan's records: the letters and forms for
 * a repaid loan, the day its documents came back, a dispute with the credit bureau on the RBI's
 * clocks and its letters, the letter asking for questioned charges back.
 */
export const LOANS_ROUTES = routeTable<typeof schemas>()({
  loans: {
    method: 'GET',
    path: '/loans',
    tag: 'loans',
    summary: "The borrower's loan accounts and credit score (PAN from the token)",
    answer: 'loansResponse',
  },
  cibilReport: {
    method: 'POST',
    path: '/cibil-report',
    tag: 'loans',
    summary: 'The credit report in the older dashboard shape',
    body: 'cibilReportBody',
    answer: 'cibilReportResponse',
  },
  /**
   * A PDF letter, prefilled and dated, from the borrower to the lender's grievance officer asking
   * for a repaid loan's original documents back (and, once they are late, the compensation).
   */
  closureLetter: {
    method: 'GET',
    path: '/loans/:loanId/closure-letter',
    tag: 'loans',
    summary: "A letter to the lender's grievance officer for a repaid loan's documents",
    params: 'loanParams',
  },
  /**
   * A PDF letter, prefilled and dated, from the borrower to the lender's grievance officer asking
   * it to file with CERSAI the satisfaction of its charge over the house of a repaid home loan.
   */
  cersaiLetter: {
    method: 'GET',
    path: '/loans/:loanId/cersai-letter',
    tag: 'loans',
    summary: "A letter asking the lender to file its charge's satisfaction with CERSAI",
    params: 'loanParams',
  },
  /**
   * Form 35 (Central Motor Vehicles Rules, 1989) prefilled for a repaid vehicle loan, to remove its
   * hypothecation from the registration certificate.
   */
  form35: {
    method: 'GET',
    path: '/loans/:loanId/form-35',
    tag: 'loans',
    summary: 'Form 35 to remove a repaid vehicle loan’s hypothecation from the RC',
    params: 'loanParams',
  },
  /** The documents came back on `returnedOn` (between the closure and today); the tracker stops. */
  securityReturn: {
    method: 'PUT',
    path: '/loans/:loanId/security-return',
    tag: 'loans',
    summary: "The borrower has a repaid loan's original documents back",
    params: 'loanParams',
    body: 'securityReturnBody',
    answer: 'securityReturnResponse',
  },
  /**
   * A PDF for a dispute with the credit bureau, setting what the report shows against what the
   * lender's statement shows, with that statement as evidence.
   */
  disputeSummary: {
    method: 'GET',
    path: '/loans/:loanId/dispute-summary',
    tag: 'loans',
    summary: 'A summary for a dispute with the credit bureau about one loan',
    params: 'loanParams',
  },
  fileDispute: {
    method: 'POST',
    path: '/loans/:loanId/disputes',
    tag: 'loans',
    summary: "The borrower raised a dispute about the loan's credit record",
    params: 'loanParams',
    body: 'disputeBody',
    answer: 'disputeResponse',
  },
  /** The credit report agrees again; the tracker closes. */
  resolveDispute: {
    method: 'POST',
    path: '/loans/:loanId/disputes/resolve',
    tag: 'loans',
    summary: "The loan's credit record is corrected: the dispute is resolved",
    params: 'loanParams',
    answer: 'disputeResponse',
  },
  /**
   * Once a clock of the loan's open dispute is missed, the letter to the lender's or the bureau's
   * nodal officer, or the complaint for the RBI Ombudsman.
   */
  disputeLetter: {
    method: 'GET',
    path: '/loans/:loanId/disputes/letters/:to',
    tag: 'loans',
    summary: 'The next letter of a dispute whose clock was missed',
    params: 'disputeLetterParams',
  },
  /**
   * A PDF letter, prefilled and dated, from the borrower to the lender's grievance officer asking
   * for the charges the charges check flagged to be refunded.
   */
  chargesLetter: {
    method: 'GET',
    path: '/loans/:loanId/charges-letter',
    tag: 'loans',
    summary: "A letter to the lender's grievance officer asking for questioned charges back",
    params: 'loanParams',
  },
});
