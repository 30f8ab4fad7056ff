import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentType } from '../../shared/documents.js';
import type { LoanDocumentInput } from './loan-document-input.js';
import { renderPdf } from './render-pdf.js';
import { foreclosureLetter } from './templates/foreclosure-letter.js';
import { interestCertificate } from './templates/interest-certificate.js';
import { noDuesCertificate } from './templates/no-dues-certificate.js';
import { repaymentSchedule } from './templates/repayment-schedule.js';
import { sanctionLetter } from './templates/sanction-letter.js';
import { statementOfAccount } from './templates/statement-of-account.js';

const TEMPLATES: Record<DocumentType, (input: LoanDocumentInput) => TDocumentDefinitions> = {
  statement_of_account: statementOfAccount,
  repayment_schedule: repaymentSchedule,
  sanction_letter: sanctionLetter,
  foreclosure_letter: foreclosureLetter,
  interest_certificate: interestCertificate,
  no_dues_certificate: noDuesCertificate,
};

/** Renders one of the loan documents as a PDF (A4, selectable text). */
export async function renderLoanDocument(
  type: DocumentType,
  input: LoanDocumentInput,
): Promise<Buffer> {
  return renderPdf(TEMPLATES[type](input));
}
