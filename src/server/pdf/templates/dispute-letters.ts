import { maskAccountNumber } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  COMPENSATION_PAYMENT_WORKING_DAYS,
  COMPLAINT_RESOLUTION_DAYS,
  DISPUTE_COMPENSATION_PER_DAY_PAISE,
  type DisputeClocks,
  type DisputeLetter,
  type DisputeParty,
  LENDER_CORRECTION_DAYS,
} from '../../bureau/dispute-clocks.js';
import type { RecordMismatch } from '../../bureau/record-check.js';
import {
  borrowerSummaryDocument,
  type Column,
  dataTable,
  date,
  LOAN_TYPE_NAMES,
  lines,
  money,
  paragraph,
  spacedGroup,
  termsTable,
} from '../layout.js';
import { borrowerSignature, COMPLAINTS_PORTAL, OMBUDSMAN_SCHEME } from '../letter-parts.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { Block, Inline, TypesetDocument } from '../typeset/document-model.js';
import { mismatchRow } from './dispute-summary.js';

/**
 * What a borrower sends when a dispute about a loan's credit record misses one of the RBI's
 * clocks (RBI/2023-24/72): a letter to the lender's nodal officer once its 21 days to send the
 * correction are spent; after the 30 days, one to the credit bureau's nodal officer; then the
 * text of a complaint to the RBI Ombudsman, to paste into cms.rbi.org.in. Every date and amount
 * is from dispute-clocks; the differences are the record check's. Prepared by the service for the
 * borrower to check and send, issued by no lender and no bureau.
 */

export interface DisputeLetterInput {
  to: DisputeLetter;
  /** The credit report's record of the loan. */
  loan: LoanAccount;
  /** Where the report differs from the lender's newest statement; empty without a statement. */
  mismatches: readonly RecordMismatch[];
  /** The statement the lender's record is read from, enclosed; null when there is none. */
  statement: { generatedOn: string; verificationCode: string } | null;
  against: readonly DisputeParty[];
  clocks: DisputeClocks;
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** ISO date of the credit report. */
  reportDate: string;
  /** ISO date the letter is prepared on, the day the delay is counted to. */
  issuedOn: string;
  sandbox: boolean;
}

const CIRCULAR =
  'the Reserve Bank of India’s “Framework for compensation to customers for delayed ' +
  'updation/rectification of credit information” (RBI/2023-24/72, 26 October 2023, in force ' +
  'from 26 April 2024)';

const TITLES: Record<DisputeLetter, { title: string; hindiTitle: string }> = {
  lender: { title: 'Letter to the nodal officer', hindiTitle: 'नोडल अधिकारी को पत्र' },
  bureau: {
    title: 'Letter to the credit bureau’s nodal officer',
    hindiTitle: 'क्रेडिट ब्यूरो के नोडल अधिकारी को पत्र',
  },
  ombudsman: {
    title: 'Complaint to the RBI Ombudsman',
    hindiTitle: 'RBI लोकपाल को शिकायत',
  },
};

