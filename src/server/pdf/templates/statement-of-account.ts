import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { amortizationSchedule, loanPosition } from '../../bureau/loan-math.js';
import {
  type Column,
  dataTable,
  date,
  detailsGrid,
  grievanceContact,
  loanDocument,
  money,
  paragraph,
  percent,
  rateText,
  section,
} from '../layout.js';
import { processingCharges } from '../loan-charges.js';
import type { LoanDocumentInput } from '../loan-document-input.js';

/**
 * Every transaction on the account from disbursement to the statement date: the upfront fee
 * and its GST, each EMI received with its principal/interest split and the principal balance
 * after it, and missed EMIs as overdue demands. The closing balance is loan-math's
 * outstanding principal for the statement date.
 */

const STATUS_NAMES = { ACTIVE: 'Active', OVERDUE: 'Overdue', CLOSED: 'Closed' } as const;

const COLUMNS: readonly Column[] = [
  { header: 'Date', width: 48 },
  { header: 'Particulars', width: '*' },
  { header: 'Debit', width: 58, alignment: 'right' },
  { header: 'Credit', width: 58, alignment: 'right' },
  { header: 'Principal', width: 56, alignment: 'right' },
  { header: 'Interest', width: 52, alignment: 'right' },
  { header: 'Principal balance', width: 64, alignment: 'right' },
];

export function statementOfAccount(input: LoanDocumentInput): TDocumentDefinitions {
  const { loan, issuedOn } = input;
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  const schedule = amortizationSchedule(loan);
  const paid = schedule.slice(0, position.instalmentsPaid);
  const unpaid = schedule.slice(position.instalmentsPaid, position.instalmentsDue);
  const charges = processingCharges(loan);
  const principalRepaid = paid.reduce((sum, row) => sum + row.principalPaise, 0);
  const interestPaid = paid.reduce((sum, row) => sum + row.interestPaise, 0);
  const principal = money(loan.principalPaise);

  const rows: string[][] = [
    [date(loan.disbursedOn), 'Loan disbursed', principal, '', '', '', principal],
  ];
  if (charges.feePaise > 0) {
    rows.push(
      [
        date(loan.disbursedOn),
        `Processing fee (${percent(loan.processingFeePercent)})`,
        money(charges.feePaise),
        '',
        '',
        '',
        principal,
      ],
      [
        date(loan.disbursedOn),
        'GST @ 18 % on processing fee',
        money(charges.gstPaise),
        '',
        '',
        '',
        principal,
      ],
      [
        date(loan.disbursedOn),
        'Fee and GST deducted from disbursement',
        '',
        money(charges.totalPaise),
        '',
        '',
        principal,
      ],
    );
  }
  for (const instalment of paid) {
    rows.push([
      date(instalment.dueDate),
      `EMI ${instalment.number} received`,
      '',
      money(instalment.emiPaise),
      money(instalment.principalPaise),
      money(instalment.interestPaise),
      money(instalment.closingBalancePaise),
    ]);
  }
  for (const instalment of unpaid) {
    rows.push([
      date(instalment.dueDate),
      `EMI ${instalment.number} not paid (overdue)`,
      money(instalment.emiPaise),
      '',
      '',
      '',
      money(position.outstandingPaise),
    ]);
  }
  // Charges levied after disbursement, each after the transactions of its day.
  const levied = loan.chargesLevied.filter((charge) => charge.on <= issuedOn);
  const transactionDates = [
    loan.disbursedOn,
    ...(charges.feePaise > 0 ? [loan.disbursedOn, loan.disbursedOn, loan.disbursedOn] : []),
    ...paid.map((row) => row.dueDate),
    ...unpaid.map((row) => row.dueDate),
  ];
  for (const charge of levied) {
    const at = transactionDates.filter((on) => on <= charge.on).length;
    rows.splice(at, 0, [
      date(charge.on),
      charge.description,
      money(charge.amountPaise),
      '',
      '',
      '',
      '',
    ]);
    transactionDates.splice(at, 0, charge.on);
  }
  const chargesPaise = levied.reduce((sum, charge) => sum + charge.amountPaise, 0);

  return loanDocument(input, {
    title: 'Statement of Account',
    hindiTitle: 'खाता विवरण',
    dated: date(issuedOn),
    content: [
      section('Loan details'),
      detailsGrid([
        ['Sanctioned amount', principal],
        ['Sanctioned on', date(loan.sanctionedOn)],
        ['Disbursed amount', principal],
        ['Disbursed on', date(loan.disbursedOn)],
        ['Rate of interest', rateText(loan.annualRatePercent, loan.rateType)],
        ['Tenure', `${loan.tenureMonths} months`],
        ['EMI', money(position.emiPaise)],
        ['First EMI due', date(loan.firstDueDate)],
        ['Statement period', `${date(loan.disbursedOn)} to ${date(issuedOn)}`],
        ['Account status', STATUS_NAMES[position.status]],
      ]),
      section(`Account summary as on ${date(issuedOn)}`),
      detailsGrid([
        ['EMIs paid', `${position.instalmentsPaid} of ${loan.tenureMonths}`],
        ['Principal repaid', money(principalRepaid)],
        ['Interest paid', money(interestPaid)],
        ['Principal outstanding', money(position.outstandingPaise)],
        [
          'Overdue amount',
          `${money(position.overduePaise)} (${unpaid.length} EMI${unpaid.length === 1 ? '' : 's'})`,
        ],
        ['Days past due', String(position.daysPastDue)],
        ['Other charges levied', money(chargesPaise)],
        [
          'Next EMI',
          position.nextDueDate
            ? `${money(position.emiPaise)} on ${date(position.nextDueDate)}`
            : 'None',
        ],
      ]),
      section('Transactions'),
      dataTable(COLUMNS, rows, [
        '',
        'Total repaid',
        '',
        '',
        money(principalRepaid),
        money(interestPaid),
        '',
      ]),
      {
        margin: [0, 6, 0, 0],
        columns: [
          { text: 'Closing principal balance', bold: true, alignment: 'right' },
          {
            text: money(position.outstandingPaise),
            bold: true,
            alignment: 'right',
            width: 110,
          },
        ],
      },
      paragraph({
        text:
          'Principal balance is the principal still owed after the EMIs received. Overdue EMIs ' +
          'remain payable in full; their principal is included in the balance.',
        style: 'small',
        margin: [0, 8, 0, 0],
      }),
      ...grievanceContact(input.lender),
    ],
  });
}
