import { addDays } from '../bureau/calendar.js';
import type { HeldDocument, LoanAccount } from '../bureau/credit-report.js';
import { securityOf } from '../bureau/loan-closure.js';
import { seededRandom } from './prng.js';

/**
 * What a sandbox lender holds against a running secured loan, as an Indian lender's list of
 * documents held reads: for a house, the title chain, the agreement, approvals and the deposit
 * of title deeds (an equitable mortgage); for a vehicle, the hypothecation papers. The same
 * loan always gets the same list (references are drawn from its id). A repaid loan's papers
 * went back, and an unsecured loan has none.
 */
export function sandboxDocumentsHeld(
  account: Pick<
    LoanAccount,
    'loanId' | 'lenderId' | 'loanType' | 'status' | 'sanctionedOn' | 'disbursedOn' | 'bankName'
  >,
): HeldDocument[] {
  const security = securityOf(account.loanType);
  if (!security || account.status === 'CLOSED') return [];
  const random = seededRandom(`documents-held:${account.lenderId}:${account.loanId}`);
  const year = account.sanctionedOn.slice(0, 4);
  const received = account.disbursedOn;
  if (security === 'vehicle') {
    return [
      {
        kind: 'agreement',
        title: 'Loan-cum-hypothecation agreement',
        form: 'ORIGINAL',
        reference: null,
        receivedOn: account.sanctionedOn,
      },
      {
        kind: 'vehicle_registration',
        title: `Registration certificate (RC) endorsed with hypothecation to ${account.bankName}`,
        form: 'COPY',
        reference: `MH${random.digits(2)} ${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))} ${random.digits(4)}`,
        receivedOn: addDays(received, random.int(10, 30)),
      },
      {
        kind: 'receipt',
        title: 'Dealer’s tax invoice for the vehicle',
        form: 'COPY',
        reference: `INV/${year}/${random.digits(5)}`,
        receivedOn: received,
      },
      {
        kind: 'insurance',
        title: `Motor insurance policy naming ${account.bankName} as loss payee`,
        form: 'COPY',
        reference: `${random.digits(4)}/${random.digits(8)}`,
        receivedOn: received,
      },
      {
        kind: 'other',
        title: 'Form 35 (termination of hypothecation), signed by the borrower, undated',
        form: 'ORIGINAL',
        reference: null,
        receivedOn: account.sanctionedOn,
      },
    ];
  }
  const deed = `${random.int(1000, 9999)}/${year}`;
  return [
    {
      kind: 'title_deed',
      title: 'Registered sale deed of the property',
      form: 'ORIGINAL',
      reference: `Doc. no. ${deed}`,
      receivedOn: received,
    },
    {
      kind: 'title_deed',
      title: 'Chain of title deeds (earlier sale deeds, 30 years)',
      form: 'ORIGINAL',
      reference: null,
      receivedOn: received,
    },
    {
      kind: 'agreement',
      title: 'Registered agreement for sale',
      form: 'ORIGINAL',
      reference: `Doc. no. ${random.int(1000, 9999)}/${year}`,
      receivedOn: received,
    },
    {
      kind: 'other',
      title: 'Memorandum of deposit of title deeds (equitable mortgage)',
      form: 'ORIGINAL',
      reference: null,
      receivedOn: received,
    },
    {
      kind: 'approval',
      title: 'Approved building plan and occupancy certificate',
      form: 'CERTIFIED_COPY',
      reference: `BP/${year}/${random.digits(4)}`,
      receivedOn: account.sanctionedOn,
    },
    {
      kind: 'approval',
      title: 'Encumbrance certificate (13 years)',
      form: 'ORIGINAL',
      reference: `EC/${year}/${random.digits(6)}`,
      receivedOn: account.sanctionedOn,
    },
    {
      kind: 'receipt',
      title: 'Property tax receipt for the year of purchase',
      form: 'COPY',
      reference: null,
      receivedOn: account.sanctionedOn,
    },
  ];
}
