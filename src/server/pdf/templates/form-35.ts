import { maskAccountNumber } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  borrowerSummaryDocument,
  date,
  LOAN_TYPE_NAMES,
  lines,
  note,
  paragraph,
  SERVICE_NAME,
  termsTable,
} from '../layout.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * Form 35 of the Central Motor Vehicles Rules, 1989 (rule 61(1)): the owner's and the
 * financier's notice to the registering authority that the hypothecation of a vehicle has ended,
 * so that it is removed from the registration certificate. Prefilled from a repaid vehicle loan;
 * what no loan record holds (the registration, chassis and engine numbers, the authority) is left
 * as a line to fill in. Prepared by the service; the owner and the financier sign it.
 */

export interface Form35Input {
  /** A repaid vehicle loan: `closedOn` is the day the agreement ended. */
  loan: LoanAccount & { closedOn: string };
  /** The registered owner (the borrower). */
  borrower: { holderName: string; panNumber: string };
  /** The financier. */
  lender: LenderLetterhead;
  /** The vehicle's registration number when known; a line to fill in otherwise. */
  registrationNumber?: string | null;
  /** ISO date the form is prepared on. */
  issuedOn: string;
  sandbox: boolean;
}

const BLANK = '______________________________';

export function form35(input: Form35Input): TypesetDocument {
  const { loan, borrower, lender, issuedOn } = input;
  const account = maskAccountNumber(loan.accountNumber);
  const endedOn = date(loan.closedOn);
  const financier = [lender.name, lender.city].filter(Boolean).join(', ');

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        ['Loan account', `${LOAN_TYPE_NAMES[loan.loanType]} ${account}`],
        ['Financier', lender.name],
        ['Agreement ended on', endedOn],
      ],
      source: 'From the record of this loan on your credit report; the form is that of rule 61(1)',
      sandbox: input.sandbox,
    },
    {
      title: 'Form 35',
      hindiTitle: 'फ़ॉर्म 35 — हाइपोथिकेशन समाप्ति की सूचना',
      dated: date(issuedOn),
      content: [
        lines(
          [
            { text: 'FORM 35', bold: true },
            '[See rule 61(1) of the Central Motor Vehicles Rules, 1989]',
            {
              text: 'Notice of termination of an agreement of hire-purchase/lease/hypothecation',
              bold: true,
            },
            { text: '(To be made in duplicate)', muted: true },
          ],
          { alignment: 'center' },
        ),
        lines([
          'To',
          'The Registering Authority',
          `${BLANK} (the RTO where the vehicle is registered)`,
        ]),
        paragraph(
          'We hereby declare that the agreement of hypothecation entered into between us in ' +
            `respect of the vehicle whose particulars are given below has been terminated on ${endedOn}. ` +
            'We therefore request that the endorsement of hypothecation in the certificate of ' +
            'registration be cancelled.',
        ),
        particulars([
          ['Registration number', input.registrationNumber || BLANK],
          ['Chassis number', BLANK],
          ['Engine number', BLANK],
          ['Name of the registered owner', borrower.holderName],
          ['Name and address of the financier', `${financier} ${BLANK}`],
          ['Loan account with the financier', account],
          ['Agreement ended on', endedOn],
        ]),
        {
          kind: 'signatures',
          parties: [
            { label: 'Signature of the registered owner', name: borrower.holderName },
            { label: 'Signature of the financier (with seal)', name: `For ${lender.name}` },
          ],
        },
        note(
          'Enclosures: certificate of registration; no-objection certificate from the financier; ' +
            'certificate of insurance; pollution under control certificate. Submit at the RTO, or ' +
            'apply online on Parivahan (VAHAN) under hypothecation termination.',
          16,
        ),
        note(
          `Prepared by ${SERVICE_NAME} from your loan record for you and your financier to ` +
            'complete and sign. No lender or registering authority issued it.',
          6,
        ),
      ],
    },
  );
}

/** The form's particulars: a label and its value (or a line to fill in) on each row. */
function particulars(rows: readonly (readonly [string, string])[]): Block {
  return termsTable(rows, { widths: [170, '*'], plain: true });
}
