import type { StatementContent, StatementEntry } from '../../../shared/api/document-data.js';
import { amortizationSchedule, loanPosition } from '../../bureau/loan-math.js';
import {
  type Column,
  dataTable,
  date,
  detailsGrid,
  grievanceContact,
  loanDocument,
  money,
  note,
  percent,
  rateText,
  section,
} from '../layout.js';
import { processingCharges } from '../loan-charges.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

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
  // Wide enough for crores in the bold totals row (a long home loan's interest passes ₹1 crore).
  { header: 'Principal', width: 60, alignment: 'right' },
  { header: 'Interest', width: 60, alignment: 'right' },
  { header: 'Principal balance', width: 64, alignment: 'right' },
];

/** What the statement says, as data: the PDF prints exactly this. */
export function statementOfAccountContent(input: LoanDocumentInput): StatementContent {
  const { loan, issuedOn } = input;
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  const schedule = amortizationSchedule(loan);
  const paid = schedule.slice(0, position.instalmentsPaid);
  const unpaid = schedule.slice(position.instalmentsPaid, position.instalmentsDue);
  const charges = processingCharges(loan);
  const entry = (
    on: string,
    kind: StatementEntry['kind'],
    particulars: string,
    amounts: Partial<StatementEntry> = {},
  ): StatementEntry => ({
    date: on,
    kind,
    particulars,
    instalmentNumber: null,
    chargeKind: null,
    debitPaise: null,
    creditPaise: null,
    principalPaise: null,
    interestPaise: null,
    principalBalancePaise: null,
    ...amounts,
  });

  const transactions: StatementEntry[] = [
    entry(loan.disbursedOn, 'disbursement', 'Loan disbursed', {
      debitPaise: loan.principalPaise,
      principalBalancePaise: loan.principalPaise,
    }),
  ];
  if (charges.feePaise > 0) {
    const balance = { principalBalancePaise: loan.principalPaise };
    transactions.push(
      entry(
        loan.disbursedOn,
        'processing_fee',
        `Processing fee (${percent(loan.processingFeePercent)})`,
        { debitPaise: charges.feePaise, ...balance },
      ),
      entry(loan.disbursedOn, 'processing_fee_gst', 'GST @ 18 % on processing fee', {
        debitPaise: charges.gstPaise,
        ...balance,
      }),
      entry(loan.disbursedOn, 'fee_deducted', 'Fee and GST deducted from disbursement', {
        creditPaise: charges.totalPaise,
        ...balance,
      }),
    );
  }
  for (const instalment of paid) {
    transactions.push(
      entry(instalment.dueDate, 'emi_received', `EMI ${instalment.number} received`, {
        instalmentNumber: instalment.number,
        creditPaise: instalment.emiPaise,
        principalPaise: instalment.principalPaise,
        interestPaise: instalment.interestPaise,
        principalBalancePaise: instalment.closingBalancePaise,
      }),
    );
  }
  for (const instalment of unpaid) {
    transactions.push(
      entry(instalment.dueDate, 'emi_overdue', `EMI ${instalment.number} not paid (overdue)`, {
        instalmentNumber: instalment.number,
        debitPaise: instalment.emiPaise,
        principalBalancePaise: position.outstandingPaise,
      }),
    );
  }
  // Charges levied after disbursement, each after the transactions of its day.
  const levied = loan.chargesLevied.filter((charge) => charge.on <= issuedOn);
  for (const charge of levied) {
    const at = transactions.filter((transaction) => transaction.date <= charge.on).length;
    transactions.splice(
      at,
      0,
      entry(charge.on, 'charge', charge.description, {
        chargeKind: charge.kind,
        debitPaise: charge.amountPaise,
      }),
    );
  }

  return {
    period: { from: loan.disbursedOn, to: issuedOn },
    accountStatus: position.status,
    emiPaise: position.emiPaise,
    firstDueDate: loan.firstDueDate,
    instalmentsPaid: position.instalmentsPaid,
    principalRepaidPaise: paid.reduce((sum, row) => sum + row.principalPaise, 0),
    interestPaidPaise: paid.reduce((sum, row) => sum + row.interestPaise, 0),
    principalOutstandingPaise: position.outstandingPaise,
    overduePaise: position.overduePaise,
    overdueInstalments: unpaid.length,
    daysPastDue: position.daysPastDue,
    otherChargesPaise: levied.reduce((sum, charge) => sum + charge.amountPaise, 0),
    nextEmi: position.nextDueDate
      ? { dueDate: position.nextDueDate, amountPaise: position.emiPaise }
      : null,
    transactions,
  };
}

export function statementOfAccount(input: LoanDocumentInput): TypesetDocument {
  const { loan, issuedOn } = input;
  const content = statementOfAccountContent(input);
  const principal = money(loan.principalPaise);
  const cell = (amount: number | null) => (amount === null ? '' : money(amount));
  const rows = content.transactions.map((entry) => [
    date(entry.date),
    entry.particulars,
    cell(entry.debitPaise),
    cell(entry.creditPaise),
    cell(entry.principalPaise),
    cell(entry.interestPaise),
    cell(entry.principalBalancePaise),
  ]);

  return loanDocument(input, {
    title: 'Statement of Account',
    hindiTitle: 'खाते का विवरण',
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
        ['EMI', money(content.emiPaise)],
        ['First EMI due', date(loan.firstDueDate)],
        ['Statement period', `${date(loan.disbursedOn)} to ${date(issuedOn)}`],
        ['Account status', STATUS_NAMES[content.accountStatus]],
      ]),
      section(`Account summary as on ${date(issuedOn)}`),
      detailsGrid([
        ['EMIs paid', `${content.instalmentsPaid} of ${loan.tenureMonths}`],
        ['Principal repaid', money(content.principalRepaidPaise)],
        ['Interest paid', money(content.interestPaidPaise)],
        ['Principal outstanding', money(content.principalOutstandingPaise)],
        [
          'Overdue amount',
          `${money(content.overduePaise)} (${content.overdueInstalments} EMI${content.overdueInstalments === 1 ? '' : 's'})`,
        ],
        ['Days past due', String(content.daysPastDue)],
        ['Other charges levied', money(content.otherChargesPaise)],
        [
          'Next EMI',
          content.nextEmi
            ? `${money(content.nextEmi.amountPaise)} on ${date(content.nextEmi.dueDate)}`
            : 'None',
        ],
      ]),
      section('Transactions'),
      dataTable(COLUMNS, rows, [
        '',
        'Total repaid',
        '',
        '',
        money(content.principalRepaidPaise),
        money(content.interestPaidPaise),
        '',
      ]),
      {
        kind: 'total',
        label: 'Closing principal balance',
        value: money(content.principalOutstandingPaise),
      },
      note(
        'Principal balance is the principal still owed after the EMIs received. Overdue EMIs ' +
          'remain payable in full; their principal is included in the balance.',
      ),
      ...grievanceContact(input.lender),
    ],
  });
}
