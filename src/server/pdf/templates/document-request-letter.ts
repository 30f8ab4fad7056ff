import type { LoanType } from '../../../shared/loans.js';
import {
  borrowerSummaryDocument,
  type Column,
  dataTable,
  date,
  LOAN_TYPE_NAMES,
  paragraph,
  SERVICE_NAME,
} from '../layout.js';
import {
  borrowerSignature,
  COMPLAINTS_PORTAL,
  grievanceOfficerAddress,
  OMBUDSMAN_SCHEME,
} from '../letter-parts.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

/**
 * The borrower's letter to the grievance redressal officer of a lender that did not send the
 * documents of a batch after every try: which documents of which loans, asked for when, and a
 * reply within the lender's own grievance timeline and in any case 30 days, the time the RBI's
 * Integrated Ombudsman Scheme gives a lender before a complaint may go to the Ombudsman.
 * Prepared by the service for the borrower to sign and send, not issued by a lender.
 */

export interface RequestedDocumentLine {
  /** As the Document Center names it, e.g. "Interest Certificate FY 2025-26". */
  displayName: string;
  /** Null for requests made before batches recorded it. */
  loanType: LoanType | null;
  /** "XXXX7890"; null for requests made before batches recorded it. */
  accountMasked: string | null;
}

export interface DocumentRequestLetterInput {
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** The documents the lender did not send; never empty. */
  documents: readonly RequestedDocumentLine[];
  /** ISO date the borrower asked for them through the service. */
  askedOn: string;
  /** How many times the lender was asked. */
  attempts: number;
  /** ISO date the letter is prepared on. */
  issuedOn: string;
  sandbox: boolean;
}

const REPLY_DAYS = 30;

const COLUMNS: Column[] = [
  { header: 'Loan account', width: 170 },
  { header: 'Document', width: '*' },
];

function loanText(document: RequestedDocumentLine): string {
  const type = document.loanType ? LOAN_TYPE_NAMES[document.loanType] : 'Loan';
  return document.accountMasked ? `${type} ${document.accountMasked}` : type;
}

export function documentRequestLetter(input: DocumentRequestLetterInput): TypesetDocument {
  const { borrower, lender, documents, askedOn, attempts, issuedOn } = input;
  if (documents.length === 0) throw new Error('A request letter needs a document to ask for');
  const loans = [...new Set(documents.map(loanText))];
  const several = documents.length > 1;
  const tries = attempts === 1 ? 'once' : `${attempts} times`;

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        ['Lender', lender.name],
        [loans.length === 1 ? 'Loan account' : 'Loan accounts', loans.join(', ')],
        ['Asked for on', date(askedOn)],
        ['Documents asked for', String(documents.length)],
      ],
      source: `From your request of ${date(askedOn)} for documents from ${lender.name}`,
      sandbox: input.sandbox,
    },
    {
      title: 'Request for loan documents',
      hindiTitle: 'ऋण दस्तावेज़ों के लिए अनुरोध पत्र',
      dated: date(issuedOn),
      content: [
        grievanceOfficerAddress(lender),
        paragraph({
          text: `Subject: Request for ${several ? 'documents' : 'a document'} of my ${loans.length === 1 ? 'loan account' : 'loan accounts'} ${loans.join(', ')}`,
          bold: true,
        }),
        paragraph('Dear Sir or Madam,'),
        paragraph(
          `On ${date(askedOn)}, with my consent, I asked for the following ` +
            `${several ? 'documents' : 'document'} of my ${loans.length === 1 ? 'loan' : 'loans'} ` +
            `with you through the ${SERVICE_NAME} service. The request was sent to ${lender.name} ${tries} and ` +
            `${several ? 'the documents were' : 'the document was'} not provided:`,
        ),
        dataTable(
          COLUMNS,
          documents.map((document) => [loanText(document), document.displayName]),
        ),
        paragraph(
          `I request you to send me ${several ? 'these documents' : 'this document'}, or to ` +
            'tell me in writing why you cannot, within the time your grievance redressal policy ' +
            `sets and in any case within ${REPLY_DAYS} days of this letter.`,
          { spaceAbove: 8 },
        ),
        paragraph(
          `If I have no reply within ${REPLY_DAYS} days, or the reply does not resolve this, I ` +
            `may complain to the RBI Ombudsman under the ${OMBUDSMAN_SCHEME} on the RBI’s ` +
            `complaint portal (${COMPLAINTS_PORTAL}).`,
        ),
        borrowerSignature({ borrower, lender }),
      ],
    },
  );
}
