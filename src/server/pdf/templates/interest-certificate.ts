import type {
  InstalmentStatus,
  InterestCertificateContent,
} from '../../../shared/api/document-data.js';
import { isProvisionalYear } from '../../../shared/financial-year.js';
import { maskAccountNumber } from '../../../shared/format.js';
import { financialYearRepayments, loanPosition } from '../../bureau/loan-math.js';
import {
  type Column,
  dataTable,
  date,
  detailsGrid,
  grievanceContact,
  keepTogether,
  LOAN_TYPE_NAMES,
  loanDocument,
  money,
  note,
  paragraph,
  rateText,
  section,
  signOff,
  spacedGroup,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';
import { INSTALMENT_STATUS_NAMES, instalmentStatus } from './repayment-schedule.js';

/**
 * The principal and interest of one financial year (April–March), month by month: exactly the
 * repayment schedule's rows due in that year (loan-math's financialYearRepayments). A year not
 * yet ended on the certificate's date is provisional: its later instalments are still to be paid.
 */

const COLUMNS: readonly Column[] = [
  { header: 'Month', width: 50 },
  { header: 'Due date', width: 62 },
  { header: 'EMI no.', width: 34, alignment: 'right' },
  { header: 'EMI', width: '*', alignment: 'right' },
  { header: 'Principal', width: '*', alignment: 'right' },
  { header: 'Interest', width: '*', alignment: 'right' },
  { header: 'Status', width: 44 },
];

/** 2025-04-05 → "Apr 2025", named as the due dates beside it name their months. */
function month(isoDate: string): string {
  return date(isoDate).replace(/^\d+ /, '');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The certificate as data: the PDF prints exactly this. */
export function interestCertificateContent(input: LoanDocumentInput): InterestCertificateContent {
  const { loan, issuedOn, financialYear } = input;
  if (!financialYear) throw new Error('An interest certificate needs its financial year');
  const year = financialYearRepayments(loan, financialYear);
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  const last = year.instalments.at(-1);
  return {
    financialYear,
    provisional: isProvisionalYear(financialYear, issuedOn),
    period: { from: year.from, to: year.to },
    interestPaise: year.interestPaise,
    principalPaise: year.principalPaise,
    emiPaise: year.emiPaise,
    // Before its first instalment a loan owes its principal; after its last, nothing.
    balanceAtYearEndPaise: last
      ? last.closingBalancePaise
      : loan.firstDueDate > year.to
        ? loan.principalPaise
        : 0,
    instalments: year.instalments.map((instalment) => ({
      month: instalment.dueDate.slice(0, 7),
      dueDate: instalment.dueDate,
      number: instalment.number,
      emiPaise: instalment.emiPaise,
      principalPaise: instalment.principalPaise,
      interestPaise: instalment.interestPaise,
      status: instalmentStatus(instalment.number, position),
    })),
  };
}

export function interestCertificate(input: LoanDocumentInput): TypesetDocument {
  const { loan, borrower, lender, issuedOn } = input;
  const certificate = interestCertificateContent(input);
  const { financialYear, provisional, period: year } = certificate;
  const counts: Record<InstalmentStatus, number> = { PAID: 0, OVERDUE: 0, DUE: 0 };
  const rows = certificate.instalments.map((instalment) => {
    counts[instalment.status] += 1;
    return [
      month(instalment.dueDate),
      date(instalment.dueDate),
      String(instalment.number),
      money(instalment.emiPaise),
      money(instalment.principalPaise),
      money(instalment.interestPaise),
      INSTALMENT_STATUS_NAMES[instalment.status],
    ];
  });
  const period = `${date(year.from)} to ${date(year.to)}`;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);

  const notes: string[] = [];
  if (provisional) {
    notes.push(
      `Provisional certificate: the financial year ends on ${date(year.to)}. Instalments due after ` +
        `${date(issuedOn)} are shown as the repayment schedule has them and are not yet paid. ` +
        'A final certificate can be had once the year has ended.',
    );
  }
  if (counts.OVERDUE > 0) {
    notes.push(
      `${plural(counts.OVERDUE, 'instalment', 'instalments')} due in the year ` +
        `${counts.OVERDUE === 1 ? 'was' : 'were'} not paid as on ${date(issuedOn)}; ` +
        `${counts.OVERDUE === 1 ? 'it is' : 'they are'} included above as due under the schedule.`,
    );
  }
  if (loan.ownership === 'JOINT') {
    notes.push('This is a joint loan: the amounts are for the whole loan, not for each borrower.');
  }
  notes.push(
    'Interest is charged monthly on the reducing balance; penal charges, fees and insurance ' +
      'premiums are not part of these amounts.' +
      (loan.rateType === 'FLOATING'
        ? ' A change in the benchmark rate of this floating-rate loan changes later instalments.'
        : ''),
  );

  const monthByMonth: Block[] =
    rows.length > 0
      ? [
          dataTable(COLUMNS, rows, [
            'Total',
            '',
            '',
            money(certificate.emiPaise),
            money(certificate.principalPaise),
            money(certificate.interestPaise),
            '',
          ]),
        ]
      : [paragraph(`No instalment of this loan fell due between ${period}.`)];

  return loanDocument(input, {
    title: provisional ? 'Provisional Interest Certificate' : 'Interest Certificate',
    hindiTitle: provisional ? 'अनंतिम ब्याज प्रमाणपत्र' : 'ब्याज प्रमाणपत्र',
    dated: date(issuedOn),
    content: [
      paragraph(
        `This is to certify that ${borrower.holderName} holds ${loanName} account ${account} ` +
          `with ${lender.name}, sanctioned on ${date(loan.sanctionedOn)} for ` +
          `${money(loan.principalPaise)}. The instalments due under its repayment schedule in the ` +
          `financial year ${financialYear} (${period}) are made up of the principal and interest below.`,
      ),
      detailsGrid([
        ['Financial year', financialYear],
        ['Certificate', provisional ? `Provisional as on ${date(issuedOn)}` : 'Final'],
        ['Period', period],
        ['Rate of interest', rateText(loan.annualRatePercent, loan.rateType)],
        ['Interest for the year', money(certificate.interestPaise)],
        ['Principal for the year', money(certificate.principalPaise)],
        [
          'Instalments in the year',
          rows.length === 0
            ? 'None'
            : `${rows.length} (${[
                counts.PAID > 0 ? `${counts.PAID} paid` : '',
                counts.OVERDUE > 0 ? `${counts.OVERDUE} overdue` : '',
                counts.DUE > 0 ? `${counts.DUE} not yet due` : '',
              ]
                .filter(Boolean)
                .join(', ')})`,
        ],
        ['Balance at year end', money(certificate.balanceAtYearEndPaise)],
        ['Ownership', loan.ownership === 'JOINT' ? 'Joint' : 'Individual'],
      ]),
      section('Month by month'),
      ...monthByMonth,
      spacedGroup(notes.map((text) => note(text, 0))),
      // The sign-off never stands alone on a page of its own.
      keepTogether([...grievanceContact(lender), signOff(lender)]),
    ],
  });
}
