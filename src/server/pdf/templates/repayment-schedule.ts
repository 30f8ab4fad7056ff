import type {
  InstalmentStatus,
  ScheduleContent,
  ScheduleInstalment,
} from '../../../shared/api/document-data.js';
import type { LoanPosition } from '../../bureau/credit-report.js';
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
  rateText,
  section,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

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

/** What the schedule says, as data: the PDF prints exactly this. */
export function repaymentScheduleContent(input: LoanDocumentInput): ScheduleContent {
  const { loan, issuedOn } = input;
  const schedule = amortizationSchedule(loan);
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  const instalments = schedule.map((instalment) => ({
    number: instalment.number,
    dueDate: instalment.dueDate,
    emiPaise: instalment.emiPaise,
    principalPaise: instalment.principalPaise,
    interestPaise: instalment.interestPaise,
    closingBalancePaise: instalment.closingBalancePaise,
    status: instalmentStatus(instalment.number, position),
  }));
  const sum = (amount: (instalment: ScheduleInstalment) => number) =>
    instalments.reduce((total, instalment) => total + amount(instalment), 0);
  return {
    statusAsOf: issuedOn,
    emiPaise: position.emiPaise,
    firstDueDate: loan.firstDueDate,
    lastDueDate: schedule.at(-1)?.dueDate ?? null,
    instalmentsPaid: position.instalmentsPaid,
    principalOutstandingPaise: position.outstandingPaise,
    instalments,
    totals: {
      emiPaise: sum((instalment) => instalment.emiPaise),
      principalPaise: sum((instalment) => instalment.principalPaise),
      interestPaise: sum((instalment) => instalment.interestPaise),
    },
  };
}

/** Paid, overdue (due and unpaid) or still to fall due, on the position's date. */
export function instalmentStatus(
  number: number,
  position: Pick<LoanPosition, 'instalmentsPaid' | 'instalmentsDue'>,
): InstalmentStatus {
  if (number <= position.instalmentsPaid) return 'PAID';
  return number <= position.instalmentsDue ? 'OVERDUE' : 'DUE';
}

/** How the PDFs print an instalment's standing. */
export const INSTALMENT_STATUS_NAMES: Record<InstalmentStatus, string> = {
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  DUE: 'Due',
};

export function repaymentSchedule(input: LoanDocumentInput): TypesetDocument {
  const { loan, issuedOn } = input;
  const content = repaymentScheduleContent(input);
  const rows = content.instalments.map((instalment) => [
    String(instalment.number),
    date(instalment.dueDate),
    money(instalment.emiPaise),
    money(instalment.principalPaise),
    money(instalment.interestPaise),
    money(instalment.closingBalancePaise),
    INSTALMENT_STATUS_NAMES[instalment.status],
  ]);

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
        ['EMI', money(content.emiPaise)],
        ['First EMI due', date(loan.firstDueDate)],
        ['Last EMI due', content.lastDueDate ? date(content.lastDueDate) : '-'],
        ['Total interest', money(content.totals.interestPaise)],
        ['Total amount payable', money(content.totals.emiPaise)],
        ['EMIs paid', `${content.instalmentsPaid} of ${loan.tenureMonths}`],
        ['Principal outstanding', money(content.principalOutstandingPaise)],
      ]),
      section('Amortisation schedule'),
      dataTable(COLUMNS, rows, [
        '',
        'Total',
        money(content.totals.emiPaise),
        money(content.totals.principalPaise),
        money(content.totals.interestPaise),
        '',
        '',
      ]),
      note(
        `Status as on ${date(issuedOn)}. Interest is charged monthly on the reducing balance; ` +
          'the last instalment is adjusted for rounding.' +
          (loan.rateType === 'FLOATING'
            ? ' This is a floating-rate loan: when the benchmark rate changes, future EMIs or the ' +
              'tenure change with it, and a revised schedule is issued.'
            : ''),
      ),
      ...grievanceContact(input.lender),
    ],
  });
}
