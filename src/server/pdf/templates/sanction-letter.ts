import type { SanctionContent } from '../../../shared/api/document-data.js';
import { amortizationSchedule, annualPercentageRate, emiPaise } from '../../bureau/loan-math.js';
import {
  date,
  LOAN_TYPE_NAMES,
  loanDocument,
  money,
  note,
  OMBUDSMAN,
  paragraph,
  percent,
  RATE_TYPE_NAMES,
  section,
  signOff,
  termsTable,
} from '../layout.js';
import { processingCharges } from '../loan-charges.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

/**
 * The sanction letter with the terms of a Key Fact Statement (RBI, 2024): amount, tenure,
 * rate, EMI, fees with GST, total interest and amount payable, APR, penal and foreclosure
 * terms, grievance contact. Dated the day the loan was sanctioned.
 */

/** The Key Fact Statement's foreclosure term: a percent, or none allowed (floating rate). */
function foreclosureTerms(chargePercent: number | null): string {
  return chargePercent === null
    ? 'Nil. No foreclosure or part-prepayment charge on floating-rate loans (RBI).'
    : `${percent(chargePercent)} of the principal outstanding at foreclosure, plus GST @ 18 %.`;
}

/** The Key Fact Statement as data: the PDF prints exactly this. */
export function sanctionLetterContent(input: LoanDocumentInput): SanctionContent {
  const { loan, lender } = input;
  const schedule = amortizationSchedule(loan);
  const charges = processingCharges(loan);
  return {
    sanctionedOn: loan.sanctionedOn,
    amountPaise: loan.principalPaise,
    tenureMonths: loan.tenureMonths,
    instalments: {
      count: schedule.length,
      firstDueDate: schedule[0]?.dueDate ?? null,
      lastDueDate: schedule.at(-1)?.dueDate ?? null,
    },
    annualRatePercent: loan.annualRatePercent,
    rateType: loan.rateType,
    emiPaise: emiPaise(loan.principalPaise, loan.annualRatePercent, loan.tenureMonths),
    totalInterestPaise: schedule.reduce((sum, row) => sum + row.interestPaise, 0),
    processingFee: { percent: loan.processingFeePercent, ...charges },
    netDisbursedPaise: loan.principalPaise - charges.totalPaise,
    totalPayablePaise: schedule.reduce((sum, row) => sum + row.emiPaise, 0),
    // Printed to two decimals; the data says what the letter says.
    aprPercent: Number(annualPercentageRate(loan, charges.totalPaise).toFixed(2)),
    penalRatePercent: loan.penalRatePercent,
    foreclosureChargePercent: loan.rateType === 'FLOATING' ? null : loan.foreclosureChargePercent,
    grievance: { email: lender.grievanceEmail, phone: lender.grievancePhone },
  };
}

export function sanctionLetter(input: LoanDocumentInput): TypesetDocument {
  const { loan, borrower, lender } = input;
  const terms = sanctionLetterContent(input);
  const { count, firstDueDate, lastDueDate } = terms.instalments;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];

  return loanDocument(input, {
    title: 'Sanction Letter',
    hindiTitle: 'ऋण स्वीकृति पत्र',
    dated: date(loan.sanctionedOn),
    content: [
      paragraph(`Dear ${borrower.holderName},`),
      paragraph({
        text: `Subject: Sanction of your ${loanName} of ${money(terms.amountPaise)}`,
        bold: true,
      }),
      paragraph(
        `We are pleased to inform you that ${lender.name} has sanctioned your ${loanName.toLowerCase()} ` +
          'on the terms below, set out as a Key Fact Statement. Please read them before you accept ' +
          'the loan.',
      ),
      section('Key Fact Statement'),
      termsTable(
        [
          ['Loan amount sanctioned', money(terms.amountPaise)],
          ['Loan tenure', `${terms.tenureMonths} months`],
          [
            'Number of instalments',
            firstDueDate && lastDueDate
              ? `${count} monthly EMIs, from ${date(firstDueDate)} to ${date(lastDueDate)}`
              : String(count),
          ],
          [
            'Rate of interest',
            `${percent(terms.annualRatePercent)} p.a., ${RATE_TYPE_NAMES[terms.rateType]}` +
              (terms.rateType === 'FLOATING'
                ? ' (linked to the lender’s external benchmark rate; changes when it changes)'
                : ' (for the whole tenure)'),
          ],
          ['EMI amount', money(terms.emiPaise)],
          ['Total interest payable over the tenure', money(terms.totalInterestPaise)],
          [
            'Processing fee',
            `${money(terms.processingFee.feePaise)} (${percent(terms.processingFee.percent)} of the loan amount) ` +
              `+ GST @ 18 % ${money(terms.processingFee.gstPaise)} = ${money(terms.processingFee.totalPaise)}`,
          ],
          [
            'Net amount disbursed',
            `${money(terms.netDisbursedPaise)} (loan amount less fee and GST)`,
          ],
          ['Total amount payable', `${money(terms.totalPayablePaise)} (loan amount + interest)`],
          ['Annual percentage rate (APR)', `${percent(terms.aprPercent)} p.a.`],
          [
            'Penal charges',
            `${percent(terms.penalRatePercent)} p.a. on the overdue amount, for the period of ` +
              'default; not compounded and not added to the rate of interest.',
          ],
          ['Foreclosure and prepayment charges', foreclosureTerms(terms.foreclosureChargePercent)],
          [
            'Grievance redressal',
            `${terms.grievance.email}, ${terms.grievance.phone}. If unresolved within 30 days: the ${OMBUDSMAN}.`,
          ],
        ],
        { numbered: true },
      ),
      note(
        'The APR is the yearly cost of the loan including the processing fee and its GST. ' +
          'Interest is charged monthly on the reducing balance.' +
          (loan.rateType === 'FLOATING'
            ? ' Figures that depend on the rate are at the rate on the date of this letter.'
            : ''),
        6,
      ),
      signOff(lender),
    ],
  });
}
