import { maskAccountNumber } from '../../../shared/format.js';
import type { ChargeProblem, FlaggedCharge } from '../../bureau/charges-check.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  borrowerSummaryDocument,
  type Column,
  dataTable,
  date,
  LOAN_TYPE_NAMES,
  money,
  paragraph,
  rateText,
  spacedGroup,
} from '../layout.js';
import {
  borrowerSignature,
  COMPLAINTS_PORTAL,
  grievanceOfficerAddress,
  OMBUDSMAN_SCHEME,
} from '../letter-parts.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * The borrower's letter to the lender's grievance redressal officer asking for the charges the
 * charges check flagged to be refunded: each charge with its day, wording and amount as the
 * lender's statement of account shows them, why it should not have been charged (a prepayment
 * charge the RBI does not allow on a floating-rate loan; a charge the Key Fact Statement never
 * listed), the total, a reply within 30 days, and the RBI Ombudsman after that. Prepared by the
 * service for the borrower to sign and send, not issued by a lender.
 */

export interface ChargesLetterInput {
  /** The lender's record of the loan, from its newest statement of account. */
  loan: LoanAccount;
  /** chargesCheck(loan); never empty. */
  flagged: readonly FlaggedCharge[];
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** The statement of account the charges are read from, enclosed with the letter. */
  statement: { generatedOn: string; verificationCode: string };
  /** ISO date the letter is prepared on. */
  issuedOn: string;
  sandbox: boolean;
}

/** Loans sanctioned from this day are under the Key Facts Statement circular of 15 April 2024. */
const KFS_CIRCULAR_FROM = '2024-10-01';
/** Loans sanctioned from this day are under the Pre-payment Charges Directions of 2 July 2025. */
const PREPAYMENT_DIRECTIONS_FROM = '2026-01-01';

/** Why a charge should not have been charged, in a word, for the table. */
const SHORT_REASONS: Record<ChargeProblem, string> = {
  'not-allowed': 'Not allowed on a floating-rate loan (RBI)',
  'not-in-kfs': 'Not in the Key Fact Statement',
};

/** The rule a floating-rate loan's prepayment charge breaks, by when the loan was sanctioned. */
function prepaymentRule(sanctionedOn: string): string {
  return sanctionedOn >= PREPAYMENT_DIRECTIONS_FROM
    ? 'the Reserve Bank of India (Pre-payment Charges on Loans) Directions, 2025 (2 July 2025)'
    : 'the Reserve Bank of India’s instructions on foreclosure charges and pre-payment ' +
        'penalties on floating-rate term loans (for banks, circular ' +
        'DBOD.Dir.BC.No.110/13.03.00/2013-14 of 7 May 2014; the same rule applies to NBFCs and ' +
        'housing finance companies)';
}

/** Why the charges with this problem should not have been charged, in full, with the rule. */
export function chargeObjection(
  problem: ChargeProblem,
  loan: Pick<LoanAccount, 'sanctionedOn'>,
  count: number,
): string {
  const them = count === 1 ? 'it' : 'them';
  switch (problem) {
    case 'not-allowed':
      return (
        'This loan carries a floating rate of interest and was sanctioned to me, an individual, ' +
        `for purposes other than business. Under ${prepaymentRule(loan.sanctionedOn)}, no ` +
        'foreclosure charge or pre-payment penalty may be levied on such a loan.'
      );
    case 'not-in-kfs':
      return (
        `The Key Fact Statement of my sanction letter of ${date(loan.sanctionedOn)} does not ` +
        `list ${count === 1 ? 'this charge' : 'these charges'}, and I did not agree to ${them}.` +
        (loan.sanctionedOn >= KFS_CIRCULAR_FROM
          ? ' Under the Reserve Bank of India’s circular “Key Facts Statement (KFS) for Loans & ' +
            'Advances” of 15 April 2024, a charge not mentioned in the Key Fact Statement cannot ' +
            'be charged at any stage of the loan without the borrower’s explicit consent.'
          : '')
      );
  }
}

/** "A", "A and B", "A, B and C". */
function inWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const COLUMNS: Column[] = [
  { header: 'Date', width: 58 },
  { header: 'Charge, as the statement words it', width: '*' },
  { header: 'Amount (GST incl.)', width: 78, alignment: 'right' },
  { header: 'Why it should not have been charged', width: 150 },
];

export function chargesLetter(input: ChargesLetterInput): TypesetDocument {
  const { loan, flagged, borrower, lender, statement, issuedOn } = input;
  if (flagged.length === 0) throw new Error('A charges letter needs a charge to question');
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);
  const statementDate = date(statement.generatedOn);
  const totalPaise = flagged.reduce((sum, charge) => sum + charge.amountPaise, 0);
  const several = flagged.length > 1;
  const problems = (['not-allowed', 'not-in-kfs'] as const).filter((problem) =>
    flagged.some((charge) => charge.problem === problem),
  );

  // Each reason once, after the charges it is for.
  const objections: Block[] = problems.map((problem) => {
    const charges = flagged.filter((charge) => charge.problem === problem);
    const days = inWords(charges.map((charge) => date(charge.on)));
    return paragraph([
      { text: `The ${charges.length === 1 ? 'charge' : 'charges'} of ${days}: `, bold: true },
      chargeObjection(problem, loan, charges.length),
    ]);
  });

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        ['Loan account', `${loanName} ${account}`],
        ['Lender', lender.name],
        ['Interest rate', rateText(loan.annualRatePercent, loan.rateType)],
        ['Sanctioned on', date(loan.sanctionedOn)],
        ['Statement of account', statementDate],
        ['Refund asked for', money(totalPaise)],
      ],
      source: `From ${lender.name}’s statement of account of ${statementDate}, checked against your sanction letter’s Key Fact Statement`,
      sandbox: input.sandbox,
    },
    {
      title: 'Letter asking for a refund of charges',
      hindiTitle: 'शुल्क वापसी के लिए अनुरोध पत्र',
      dated: date(issuedOn),
      content: [
        grievanceOfficerAddress(lender),
        paragraph({
          text: `Subject: Refund of ${several ? 'charges' : 'a charge'} debited to ${loanName} account ${account}`,
          bold: true,
        }),
        paragraph('Dear Sir or Madam,'),
        paragraph(
          `Your statement of account of ${statementDate} for my ${loanName} account ${account} ` +
            `shows the following ${several ? 'charges' : 'charge'} debited to it, which ` +
            `${several ? 'were' : 'was'} not agreed when the loan was sanctioned or ` +
            `${several ? 'are' : 'is'} not allowed by the Reserve Bank of India:`,
        ),
        dataTable(
          COLUMNS,
          flagged.map((charge) => [
            date(charge.on),
            charge.description,
            money(charge.amountPaise),
            SHORT_REASONS[charge.problem],
          ]),
          ['', several ? 'Total' : 'Amount to refund', money(totalPaise), ''],
        ),
        spacedGroup(objections),
        paragraph(
          `I request you to reverse ${several ? 'these charges' : 'this charge'}, refund ` +
            `${money(totalPaise)} to my loan account, and confirm it to me in writing within 30 ` +
            'days of this letter. If I have no reply within 30 days, or the reply does not ' +
            `resolve this, I may complain to the RBI Ombudsman under the ${OMBUDSMAN_SCHEME} on ` +
            `the RBI’s complaint portal (${COMPLAINTS_PORTAL}).`,
        ),
        borrowerSignature({
          borrower,
          lender,
          enclosure:
            `statement of account of ${statementDate} (verification code ` +
            `${statement.verificationCode}); sanction letter with its Key Fact Statement`,
        }),
      ],
    },
  );
}
