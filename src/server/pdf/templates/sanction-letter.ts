import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { amortizationSchedule, annualPercentageRate, emiPaise } from '../../bureau/loan-math.js';
import {
  date,
  LOAN_TYPE_NAMES,
  loanDocument,
  money,
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

/**
 * The sanction letter with the terms of a Key Fact Statement (RBI, 2024): amount, tenure,
 * rate, EMI, fees with GST, total interest and amount payable, APR, penal and foreclosure
 * terms, grievance contact. Dated the day the loan was sanctioned.
 */

export function foreclosureTerms(loan: LoanDocumentInput['loan']): string {
  return loan.rateType === 'FLOATING'
    ? 'Nil. No foreclosure or part-prepayment charge on floating-rate loans (RBI).'
    : `${percent(loan.foreclosureChargePercent)} of the principal outstanding at foreclosure, plus GST @ 18 %.`;
}

export function sanctionLetter(input: LoanDocumentInput): TDocumentDefinitions {
  const { loan, borrower, lender } = input;
  const schedule = amortizationSchedule(loan);
  const emi = emiPaise(loan.principalPaise, loan.annualRatePercent, loan.tenureMonths);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interestPaise, 0);
  const totalPayable = schedule.reduce((sum, row) => sum + row.emiPaise, 0);
  const charges = processingCharges(loan);
  const apr = annualPercentageRate(loan, charges.totalPaise);
  const first = schedule[0];
  const last = schedule[schedule.length - 1];
  const loanName = LOAN_TYPE_NAMES[loan.loanType];

  return loanDocument(input, {
    title: 'Sanction Letter',
    hindiTitle: 'ऋण स्वीकृति पत्र',
    dated: date(loan.sanctionedOn),
    content: [
      paragraph(`Dear ${borrower.holderName},`),
      paragraph({
        text: `Subject: Sanction of your ${loanName} of ${money(loan.principalPaise)}`,
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
          ['Loan amount sanctioned', money(loan.principalPaise)],
          ['Loan tenure', `${loan.tenureMonths} months`],
          [
            'Number of instalments',
            first && last
              ? `${schedule.length} monthly EMIs, from ${date(first.dueDate)} to ${date(last.dueDate)}`
              : String(schedule.length),
          ],
          [
            'Rate of interest',
            `${percent(loan.annualRatePercent)} p.a., ${RATE_TYPE_NAMES[loan.rateType]}` +
              (loan.rateType === 'FLOATING'
                ? ' (linked to the lender’s external benchmark rate; changes when it changes)'
                : ' (for the whole tenure)'),
          ],
          ['EMI amount', money(emi)],
          ['Total interest payable over the tenure', money(totalInterest)],
          [
            'Processing fee',
            `${money(charges.feePaise)} (${percent(loan.processingFeePercent)} of the loan amount) ` +
              `+ GST @ 18 % ${money(charges.gstPaise)} = ${money(charges.totalPaise)}`,
          ],
          [
            'Net amount disbursed',
            `${money(loan.principalPaise - charges.totalPaise)} (loan amount less fee and GST)`,
          ],
          ['Total amount payable', `${money(totalPayable)} (loan amount + interest)`],
          ['Annual percentage rate (APR)', `${percent(apr)} p.a.`],
          [
            'Penal charges',
            `${percent(loan.penalRatePercent)} p.a. on the overdue amount, for the period of ` +
              'default; not compounded and not added to the rate of interest.',
          ],
          ['Foreclosure and prepayment charges', foreclosureTerms(loan)],
          [
            'Grievance redressal',
            `${lender.grievanceEmail}, ${lender.grievancePhone}. If unresolved within 30 days: the ${OMBUDSMAN}.`,
          ],
        ],
        { numbered: true },
      ),
      paragraph({
        text:
          'The APR is the yearly cost of the loan including the processing fee and its GST. ' +
          'Interest is charged monthly on the reducing balance.' +
          (loan.rateType === 'FLOATING'
            ? ' Figures that depend on the rate are at the rate on the date of this letter.'
            : ''),
        style: 'small',
        margin: [0, 6, 0, 0],
      }),
      signOff(lender),
    ],
  });
}
