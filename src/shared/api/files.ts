/**
 * The names and limits of what the API answers as files (and of the PAN photo it reads),
 * kept apart from the schemas: the web app imports these without bringing zod into the browser.
 * The schema modules re-export them, so the server names them where it always has.
 */

/** The most a PAN-card photo may weigh, once the browser has downscaled it (spec §5). */
export const PAN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PAN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The browser scales a photo down to this width and re-encodes it before upload (spec §5). */
export const PAN_IMAGE_UPLOAD_WIDTH = 1200;
export const PAN_IMAGE_UPLOAD_QUALITY = 0.85;

/** Signed download and view URLs work this long after the list that gave them (10 minutes). */
export const DOCUMENT_URL_TTL_SECONDS = 600;

/** "HDFC_Bank_StatementofAccount.pdf" → "HDFC_Bank_StatementofAccount.json" */
export function documentDataFileName(pdfFileName: string): string {
  return `${pdfFileName.replace(/\.pdf$/i, '')}.json`;
}

/** "loan-documents-my-data-2026-11-24.zip", by the day in India it was made. */
export function dataExportFileName(indiaDay: string): string {
  return `loan-documents-my-data-${indiaDay}.zip`;
}

/** "Tax_Summary_FY2025-26.pdf": the summary's file, named by its year. */
export function taxSummaryFileName(financialYear: string): string {
  return `Tax_Summary_FY${financialYear}.pdf`;
}

/** "HDFC_Bank_Letter_to_Grievance_Officer_7890.pdf" (the account's last four digits). */
export function closureLetterFileName(bankName: string, accountId: string): string {
  return `${bankName.replace(/ /g, '_')}_Letter_to_Grievance_Officer_${accountId.slice(-4)}.pdf`;
}

/** "HDFC_Bank_CERSAI_Satisfaction_Request_7890.pdf" (the account's last four digits). */
export function cersaiLetterFileName(bankName: string, accountId: string): string {
  return `${bankName.replace(/ /g, '_')}_CERSAI_Satisfaction_Request_${accountId.slice(-4)}.pdf`;
}

/** "State_Bank_of_India_Form_35_Hypothecation_Termination_7890.pdf" (the account's last four digits). */
export function form35FileName(bankName: string, accountId: string): string {
  return `${bankName.replace(/ /g, '_')}_Form_35_Hypothecation_Termination_${accountId.slice(-4)}.pdf`;
}

/** "ICICI_Bank_Credit_Report_Dispute_7890.pdf" (the account's last four digits). */
export function disputeSummaryFileName(bankName: string, accountId: string): string {
  return `${bankName.replace(/ /g, '_')}_Credit_Report_Dispute_${accountId.slice(-4)}.pdf`;
}

/** "LIC_Housing_Finance_Charges_Refund_Request_4321.pdf" (the account's last four digits). */
export function chargesLetterFileName(bankName: string, accountId: string): string {
  return `${bankName.replace(/ /g, '_')}_Charges_Refund_Request_${accountId.slice(-4)}.pdf`;
}

const DISPUTE_LETTER_NAMES = {
  lender: 'Letter_to_Nodal_Officer',
  bureau: 'Letter_to_Credit_Bureau_Nodal_Officer',
  ombudsman: 'RBI_Ombudsman_Complaint',
} as const;

/** "ICICI_Bank_Credit_Dispute_Letter_to_Nodal_Officer_7890.pdf" (the account's last four digits). */
export function disputeLetterFileName(
  to: 'lender' | 'bureau' | 'ombudsman',
  bankName: string,
  accountId: string,
): string {
  return `${bankName.replace(/ /g, '_')}_Credit_Dispute_${DISPUTE_LETTER_NAMES[to]}_${accountId.slice(-4)}.pdf`;
}

/**
 * "IDFC_FIRST_Bank_Document_Request_Letter.pdf": the letter to the grievance officer of a lender
 * that did not send the batch's documents after every try, asking for them.
 */
export function requestLetterFileName(bankName: string): string {
  return `${bankName.replace(/ /g, '_')}_Document_Request_Letter.pdf`;
}
