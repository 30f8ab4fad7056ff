import type { ForeclosureContent } from '../../../shared/api/document-data.js';
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
  spacedGroup,
  termsTable,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

/**
 * What it takes to close the loan on the letter date — exactly loan-math's foreclosureQuote:
 * principal outstanding + interest of unpaid EMIs + interest accrued since the last due date
 * + foreclosure charge and its GST (nil for floating-rate loans).
 */

/** The quote as data: the PDF prints exactly this. */
export function foreclosureLetterContent(input: LoanDocumentInput): ForeclosureContent {
  const { loan, issuedOn } = input;
  const quote = foreclosureQuote(loan, issuedOn);
  const position = loanPosition(loan, loan.missedInstalments, issuedOn);
  return {
    quoteDate: issuedOn,
    validUntil: quote.validUntil,
    instalmentsPaid: position.instalmentsPaid,
    unpaidInstalments: position.instalmentsDue - position.instalmentsPaid,
    principalOutstandingPaise: quote.principalPaise,
    overdueInterestPaise: quote.overdueInterestPaise,
    accruedInterest: {
      from: addDays(issuedOn, -quote.accruedDays),
      to: issuedOn,
      days: quote.accruedDays,
      interestPaise: quote.accruedInterestPaise,
    },
    foreclosureCharge: {
      percent: loan.rateType === 'FLOATING' ? null : loan.foreclosureChargePercent,
      chargePaise: quote.foreclosureChargePaise,
      gstPaise: quote.gstPaise,
    },
    totalPaise: quote.totalPaise,
    perDiemInterestPaise: quote.perDiemInterestPaise,
  };
}

export function foreclosureLetter(input: LoanDocumentInput): TypesetDocument {
  const { loan, borrower, lender, issuedOn } = input;
  const quote = foreclosureLetterContent(input);
  const unpaid = quote.unpaidInstalments;
  const accrued = quote.accruedInterest;
  const chargePercent = quote.foreclosureCharge.percent;

  const breakdown: [string, string][] = [
    [
      `Principal outstanding (after ${quote.instalmentsPaid} EMIs paid)`,
      money(quote.principalOutstandingPaise),
    ],
    [
      unpaid > 0
        ? `Interest of ${unpaid} unpaid EMI${unpaid > 1 ? 's' : ''} (overdue)`
        : 'Interest of unpaid EMIs (none)',
      money(quote.overdueInterestPaise),
    ],
    [
      `Interest accrued from ${date(accrued.from)} to ${date(accrued.to)} ` +
        `(${accrued.days} days at ${percent(loan.annualRatePercent)} p.a.)`,
      money(accrued.interestPaise),
    ],
    [
      chargePercent === null
        ? 'Foreclosure charge (nil: floating-rate loan, RBI)'
        : `Foreclosure charge (${percent(chargePercent)} of principal outstanding)`,
      money(quote.foreclosureCharge.chargePaise),
    ],
    ['GST @ 18 % on foreclosure charge', money(quote.foreclosureCharge.gstPaise)],
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
        quote.principalOutstandingPaise === 0
          ? 'Your loan has been repaid in full; nothing is payable to close it.'
          : `As requested, here is the amount needed to close your loan in full, calculated as on ${date(issuedOn)}.`,
      ),
      section('Foreclosure amount'),
      termsTable(breakdown, { emphasiseLast: true, valueAlignment: 'right' }),
      spacedGroup(
        [
          detailsGrid([
            ['Quote date', date(issuedOn)],
            ['Valid until', date(quote.validUntil)],
            ['Daily interest after that', money(quote.perDiemInterestPaise)],
            ['Amount payable', money(quote.totalPaise)],
          ]),
        ],
        10,
      ),
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
