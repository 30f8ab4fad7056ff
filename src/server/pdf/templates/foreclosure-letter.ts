import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { maskAccountNumber } from '../../../shared/format.js';
import { addDays } from '../../bureau/calendar.js';
import { foreclosureQuote, loanPosition } from '../../bureau/loan-math.js';
import {
  bullets,
  date,
  detailsGrid,
  grievanceContact,
  LOAN_TYPE_NAMES,
  loanDocument,
  money,
  paragraph,
  percent,
  section,
  signOff,
  termsTable,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';

/**
 * What it takes to close the loan on the letter date — exactly loan-math's foreclosureQuote:
 * principal outstanding + interest of unpaid EMIs + interest accrued since the last due date
 * + foreclosure charge and its GST (nil for floating-rate loans).
 */

export function foreclosureLetter(input: LoanDocumentInput): TDocumentDefinitions {
  const { loan, borrower, lender, issuedOn } = input;
  const quote = foreclosureQuote(loan, issuedOn);
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  const unpaid = position.instalmentsDue - position.instalmentsPaid;
  const accruedFrom = addDays(issuedOn, -quote.accruedDays);
  const floating = loan.rateType === 'FLOATING';

  const breakdown: [string, string][] = [
    [
      `Principal outstanding (after ${position.instalmentsPaid} EMIs paid)`,
      money(quote.principalPaise),
    ],
    [
      unpaid > 0
        ? `Interest of ${unpaid} unpaid EMI${unpaid > 1 ? 's' : ''} (overdue)`
        : 'Interest of unpaid EMIs (none)',
      money(quote.overdueInterestPaise),
    ],
    [
      `Interest accrued from ${date(accruedFrom)} to ${date(issuedOn)} ` +
        `(${quote.accruedDays} days at ${percent(loan.annualRatePercent)} p.a.)`,
      money(quote.accruedInterestPaise),
    ],
    [
      floating
        ? 'Foreclosure charge (nil: floating-rate loan, RBI)'
        : `Foreclosure charge (${percent(loan.foreclosureChargePercent)} of principal outstanding)`,
      money(quote.foreclosureChargePaise),
    ],
    ['GST @ 18 % on foreclosure charge', money(quote.gstPaise)],
    ['Total amount payable to close the loan', money(quote.totalPaise)],
  ];

  return loanDocument(input, {
    title: 'Foreclosure Letter',
    hindiTitle: 'ऋण पुरोबंध पत्र',
    dated: date(issuedOn),
    content: [
      paragraph(`Dear ${borrower.holderName},`),
      paragraph({
        text: `Subject: Foreclosure of your ${LOAN_TYPE_NAMES[loan.loanType]} account ${maskAccountNumber(loan.accountNumber)}`,
        bold: true,
      }),
      paragraph(
        quote.principalPaise === 0
          ? 'Your loan has been repaid in full; nothing is payable to close it.'
          : `As requested, here is the amount needed to close your loan in full, calculated as on ${date(issuedOn)}.`,
      ),
      section('Foreclosure amount'),
      termsTable(breakdown, { emphasiseLast: true, valueAlignment: 'right' }),
      {
        margin: [0, 10, 0, 0],
        stack: [
          detailsGrid([
            ['Quote date', date(issuedOn)],
            ['Valid until', date(quote.validUntil)],
            ['Daily interest after that', money(quote.perDiemInterestPaise)],
            ['Amount payable', money(quote.totalPaise)],
          ]),
        ],
      },
      section('How to pay'),
      bullets([
        `Pay the total amount by NEFT, RTGS or IMPS to your loan account, or at any branch of ${lender.name}, quoting your loan account number.`,
        `The amount is valid for payment on or before ${date(quote.validUntil)}. For each day after that, add ${money(quote.perDiemInterestPaise)} of interest.`,
        'Once the payment is received, the loan account is closed and a no-dues certificate issued; ' +
          'any original property documents held are returned within 30 days (RBI).',
      ]),
      ...grievanceContact(lender),
      signOff(lender),
    ],
  });
}
