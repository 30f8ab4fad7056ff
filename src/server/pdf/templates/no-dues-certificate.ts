import type { NoDuesContent } from '../../../shared/api/document-data.js';
import { maskAccountNumber } from '../../../shared/format.js';
import {
  closureTracker,
  DELAY_COMPENSATION_PER_DAY_PAISE,
  SECURITY_RETURN_DAYS,
  type Security,
  securityOf,
} from '../../bureau/loan-closure.js';
import { amortizationSchedule } from '../../bureau/loan-math.js';
import {
  date,
  grievanceContact,
  keepTogether,
  LOAN_TYPE_NAMES,
  loanDocument,
  money,
  paragraph,
  section,
  signOff,
  spacedGroup,
  termsTable,
} from '../layout.js';
import type { LoanDocumentInput } from '../loan-document-input.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * A repaid loan's no-dues certificate: what was repaid — exactly the repayment schedule's
 * principal and interest columns summed — the day the account closed, and, for a secured loan,
 * when the original security documents were or will be returned (loan-closure's tracker: within
 * 30 days of closure, RBI). A loan the lender's record shows as still running gets a letter of
 * the same title saying what is outstanding instead: a credit report and a lender may disagree.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The certificate (or the letter saying the loan still runs) as data: the PDF prints exactly this. */
export function noDuesCertificateContent(input: LoanDocumentInput): NoDuesContent {
  const { loan, issuedOn } = input;
  if (loan.status !== 'CLOSED') {
    return {
      repaid: false,
      asOf: loan.asOf,
      principalOutstandingPaise: loan.outstandingPaise,
      instalmentsPaid: loan.instalmentsPaid,
      overduePaise: loan.overduePaise,
      overdueInstalments: loan.instalmentsDue - loan.instalmentsPaid,
      nextDueDate: loan.nextDueDate,
    };
  }
  const schedule = amortizationSchedule(loan);
  const principal = schedule.reduce((sum, instalment) => sum + instalment.principalPaise, 0);
  const interest = schedule.reduce((sum, instalment) => sum + instalment.interestPaise, 0);
  const security = securityOf(loan.loanType);
  const tracker = closureTracker(loan, issuedOn);
  return {
    repaid: true,
    // A record from before accounts carried closure dates has none: the loan closed with its
    // last EMI, as loan-math closes it.
    closedOn: loan.closedOn ?? (schedule.at(-1)?.dueDate as string),
    instalmentsPaid: schedule.length,
    principalRepaidPaise: principal,
    interestPaidPaise: interest,
    totalRepaidPaise: principal + interest,
    security: tracker
      ? {
          kind: tracker.security,
          stage: tracker.stage,
          returnBy: tracker.returnBy,
          returnedOn: tracker.returnedOn,
          daysLate: tracker.daysLate,
          compensationPaise: tracker.compensationPaise,
        }
      : security && {
          kind: security,
          stage: null,
          returnBy: null,
          returnedOn: loan.securityReturnedOn,
          daysLate: 0,
          compensationPaise: 0,
        },
  };
}

export function noDuesCertificate(input: LoanDocumentInput): TypesetDocument {
  const content = noDuesCertificateContent(input);
  return loanDocument(input, {
    title: 'No-dues Certificate',
    hindiTitle: 'अदेयता प्रमाणपत्र',
    dated: date(input.issuedOn),
    content: content.repaid ? repaid(input, content) : notYetRepaid(input, content),
  });
}

type Repaid = Extract<NoDuesContent, { repaid: true }>;
type NotRepaid = Extract<NoDuesContent, { repaid: false }>;

function repaid(input: LoanDocumentInput, certificate: Repaid): Block[] {
  const { loan, borrower, lender, issuedOn } = input;
  const { closedOn, security } = certificate;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);

  return [
    paragraph(
      `This is to certify that ${borrower.holderName} has repaid ${loanName} account ${account} ` +
        `with ${lender.name} in full. The account was closed on ${date(closedOn)}, and nothing ` +
        'is due from the borrower under it.',
    ),
    section('Loan repaid'),
    termsTable(
      [
        ['Loan', `${loanName} ${account}`],
        ['Sanctioned on', date(loan.sanctionedOn)],
        ['Loan amount', money(loan.principalPaise)],
        ['Closed on', date(closedOn)],
        ['EMIs paid', String(certificate.instalmentsPaid)],
        ['Principal repaid', money(certificate.principalRepaidPaise)],
        ['Interest paid', money(certificate.interestPaidPaise)],
        ['Total repaid', money(certificate.totalRepaidPaise)],
      ],
      { emphasiseLast: true, valueAlignment: 'right' },
    ),
    section(security ? 'Original documents' : 'Security'),
    paragraph(
      security && isTracked(security)
        ? securityText(security, issuedOn)
        : security
          ? UNDATED_RELEASE[security.kind]
          : 'This was an unsecured loan: no security or original documents were held against it.',
    ),
    paragraph(
      loan.ownership === 'JOINT'
        ? 'This is a joint loan: the certificate is for the whole loan, for each of its borrowers.'
        : 'Please keep this certificate with your loan papers.',
    ),
    // The sign-off never stands alone on a page of its own.
    keepTogether([...grievanceContact(lender), signOff(lender)]),
  ];
}

