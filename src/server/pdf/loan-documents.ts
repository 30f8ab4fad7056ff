import {
  DOCUMENT_DATA_SCHEMA_VERSION,
  type DocumentContentOf,
  type DocumentData,
} from '../../shared/api/document-data.js';
import type { DocumentType } from '../../shared/documents.js';
import { maskAccountNumber, maskPan } from '../../shared/format.js';
import type { LoanDocumentInput } from './loan-document-input.js';
import { documentsHeld, documentsHeldContent } from './templates/documents-held.js';
import { foreclosureLetter, foreclosureLetterContent } from './templates/foreclosure-letter.js';
import {
  interestCertificate,
  interestCertificateContent,
} from './templates/interest-certificate.js';
import { noDuesCertificate, noDuesCertificateContent } from './templates/no-dues-certificate.js';
import { repaymentSchedule, repaymentScheduleContent } from './templates/repayment-schedule.js';
import { sanctionLetter, sanctionLetterContent } from './templates/sanction-letter.js';
import { statementOfAccount, statementOfAccountContent } from './templates/statement-of-account.js';
import type { TypesetDocument } from './typeset/document-model.js';
import type { SignatureField } from './typeset/pdf-file.js';
import { typesetPdf } from './typeset/typst-engine.js';

/**
 * The loan documents, each two ways from one input: the PDF, and the same content as data
 * (docs/document-data.md). Each template prints its content function's result, so the two
 * agree row for row.
 */

const TEMPLATES: Record<DocumentType, (input: LoanDocumentInput) => TypesetDocument> = {
  statement_of_account: statementOfAccount,
  repayment_schedule: repaymentSchedule,
  sanction_letter: sanctionLetter,
  foreclosure_letter: foreclosureLetter,
  interest_certificate: interestCertificate,
  no_dues_certificate: noDuesCertificate,
  documents_held: documentsHeld,
};

const CONTENTS: { [Type in DocumentType]: (input: LoanDocumentInput) => DocumentContentOf[Type] } =
  {
    statement_of_account: statementOfAccountContent,
    repayment_schedule: repaymentScheduleContent,
    sanction_letter: sanctionLetterContent,
    foreclosure_letter: foreclosureLetterContent,
    interest_certificate: interestCertificateContent,
    no_dues_certificate: noDuesCertificateContent,
    documents_held: documentsHeldContent,
  };

/** One of the loan documents laid out for the typesetter, with its data attached when given. */
export function loanDocumentModel(
  type: DocumentType,
  input: LoanDocumentInput,
  data?: DocumentData,
): TypesetDocument {
  const document = TEMPLATES[type](input);
  return data ? { ...document, attachment: documentDataAttachment(data) } : document;
}

/** The document's data as a file: indented, for people as much as programs. */
export function documentDataJson(data: DocumentData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The data embedded in the PDF (an associated file, relationship Data): what data_url serves. */
export function documentDataAttachment(data: DocumentData): TypesetDocument['attachment'] {
  return {
    fileName: 'document-data.json',
    description: `The content of this document as data (schema v${data.schemaVersion})`,
    json: documentDataJson(data),
  };
}

/**
 * Typesets one of the loan documents in this thread — for tests and tools; the product renders
 * through the render pool (documents/render-pool.ts).
 */
export async function renderLoanDocument(
  type: DocumentType,
  input: LoanDocumentInput,
  data?: DocumentData,
  signature?: SignatureField,
): Promise<Buffer> {
  const document = loanDocumentModel(type, input, data);
  return typesetPdf(
    signature ? { ...document, signature } : document,
    new Date(`${input.issuedOn}T12:00:00Z`),
  );
}

/** One of the loan documents as data: what its PDF says, with who and what it is about. */
export function loanDocumentData(
  type: DocumentType,
  input: LoanDocumentInput,
  made: { displayName: string; generatedAt: Date },
): DocumentData {
  const { loan, lender, borrower } = input;
  return {
    schemaVersion: DOCUMENT_DATA_SCHEMA_VERSION,
    documentId: input.documentId,
    documentType: type,
    displayName: made.displayName,
    issuedOn: input.issuedOn,
    generatedAt: made.generatedAt.toISOString(),
    verification: input.verification,
    sandbox: input.sandbox,
    lender: {
      name: lender.name,
      grievanceEmail: lender.grievanceEmail,
      grievancePhone: lender.grievancePhone,
    },
    borrower: { name: borrower.holderName, panMasked: maskPan(borrower.panNumber) },
    loan: {
      loanId: loan.loanId,
      accountMasked: maskAccountNumber(loan.accountNumber),
      loanType: loan.loanType,
      ownership: loan.ownership,
      principalPaise: loan.principalPaise,
      annualRatePercent: loan.annualRatePercent,
      rateType: loan.rateType,
      tenureMonths: loan.tenureMonths,
      sanctionedOn: loan.sanctionedOn,
      disbursedOn: loan.disbursedOn,
    },
    // A content function of the type named: the union cannot see that across the lookup.
    content: CONTENTS[type](input),
  } as DocumentData;
}
