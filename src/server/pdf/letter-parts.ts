import type { Content } from 'pdfmake/interfaces';
import { maskPan } from '../../shared/format.js';
import { SERVICE_NAME } from './layout.js';
import type { LenderLetterhead } from './loan-document-input.js';

/**
 * What every letter a borrower sends a lender's grievance officer shares: the address, the
 * signature with the PAN masked and what goes with the letter, and where a complaint goes next.
 */

export const OMBUDSMAN_SCHEME = 'Reserve Bank – Integrated Ombudsman Scheme, 2021';
export const COMPLAINTS_PORTAL = 'https://cms.rbi.org.in';

/** "To / The Grievance Redressal Officer / <lender> / <city> / Email: …" */
export function grievanceOfficerAddress(lender: LenderLetterhead): Content {
  return {
    style: 'paragraph',
    stack: [
      'To',
      'The Grievance Redressal Officer',
      { text: lender.name, bold: true },
      ...(lender.city ? [lender.city] : []),
      `Email: ${lender.grievanceEmail}`,
    ],
  };
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
}): Content {
  return {
    unbreakable: true,
    margin: [0, 8, 0, 0],
    stack: [
      'Yours faithfully,',
      { text: input.borrower.holderName, bold: true, margin: [0, 24, 0, 0] },
      `PAN: ${maskPan(input.borrower.panNumber)}`,
      ...(input.enclosure
        ? [{ text: `Enclosure: ${input.enclosure}`, margin: [0, 12, 0, 0] } satisfies Content]
        : []),
      {
        text:
          `Prepared by ${SERVICE_NAME} from your loan records for you to check, sign and ` +
          `send to ${input.sendTo ?? input.lender.grievanceEmail}. It is your letter: no lender issued it.`,
        style: 'small',
        margin: [0, 12, 0, 0],
      },
    ],
  };
}