type SecurityReturn = NonNullable<Repaid['security']>;
/** A secured loan's return the 30-day rule counts: it has a deadline and a stage. */
type TrackedReturn = SecurityReturn & {
  stage: NonNullable<SecurityReturn['stage']>;
  returnBy: string;
};

function isTracked(security: SecurityReturn): security is TrackedReturn {
  return security.stage !== null && security.returnBy !== null;
}

const RBI_DEADLINE = `within ${SECURITY_RETURN_DAYS} days of closure, RBI`;

/** The release of a secured loan's documents when the record has no closure date to count from. */
const UNDATED_RELEASE: Record<Security, string> = {
  property:
    'The original property documents (title deeds) held as security are returned, and any ' +
    `charge registered over the property removed, within ${SECURITY_RETURN_DAYS} days of closure (RBI).`,
  vehicle:
    'With the loan repaid, the hypothecation on your vehicle is removed and a no-objection ' +
    `certificate (Form 35) issued within ${SECURITY_RETURN_DAYS} days of closure (RBI).`,
};

/** Where the original documents of a repaid secured loan stand on the certificate's date. */
function securityText(tracker: TrackedReturn, issuedOn: string): string {
  const returnBy = date(tracker.returnBy);
  const returnedOn = date(tracker.returnedOn ?? issuedOn);
  const late =
    `${plural(tracker.daysLate, 'day', 'days')} late as on ${date(issuedOn)}. Under RBI rules, ` +
    `${money(DELAY_COMPENSATION_PER_DAY_PAISE)} is payable to you for each day of delay: ` +
    `${money(tracker.compensationPaise)} to date.`;
  if (tracker.kind === 'property') {
    const documents = 'The original property documents (title deeds) held as security';
    switch (tracker.stage) {
      case 'returned':
        return `${documents} were returned to you on ${returnedOn}.${lateReturn(tracker)}`;
      case 'waiting':
        return (
          `${documents} will be returned by ${returnBy} (${RBI_DEADLINE}), and any charge ` +
          'registered over the property removed.'
        );
      case 'late':
        return `${documents} were due to be returned by ${returnBy} (${RBI_DEADLINE}) and are ${late}`;
    }
  }
  switch (tracker.stage) {
    case 'returned':
      return (
        'The hypothecation on your vehicle was removed and a no-objection certificate (Form 35) ' +
        `issued on ${returnedOn}.${lateReturn(tracker)}`
      );
    case 'waiting':
      return (
        'With the loan repaid, the hypothecation on your vehicle will be removed and a ' +
        `no-objection certificate (Form 35) issued by ${returnBy} (${RBI_DEADLINE}).`
      );
    case 'late':
      return (
        'The hypothecation on your vehicle was due to be removed and a no-objection certificate ' +
        `(Form 35) issued by ${returnBy} (${RBI_DEADLINE}); this is ${late}`
      );
  }
}

/** For documents returned after the deadline: the delay, and what it is compensated with. */
function lateReturn(tracker: TrackedReturn): string {
  if (tracker.daysLate === 0) return '';
  return (
    ` This was ${plural(tracker.daysLate, 'day', 'days')} after ${date(tracker.returnBy)}, the ` +
    `last day allowed (${RBI_DEADLINE}): ${money(tracker.compensationPaise)} is payable to you ` +
    `as compensation (${money(DELAY_COMPENSATION_PER_DAY_PAISE)} a day).`
  );
}

function notYetRepaid(input: LoanDocumentInput, standing: NotRepaid): Block[] {
  const { loan, borrower, lender } = input;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);
  const facts: [string, string][] = [
    [
      `Principal outstanding as on ${date(standing.asOf)}`,
      money(standing.principalOutstandingPaise),
    ],
    ['EMIs paid', `${standing.instalmentsPaid} of ${loan.tenureMonths}`],
  ];
  if (standing.overduePaise > 0) {
    facts.push([
      `Overdue (${plural(standing.overdueInstalments, 'EMI', 'EMIs')} not paid)`,
      money(standing.overduePaise),
    ]);
  }
  if (standing.nextDueDate) facts.push(['Next EMI due on', date(standing.nextDueDate)]);

  return [
    paragraph(`Dear ${borrower.holderName},`),
    paragraph({
      text: `Subject: No-dues certificate for your ${loanName} account ${account}`,
      bold: true,
    }),
    paragraph(
      'A no-dues certificate cannot be issued for this account yet: as per our records, the loan ' +
        'has not been repaid in full.',
    ),
    section('Where the loan stands'),
    termsTable(facts, { valueAlignment: 'right' }),
    spacedGroup(
      [
        paragraph(
          'The no-dues certificate is issued once the loan is repaid in full. To repay it early, ' +
            'ask for a foreclosure letter: it states the amount payable to close the loan.',
        ),
        paragraph(
          'If you have already repaid this loan in full, please write to us with the proof of ' +
            'payment, and we will correct our records and issue the certificate.',
        ),
      ],
      10,
    ),
    keepTogether([...grievanceContact(lender), signOff(lender)]),
  ];
}
