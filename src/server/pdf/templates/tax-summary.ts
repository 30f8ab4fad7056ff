import { maskAccountNumber } from '../../../shared/format.js';
import type { TaxSummary } from '../../tax/tax-summary.js';
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
  section,
} from '../layout.js';
import type { Block, Inline, TypesetDocument } from '../typeset/document-model.js';

/**
 * One financial year across all the borrower's loans: interest and principal per loan (each
 * exactly its interest certificate's), their totals, and — as information only — the sections
 * of the old tax regime they usually relate to. Prepared by the service, not by a lender.
 */

export interface TaxSummaryInput {
  summary: TaxSummary;
  borrower: { holderName: string; panNumber: string };
  /** ISO date the summary is prepared on. */
  issuedOn: string;
  /** The date of the credit report the loans come from. */
  reportDate: string;
  sandbox: boolean;
}

const LOAN_COLUMNS: readonly Column[] = [
  { header: 'Lender', width: '*' },
  { header: 'Loan', width: 118 },
  { header: 'EMIs', width: 30, alignment: 'right' },
  { header: 'Interest', width: 78, alignment: 'right' },
  { header: 'Principal', width: 78, alignment: 'right' },
];

const SECTION_COLUMNS: readonly Column[] = [
  { header: 'Amount', width: 100 },
  { header: 'Section', width: 60 },
  { header: 'Usual limit', width: '*' },
  { header: 'This year', width: 78, alignment: 'right' },
];

export const NEW_REGIME_NOTE =
  'Under the new tax regime these deductions are not allowed for a self-occupied house.';
export const NOT_TAX_ADVICE =
  'This summary is for information only and is not tax advice. Whether and how much you may ' +
  'claim depends on your own circumstances: please check with a tax adviser. Your lenders’ ' +
  'interest certificates are the documents to keep for your return.';

export function taxSummaryDocument(input: TaxSummaryInput): TypesetDocument {
  const { summary, issuedOn } = input;
  const period = `${date(summary.from)} to ${date(summary.to)}`;
  const rows = summary.loans.map(({ loan, year }) => [
    loan.bankName,
    `${LOAN_TYPE_NAMES[loan.loanType]} ${maskAccountNumber(loan.accountNumber)}` +
      (loan.ownership === 'JOINT' ? ' (joint)' : ''),
    String(year.instalments.length),
    money(year.interestPaise),
    money(year.principalPaise),
  ]);
  const instalments = summary.loans.reduce((sum, { year }) => sum + year.instalments.length, 0);

  const oldRegime: Block[] =
    summary.oldRegime.length === 0
      ? []
      : [
          section('Old tax regime: the sections these usually relate to'),
          note('For information only. The limits are per person and per year.', 0),
          dataTable(
            SECTION_COLUMNS,
            summary.oldRegime.map((line) => [
              line.covers,
              `Section ${line.section}`,
              line.limit,
              money(line.amountPaise),
            ]),
          ),
        ];

  const notes: Inline[] = [];
  if (summary.provisional) {
    notes.push(
      `Provisional: the financial year ends on ${date(summary.to)}. Instalments due after ` +
        `${date(issuedOn)} are included as their repayment schedules have them and are not yet paid.`,
    );
  }
  if (summary.overdueInstalments > 0) {
    const count = summary.overdueInstalments;
    notes.push(
      `${count} ${count === 1 ? 'instalment' : 'instalments'} due in the year ` +
        `${count === 1 ? 'was' : 'were'} not paid as on ${date(issuedOn)}; ` +
        `${count === 1 ? 'it is' : 'they are'} included as due under ${count === 1 ? 'its' : 'their'} schedule.`,
    );
  }
  if (summary.loansWithoutInstalments > 0) {
    const count = summary.loansWithoutInstalments;
    notes.push(
      `${count} other ${count === 1 ? 'loan' : 'loans'} on your credit report had no instalment ` +
        'due in this year and ' +
        `${count === 1 ? 'is' : 'are'} not listed.`,
    );
  }
  if (summary.anyJointLoan) {
    notes.push(
      'A joint loan’s amounts are for the whole loan: each co-borrower usually claims only their own share.',
    );
  }
  notes.push({ text: NEW_REGIME_NOTE, bold: true }, { text: NOT_TAX_ADVICE, bold: true });

  const title = summary.provisional ? 'Provisional Tax Summary' : 'Tax Summary';
  return borrowerSummaryDocument(
    {
      borrower: input.borrower,
      issuedOn,
      facts: [
        ['Financial year', summary.financialYear],
        ['Status', summary.provisional ? `Provisional as on ${date(issuedOn)}` : 'Final'],
        ['Period', period],
        ['Loans listed', String(summary.loans.length)],
      ],
      source: `From your credit report of ${date(input.reportDate)} and each loan's repayment schedule`,
      sandbox: input.sandbox,
    },
    {
      title,
      hindiTitle: summary.provisional ? 'अनंतिम कर सारांश' : 'कर सारांश',
      dated: date(issuedOn),
      content: [
        paragraph(
          `The interest and principal of your loans for the financial year ${summary.financialYear} ` +
            `(${period}): for each loan, the instalments due in the year under its repayment ` +
            'schedule, the same amounts as its interest certificate.',
        ),
        section('Interest and principal by loan'),
        dataTable(LOAN_COLUMNS, rows, [
          'Total',
          '',
          String(instalments),
          money(summary.interestPaise),
          money(summary.principalPaise),
        ]),
        ...oldRegime,
        section('Please note'),
        bullets(notes),
      ],
    },
  );
}
