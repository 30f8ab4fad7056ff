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
  rateText,
  section,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';

/**
 * The full amortisation table at the sanctioned rate, one row per instalment, with each
 * instalment's standing on the document date (paid, overdue or due).
 */

const COLUMNS: readonly Column[] = [
  { header: 'No.', width: 26, alignment: 'right' },
  { header: 'Due date', width: 62 },
  { header: 'EMI', width: '*', alignment: 'right' },
  { header: 'Principal', width: '*', alignment: 'right' },
  { header: 'Interest', width: '*', alignment: 'right' },
  { header: 'Closing balance', width: '*', alignment: 'right' },
  { header: 'Status', width: 44 },
];

export function repaymentSchedule(input: LoanDocumentInput): TDocumentDefinitions {
  const { loan, issuedOn } = input;
  const schedule = amortizationSchedule(loan);
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  let totalEmi = 0;
  let totalPrincipal = 0;
  let totalInterest = 0;
  const rows = schedule.map((instalment) => {
    totalEmi += instalment.emiPaise;
    totalPrincipal += instalment.principalPaise;
    totalInterest += instalment.interestPaise;
    const status =
      instalment.number <= position.instalmentsPaid
        ? 'Paid'
        : instalment.number <= position.instalmentsDue
          ? 'Overdue'
          : 'Due';
    return [
      String(instalment.number),
      date(instalment.dueDate),
      money(instalment.emiPaise),
      money(instalment.principalPaise),
      money(instalment.interestPaise),
      money(instalment.closingBalancePaise),
      status,
    ];
  });
  const last = schedule[schedule.length - 1];

  return loanDocument(input, {
    title: 'Repayment Schedule',
    hindiTitle: 'चुकौती अनुसूची',
    dated: date(issuedOn),
    content: [
      section('Loan details'),
      detailsGrid([
        ['Loan amount', money(loan.principalPaise)],
        ['Rate of interest', rateText(loan.annualRatePercent, loan.rateType)],
        ['Tenure', `${loan.tenureMonths} monthly instalments`],
        ['EMI', money(position.emiPaise)],
        ['First EMI due', date(loan.firstDueDate)],
        ['Last EMI due', last ? date(last.dueDate) : '-'],
        ['Total interest', money(totalInterest)],
        ['Total amount payable', money(totalEmi)],
        ['EMIs paid', `${position.instalmentsPaid} of ${loan.tenureMonths}`],
        ['Principal outstanding', money(position.outstandingPaise)],
      ]),
      section('Amortisation schedule'),
      dataTable(COLUMNS, rows, [
        '',
        'Total',
        money(totalEmi),
        money(totalPrincipal),
        money(totalInterest),
        '',
        '',
      ]),
      paragraph({
        text:
          `Status as on ${date(issuedOn)}. Interest is charged monthly on the reducing balance; ` +
          'the last instalment is adjusted for rounding.' +
          (loan.rateType === 'FLOATING'
            ? ' This is a floating-rate loan: when the benchmark rate changes, future EMIs or the ' +
              'tenure change with it, and a revised schedule is issued.'
            : ''),
        style: 'small',
        margin: [0, 8, 0, 0],
      }),
      ...grievanceContact(input.lender),
    ],
  });
}
