import { maskAccountNumber } from '../../../shared/format.js';
import type { AccountStatus } from '../../../shared/loans.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  BUREAU_RESOLUTION_DAYS,
  DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE,
  type RecordMismatch,
} from '../../bureau/record-check.js';
import {
  borrowerSummaryDocument,
  bullets,
  type Column,
  dataTable,
  date,
  LOAN_TYPE_NAMES,
  money,
  note,
  paragraph,
  SERVICE_NAME,
  section,
  termsTable,
} from '../layout.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * What the borrower attaches to a dispute raised with a credit bureau when its report shows a
 * loan differently from the lender's own statement of account (record-check's mismatches): the
 * differences side by side, the lender's statement as evidence with where to check it is
 * genuine, and what to ask for under the RBI's 30 days and ₹100 a day. Prepared by the service
 * from the borrower's own records; issued by neither the bureau nor the lender.
 */

export interface DisputeSummaryInput {
  /** The credit report's record of the loan. */
  bureauLoan: LoanAccount;
  /** The lender's record of the same loan, from its statement of account. */
  lenderLoan: LoanAccount;
  /** compareRecords(bureauLoan, lenderLoan); never empty. */
  mismatches: RecordMismatch[];
  borrower: { holderName: string; panNumber: string };
  /** As the text names it: "the credit bureau", or the bureau's own name. */
  bureauName: string;
  /** ISO date of the credit report. */
  reportDate: string;
  /** The lender's statement of account the lender's record comes from. */
  evidence: {
    documentId: string;
    verificationCode: string;
    /** ISO date the statement was generated on. */
    generatedOn: string;
    fileName: string;
    /** Where anyone can check the statement is genuine. */
    verifyUrl: string;
  };
  /** ISO date the summary is prepared on. */
  issuedOn: string;
  sandbox: boolean;
}

const CIRCULAR =
  'the Reserve Bank of India’s framework for compensation for delayed updation/rectification of ' +
  'credit information (26 October 2023, in force from 26 April 2024)';
const OMBUDSMAN_SCHEME = 'Reserve Bank – Integrated Ombudsman Scheme, 2021';
const COMPLAINTS_PORTAL = 'https://cms.rbi.org.in';

const STATUS_NAMES: Record<AccountStatus, string> = {
  ACTIVE: 'Active',
  OVERDUE: 'Overdue',
  CLOSED: 'Closed',
};

/** "Overdue"; a closed loan with its date: "Closed on 03 Oct 2026". */
function statusText(status: AccountStatus, closedOn: string | null): string {
  return status === 'CLOSED' && closedOn ? `Closed on ${date(closedOn)}` : STATUS_NAMES[status];
}

/** One table row per mismatch: what it is, the credit report's value, the lender's. */
export function mismatchRow(
  mismatch: RecordMismatch,
  bureauLoan: LoanAccount,
): [string, string, string] {
  switch (mismatch.field) {
    case 'status':
      return [
        'Status',
        statusText(mismatch.bureau, bureauLoan.closedOn),
        statusText(mismatch.lender, mismatch.lenderClosedOn),
      ];
    case 'outstanding':
      return ['Outstanding', money(mismatch.bureauPaise), money(mismatch.lenderPaise)];
    case 'daysPastDue':
      return ['Days past due', String(mismatch.bureau), String(mismatch.lender)];
  }
}

/** The lender's value of a mismatch, as the correction asks for it. */
function correction(mismatch: RecordMismatch): string {
  switch (mismatch.field) {
    case 'status':
      return `status ${statusText(mismatch.lender, mismatch.lenderClosedOn)}`;
    case 'outstanding':
      return `outstanding ${money(mismatch.lenderPaise)}`;
    case 'daysPastDue':
      return `days past due ${mismatch.lender}`;
  }
}

/** Label and value on one line each, wide enough for a file name or a web address. */
function evidenceTable(rows: readonly (readonly [string, string])[]): Block {
  return termsTable(rows, { widths: [120, '*'] });
}

export function disputeSummaryDocument(input: DisputeSummaryInput): TypesetDocument {
  const { bureauLoan, lenderLoan, mismatches, evidence, bureauName, issuedOn } = input;
  if (mismatches.length === 0) {
    throw new Error('A dispute summary needs at least one difference between the records');
  }
  const lender = lenderLoan.bankName;
  const loanName = LOAN_TYPE_NAMES[bureauLoan.loanType];
  const account = maskAccountNumber(bureauLoan.accountNumber);
  const lastFour = bureauLoan.accountNumber.slice(-4);
  const reportDate = date(input.reportDate);
  const statementDate = date(evidence.generatedOn);
  const perDay = money(DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE);

  const columns: readonly Column[] = [
    { header: '', width: 90 },
    { header: 'What the credit report shows', width: '*' },
    { header: `What ${lender}’s statement shows`, width: '*' },
  ];

  return borrowerSummaryDocument(
    {
      borrower: input.borrower,
      issuedOn,
      facts: [
        ['Lender', lender],
        ['Loan account', `${loanName} ${account}`],
        ['Credit report dated', reportDate],
      ],
      source: `From your credit report of ${reportDate} and ${lender}’s statement of account of ${statementDate}`,
      sandbox: input.sandbox,
    },
    {
      title: 'Credit report dispute summary',
      hindiTitle: 'क्रेडिट रिपोर्ट विवाद सारांश',
      dated: date(issuedOn),
      content: [
        paragraph(
          `The credit report of ${reportDate} from ${bureauName} shows the ${loanName} account ` +
            `${account} with ${lender} differently from ${lender}’s own statement of account ` +
            `of ${statementDate}:`,
        ),
        dataTable(
          columns,
          mismatches.map((mismatch) => mismatchRow(mismatch, bureauLoan)),
        ),
        section('Evidence'),
        paragraph(
          `${lender}’s own statement of account for this loan, the record the correction asks for:`,
        ),
        evidenceTable([
          ['File', evidence.fileName],
          ['Dated', statementDate],
          ['Document ID', evidence.documentId],
          ['Verification code', evidence.verificationCode],
          ['Check it is genuine at', evidence.verifyUrl],
        ]),
        note(
          'Anyone can open that address to check that the statement, with this document ID and ' +
            'verification code, is genuine.',
          4,
        ),
        section('What to ask for'),
        bullets([
          `Ask ${bureauName} to correct its record of this loan to match ${lender}’s statement ` +
            `of account: ${mismatches.map(correction).join('; ')}.`,
          `Under ${CIRCULAR}, the dispute must be resolved within ${BUREAU_RESOLUTION_DAYS} ` +
            `days of your complaint. For each day after that, ${bureauName} or ${lender} ` +
            `(whichever caused the delay) must pay you ${perDay}, credited to your bank account ` +
            'within five working days of the resolution.',
          `How to raise it: use the dispute form on ${bureauName}’s website. Quote the ` +
            `${loanName} account with ${lender} (number ending ${lastFour}) and attach ` +
            `${lender}’s statement of account (${evidence.fileName}) and this summary.`,
          `If it is not resolved within ${BUREAU_RESOLUTION_DAYS} days of your complaint, you ` +
            `may complain to the RBI Ombudsman under the ${OMBUDSMAN_SCHEME} at ${COMPLAINTS_PORTAL}.`,
        ]),
        note(
          `Prepared by ${SERVICE_NAME} from the borrower’s own records: the credit report and ` +
            `${lender}’s statement of account. This summary is not issued by ${bureauName} or ` +
            `by ${lender}.`,
        ),
      ],
    },
  );
}