const MISMATCH_COLUMNS: Column[] = [
  { header: 'Detail', width: '*' },
  { header: 'Credit report', width: 130 },
  { header: 'Lender’s statement', width: 130 },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function complainedTo(against: readonly DisputeParty[], lenderName: string): string {
  const parties = against.map((party) => (party === 'bureau' ? 'the credit bureau' : lenderName));
  return parties.join(' and ');
}

export function disputeLetter(input: DisputeLetterInput): TypesetDocument {
  const { to, loan, clocks, lender, borrower, issuedOn } = input;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);
  const perDay = money(DISPUTE_COMPENSATION_PER_DAY_PAISE);
  const filedOn = date(clocks.filedOn);
  const overdue = clocks.daysOverdue > 0;

  const facts: Block[] = [
    paragraph(
      `On ${filedOn} I raised a dispute with ${complainedTo(input.against, lender.name)} about ` +
        `how my credit report shows my ${loanName} account ${account} with ${lender.name}.` +
        (input.mismatches.length > 0
          ? ` My credit report of ${date(input.reportDate)} differs from ${lender.name}’s own ` +
            `statement of account of ${date(input.statement?.generatedOn ?? issuedOn)}:`
          : ''),
    ),
    ...(input.mismatches.length > 0
      ? [
          dataTable(
            MISMATCH_COLUMNS,
            input.mismatches.map((mismatch) => mismatchRow(mismatch, loan)),
          ),
        ]
      : []),
    spaced(
      `Under ${CIRCULAR}, the lender must send the corrected information to the credit bureau ` +
        `within ${LENDER_CORRECTION_DAYS} days of the complaint — by ${date(clocks.lenderDueBy)} — ` +
        `and the complaint must be resolved within ${COMPLAINT_RESOLUTION_DAYS} days — by ` +
        `${date(clocks.bureauDueBy)}. For each calendar day after that, the complainant is paid ` +
        `${perDay}, within ${COMPENSATION_PAYMENT_WORKING_DAYS} working days of the resolution.`,
    ),
  ];

  const delay = termsTable(
    [
      ['Resolution due by', date(clocks.bureauDueBy)],
      [`Days overdue as on ${date(issuedOn)}`, String(clocks.daysOverdue)],
      [
        `Compensation accrued to date (${clocks.daysOverdue} × ${perDay})`,
        money(clocks.compensationPaise),
      ],
    ],
    { emphasiseLast: true, valueAlignment: 'right' },
  );

  const enclosure = input.statement
    ? `${lender.name}’s statement of account of ${date(input.statement.generatedOn)} ` +
      `(verification code ${input.statement.verificationCode}) and the acknowledgement of my dispute`
    : 'the acknowledgement of my dispute';

  const subject = (text: string) =>
    paragraph({ text: `Subject: ${text} — ${loanName} account ${account}`, bold: true });

  let content: Block[];
  switch (to) {
    case 'lender':
      content = [
        address(['The Nodal Officer', { text: lender.name, bold: true }, lender.city], lender),
        subject(
          overdue
            ? 'Credit information not corrected within 30 days; compensation'
            : `Correction of my credit information not sent within ${LENDER_CORRECTION_DAYS} days`,
        ),
        paragraph('Dear Sir or Madam,'),
        ...facts,
        paragraph(
          `As on ${date(issuedOn)}, my credit report has not been corrected: the ` +
            `${LENDER_CORRECTION_DAYS} days for the correction ended on ${date(clocks.lenderDueBy)}.`,
        ),
        ...(overdue ? [delay] : []),
        spaced(
          'I request you, without further delay, to send the corrected information about this ' +
            'loan to every credit bureau you report to, to confirm it to me in writing, and to ' +
            (overdue
              ? `credit me the compensation of ${perDay} a day, ${money(clocks.compensationPaise)} ` +
                'to date, for the part of the delay caused by you.'
              : 'tell me the reason for the delay.'),
        ),
        paragraph(
          'If this is not resolved, I will complain to the RBI Ombudsman under the ' +
            `${OMBUDSMAN_SCHEME} (${COMPLAINTS_PORTAL}).`,
        ),
        borrowerSignature({
          borrower,
          lender,
          enclosure,
          sendTo: 'the nodal officer of the lender',
        }),
      ];
      break;
    case 'bureau':
      content = [
        address(['The Nodal Officer', { text: 'The credit bureau', bold: true }]),
        subject('Dispute not resolved within 30 days; compensation'),
        paragraph('Dear Sir or Madam,'),
        ...facts,
        paragraph(
          `As on ${date(issuedOn)}, the dispute has not been resolved: it is ` +
            `${plural(clocks.daysOverdue, 'day', 'days')} past the ${COMPLAINT_RESOLUTION_DAYS} days.`,
        ),
        delay,
        spaced(
          `I request you to correct your record of this loan to match ${lender.name}’s statement, ` +
            'to send me my updated credit report, and to pay me the compensation of ' +
            `${money(clocks.compensationPaise)} to date, and ${perDay} for each further day until ` +
            'it is corrected, for the part of the delay caused by you.',
        ),
        paragraph(
          'If this is not resolved, I will complain to the RBI Ombudsman under the ' +
            `${OMBUDSMAN_SCHEME} (${COMPLAINTS_PORTAL}).`,
        ),
        borrowerSignature({
          borrower,
          lender,
          enclosure,
          sendTo: 'the nodal officer of the credit bureau that holds your report',
        }),
      ];
      break;
    case 'ombudsman':
      content = [
        paragraph(
          `File this complaint at ${COMPLAINTS_PORTAL} (“File a complaint”), under the ` +
            `${OMBUDSMAN_SCHEME}. Name as the regulated entity ` +
            `${input.against.includes('bureau') ? 'the credit bureau and ' : ''}${lender.name}, ` +
            'copy the text below into the complaint, and attach the documents listed at the end.',
        ),
        subject('Credit information not corrected; compensation not paid'),
        ...facts,
        paragraph(
          `The ${COMPLAINT_RESOLUTION_DAYS} days ended on ${date(clocks.bureauDueBy)} and, as on ` +
            `${date(issuedOn)}, my credit report is still not corrected and no compensation has ` +
            'been paid. I have written to the nodal officers without a resolution.',
        ),
        delay,
        spaced(
          'Relief sought: that the credit information of this loan is corrected with every ' +
            `credit bureau; that I am paid the compensation of ${perDay} a day under the ` +
            `framework, ${money(clocks.compensationPaise)} as on ${date(issuedOn)}, until it is ` +
            'corrected; and that I receive my corrected credit report.',
        ),
        borrowerSignature({
          borrower,
          lender,
          enclosure: `${enclosure}, and the letters to the nodal officers`,
          sendTo: `the RBI Ombudsman at ${COMPLAINTS_PORTAL}`,
        }),
      ];
      break;
  }

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        ['Loan account', `${loanName} ${account}`],
        ['Lender', lender.name],
        ['Dispute raised on', filedOn],
        ['Resolution due by', date(clocks.bureauDueBy)],
      ],
      source: 'From your credit report, your lender’s statement and the RBI’s 30-day rule',
      sandbox: input.sandbox,
    },
    { ...TITLES[to], dated: date(issuedOn), content },
  );
}

/** A paragraph after a table, set apart from it. */
function spaced(text: string): Block {
  return spacedGroup([paragraph(text)]);
}

/** "To / The Nodal Officer / <whom> / <city> / Email: …" */
function address(to: ReadonlyArray<Inline | undefined>, lender?: LenderLetterhead): Block {
  return lines([
    'To',
    ...to.filter((line): line is Inline => line !== undefined),
    ...(lender ? [`Grievance email: ${lender.grievanceEmail}`] : []),
  ]);
}
