import { maskAccountNumber } from '../../../shared/format.js';
import { addDays } from '../../bureau/calendar.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  type ClosureTracker,
  DELAY_COMPENSATION_PER_DAY_PAISE,
  SECURITY_RETURN_DAYS,
  type Security,
} from '../../bureau/loan-closure.js';
import {
  borrowerSummaryDocument,
  date,
  LOAN_TYPE_NAMES,
  money,
  paragraph,
  spacedGroup,
  termsTable,
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
 * The borrower's letter to the lender's grievance redressal officer when the original security
 * documents of a repaid loan are due back or late: the RBI's 30 days (circular "Release of
 * movable / immovable property documents", 13 September 2023, in force from 1 December 2023),
 * and ₹5,000 of compensation for each day after them — every date and amount from loan-closure's
 * tracker. Prepared by the service for the borrower to sign and send, not issued by a lender.
 */

export interface ClosureLetterInput {
  loan: LoanAccount;
  tracker: ClosureTracker;
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** ISO date the letter is prepared on, the day the delay is counted to. */
  issuedOn: string;
  sandbox: boolean;
}

const DOCUMENTS: Record<Security, string> = {
  property: 'property documents',
  vehicle: 'vehicle documents',
};

/** What releasing the security takes, as the letter asks it of the lender. */
const RELEASE: Record<Security, string> = {
  property:
    'return the original property documents (title deeds) deposited as security and remove ' +
    'any charge registered over the property',
  vehicle:
    'return the original vehicle documents and issue a no-objection certificate (Form 35), so ' +
    'that the hypothecation can be removed from the registration certificate',
};

const CIRCULAR =
  'the Reserve Bank of India’s circular “Responsible Lending Conduct – Release of Movable / ' +
  'Immovable Property Documents on Repayment / Settlement of Personal Loans” of ' +
  '13 September 2023 (in force from 1 December 2023)';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function closureEscalationLetter(input: ClosureLetterInput): TypesetDocument {
  const { loan, tracker, borrower, lender, issuedOn } = input;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);
  const documents = DOCUMENTS[tracker.security];
  const perDay = money(DELAY_COMPENSATION_PER_DAY_PAISE);
  const returnBy = date(tracker.returnBy);

  const subject =
    tracker.stage === 'returned' && tracker.daysLate > 0
      ? `Compensation for the late return of original ${documents}`
      : `Return of original ${documents}`;

  const rule = paragraph(
    `My ${loanName} account ${account} was repaid in full on ${date(tracker.closedOn)}. Under ` +
      `${CIRCULAR}, a lender must release all original documents and remove any charge ` +
      `registered with any registry within ${SECURITY_RETURN_DAYS} days of full repayment — ` +
      `for this loan, by ${returnBy} — and must pay the borrower ${perDay} for each day of ` +
      'delay attributable to it.',
  );

  const request: Block[] = [];
  switch (tracker.stage) {
    case 'waiting':
      request.push(
        paragraph(
          `I request you to ${RELEASE[tracker.security]} by ${returnBy}` +
            (tracker.daysLeft === 0
              ? ', which is today.'
              : `, ${plural(tracker.daysLeft, 'day', 'days')} from the date of this letter.`) +
            ' Please let me know where I may collect them: the branch where the loan was serviced ' +
            'or another of your offices where the documents are kept.',
        ),
        paragraph(
          `If they are not returned by then, compensation of ${perDay} accrues to me for each ` +
            `day of delay from ${date(addDays(tracker.returnBy, 1))}.`,
        ),
      );
      break;
    case 'late':
      request.push(
        paragraph(
          `As on ${date(issuedOn)}, the documents have not been returned: they are ` +
            `${plural(tracker.daysLate, 'day', 'days')} late.`,
        ),
        termsTable(
          [
            ['Documents due back by', returnBy],
            [`Days late as on ${date(issuedOn)}`, String(tracker.daysLate)],
            ['Compensation for each day of delay', perDay],
            [
              `Compensation accrued to date (${tracker.daysLate} × ${perDay})`,
              money(tracker.compensationPaise),
            ],
          ],
          { emphasiseLast: true, valueAlignment: 'right' },
        ),
        afterTable(
          paragraph(
            `I request you, without further delay, to ${RELEASE[tracker.security]}; to credit ` +
              `me the compensation of ${money(tracker.compensationPaise)} accrued to date; and ` +
              'to tell me in writing the reasons for the delay. The compensation keeps accruing ' +
              `by ${perDay} for each further day until the documents are returned.`,
          ),
        ),
      );
      break;
    case 'returned': {
      const returnedOn = date(tracker.returnedOn ?? issuedOn);
      if (tracker.daysLate === 0) {
        request.push(
          paragraph(
            `The documents were returned to me on ${returnedOn}, within the ` +
              `${SECURITY_RETURN_DAYS} days allowed.`,
          ),
          paragraph(
            'No compensation is due. Please confirm that any charge registered over the ' +
              'security has been removed.',
          ),
        );
        break;
      }
      request.push(
        paragraph(
          `The documents were returned to me on ${returnedOn}, ` +
            `${plural(tracker.daysLate, 'day', 'days')} after ${returnBy}.`,
        ),
        termsTable(
          [
            ['Documents due back by', returnBy],
            ['Documents returned on', returnedOn],
            ['Days late', String(tracker.daysLate)],
            [
              `Compensation due (${tracker.daysLate} × ${perDay})`,
              money(tracker.compensationPaise),
            ],
          ],
          { emphasiseLast: true, valueAlignment: 'right' },
        ),
        afterTable(
          paragraph(
            `I request you to credit me the compensation of ${money(tracker.compensationPaise)} ` +
              `for these ${plural(tracker.daysLate, 'day', 'days')} of delay.`,
          ),
        ),
      );
      break;
    }
  }

  const ombudsman =
    tracker.stage === 'returned' && tracker.daysLate === 0
      ? []
      : [
          paragraph(
            'If this is not resolved within 30 days of this letter, I may complain to the RBI ' +
              `Ombudsman under the ${OMBUDSMAN_SCHEME} (${COMPLAINTS_PORTAL}).`,
          ),
        ];

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        ['Loan account', `${loanName} ${account}`],
        ['Lender', lender.name],
        ['Closed on', date(tracker.closedOn)],
        tracker.returnedOn
          ? ['Returned on', date(tracker.returnedOn)]
          : ['Return due by', returnBy],
      ],
      source: `From the record of this loan on your credit report, and the RBI’s ${SECURITY_RETURN_DAYS}-day rule`,
      sandbox: input.sandbox,
    },
    {
      title: 'Letter to the grievance officer',
      hindiTitle: 'शिकायत निवारण अधिकारी को पत्र',
      dated: date(issuedOn),
      content: [
        grievanceOfficerAddress(lender),
        paragraph({
          text: `Subject: ${subject} — ${loanName} account ${account} closed on ${date(tracker.closedOn)}`,
          bold: true,
        }),
        paragraph('Dear Sir or Madam,'),
        rule,
        ...request,
        ...ombudsman,
        borrowerSignature({
          borrower,
          lender,
          enclosure: 'no-dues certificate or final statement of account (if you have it)',
        }),
      ],
    },
  );
}

/** A paragraph after a table, set apart from it. */
function afterTable(content: Block): Block {
  return spacedGroup([content]);
}
