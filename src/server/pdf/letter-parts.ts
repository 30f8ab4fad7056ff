import { maskPan } from '../../shared/format.js';
import { keepTogether, lines, note, SERVICE_NAME } from './layout.js';
import type { LenderLetterhead } from './loan-document-input.js';
import type { Block } from './typeset/document-model.js';

/**
 * What every letter a borrower sends a lender's grievance officer shares: the address, the
 * signature with the PAN masked and what goes with the letter, and where a complaint goes next.
 */

export const OMBUDSMAN_SCHEME = 'Reserve Bank – Integrated Ombudsman Scheme, 2021';
export const COMPLAINTS_PORTAL = 'https://cms.rbi.org.in';

/** "To / The Grievance Redressal Officer / <lender> / <city> / Email: …" */
export function grievanceOfficerAddress(lender: LenderLetterhead): Block {
  return lines([
    'To',
    'The Grievance Redressal Officer',
    { text: lender.name, bold: true },
    ...(lender.city ? [lender.city] : []),
    `Email: ${lender.grievanceEmail}`,
  ]);
}

/**
 * The borrower's signature, PAN masked, what is enclosed, and a line saying the service prepared
 * the letter for the borrower to send. Never stands alone on a page of its own.
 */
export function borrowerSignature(input: {
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** What goes with the letter; none when absent. */
  enclosure?: string;
  /** Where the borrower sends it, when not to the lender's grievance email. */
  sendTo?: string;
}): Block {
  const prepared =
    `Prepared by ${SERVICE_NAME} from your loan records for you to check, sign and ` +
    `send to ${input.sendTo ?? input.lender.grievanceEmail}. It is your letter: no lender issued it.`;
  const signed = [
    'Yours faithfully,',
    { text: input.borrower.holderName, bold: true },
    `PAN: ${maskPan(input.borrower.panNumber)}`,
  ];
  return keepTogether(
    [
      lines(input.enclosure ? [...signed, `Enclosure: ${input.enclosure}`] : signed, {
        gapsBefore: input.enclosure ? { 1: 24, 3: 12 } : { 1: 24 },
      }),
      note(prepared, 12),
    ],
    8,
  );
}
