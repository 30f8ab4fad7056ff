import type { DocumentsHeldContent } from '../../../shared/api/document-data.js';
import { maskAccountNumber } from '../../../shared/format.js';
import type { HeldDocumentForm } from '../../../shared/loans.js';
import { SECURITY_RETURN_DAYS, securityOf } from '../../bureau/loan-closure.js';
import {
  dataTable,
  date,
  grievanceContact,
  LOAN_TYPE_NAMES,
  loanDocument,
  money,
  note,
  paragraph,
  section,
  signOff,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * The lender's list of the documents it holds against a running secured loan (title deeds,
 * agreements, a vehicle's hypothecation papers), as the lender's record names them: what a new
 * lender taking the loan over asks for, to know which originals it is to receive on
 * foreclosure.
 */

const FORM_NAMES: Record<HeldDocumentForm, string> = {
  ORIGINAL: 'Original',
  CERTIFIED_COPY: 'Certified copy',
  COPY: 'Copy',
};

/** The list as data: the PDF prints exactly this. */
export function documentsHeldContent(input: LoanDocumentInput): DocumentsHeldContent {
  const { loan, issuedOn } = input;
  const documents = (loan.documentsHeld ?? []).map((held, index) => ({
    number: index + 1,
    kind: held.kind,
    title: held.title,
    form: held.form,
    reference: held.reference,
    receivedOn: held.receivedOn,
  }));
  return {
    asOf: issuedOn,
    security: securityOf(loan.loanType),
    principalOutstandingPaise: loan.outstandingPaise,
    originals: documents.filter((held) => held.form === 'ORIGINAL').length,
    documents,
  };
}

export function documentsHeld(input: LoanDocumentInput): TypesetDocument {
  const { loan, borrower, lender } = input;
  const list = documentsHeldContent(input);
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);

  const body: Block[] =
    list.documents.length === 0
      ? [
          paragraph(
            list.security === null
              ? `Your ${loanName.toLowerCase()} is not secured: ${lender.name} holds no documents of yours against it.`
              : `${lender.name} has no documents recorded as held against this loan on ${date(list.asOf)}.`,
          ),
        ]
      : [
          section('Documents held'),
          dataTable(
            [
              { header: 'No.', width: 22, alignment: 'right' },
              { header: 'Document', width: '*' },
              { header: 'Held as', width: 62 },
              { header: 'Reference', width: 86 },
              { header: 'Received on', width: 62 },
            ],
            list.documents.map((held) => [
              String(held.number),
              held.title,
              FORM_NAMES[held.form],
              held.reference ?? '—',
              date(held.receivedOn),
            ]),
          ),
          note(
            `${list.originals} of the ${list.documents.length} documents are held in original. ` +
              `On repayment in full, including by a transfer to another lender against our ` +
              `foreclosure letter, the originals are released within ${SECURITY_RETURN_DAYS} days ` +
              '(RBI, 13 September 2023), to you or to whoever you authorise in writing.',
          ),
        ];

  return loanDocument(input, {
    title: 'List of Documents Held',
    hindiTitle: 'धारित दस्तावेज़ सूची',
    dated: date(list.asOf),
    content: [
      paragraph(`Dear ${borrower.holderName},`),
      paragraph({
        text: `Subject: Documents held against your ${loanName} account ${account}`,
        bold: true,
      }),
      paragraph(
        `As requested, this is the list of the documents ${lender.name} holds as security for ` +
          `your ${loanName.toLowerCase()} as on ${date(list.asOf)}, when the principal outstanding ` +
          `is ${money(list.principalOutstandingPaise)}.`,
      ),
      ...body,
      ...grievanceContact(lender),
      signOff(lender),
    ],
  });
}
