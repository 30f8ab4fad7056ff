import { maskAccountNumber } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  CERSAI_SATISFACTION_DAYS,
  CERSAI_SEARCH_URL,
  cersaiFileBy,
} from '../../bureau/loan-closure.js';
import { borrowerSummaryDocument, date, LOAN_TYPE_NAMES, paragraph } from '../layout.js';
import {
  borrowerSignature,
  COMPLAINTS_PORTAL,
  grievanceOfficerAddress,
  OMBUDSMAN_SCHEME,
} from '../letter-parts.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

/**
 * The borrower's letter to the lender's grievance redressal officer asking it to file, with
 * CERSAI, the satisfaction of the charge it registered over the house of a repaid home loan:
 * within 30 days of repayment, and a copy of the filing to the borrower. Prepared by the service
 * for the borrower to sign and send, not issued by a lender.
 */

export interface CersaiLetterInput {
  /** A repaid home loan: `closedOn` is the day it was repaid. */
  loan: LoanAccount & { closedOn: string };
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** ISO date the letter is prepared on. */
  issuedOn: string;
  sandbox: boolean;
}

const CERSAI =
  'the Central Registry of Securitisation Asset Reconstruction and Security Interest of India (CERSAI)';

export function cersaiSatisfactionLetter(input: CersaiLetterInput): TypesetDocument {
  const { loan, borrower, lender, issuedOn } = input;
  const loanName = LOAN_TYPE_NAMES[loan.loanType];
  const account = maskAccountNumber(loan.accountNumber);
  const closedOn = date(loan.closedOn);
  const fileBy = cersaiFileBy(loan.closedOn);
  const passed = issuedOn > fileBy;

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        ['Loan account', `${loanName} ${account}`],
        ['Lender', lender.name],
        ['Closed on', closedOn],
        ['Satisfaction due by', date(fileBy)],
      ],
      source: `From the record of this loan on your credit report, and the ${CERSAI_SATISFACTION_DAYS}-day time for filing a satisfaction with CERSAI`,
      sandbox: input.sandbox,
    },
    {
      title: 'Request to file satisfaction of charge with CERSAI',
      hindiTitle: 'CERSAI में चार्ज की संतुष्टि दर्ज करने का अनुरोध',
      dated: date(issuedOn),
      content: [
        grievanceOfficerAddress(lender),
        paragraph({
          text: `Subject: Satisfaction of the charge over my property at CERSAI — ${loanName} account ${account} closed on ${closedOn}`,
          bold: true,
        }),
        paragraph('Dear Sir or Madam,'),
        paragraph(
          `My ${loanName} account ${account} was repaid in full on ${closedOn}. The charge you ` +
            `registered over the property that secured it with ${CERSAI} must be marked ` +
            `satisfied: you are to file its satisfaction within ${CERSAI_SATISFACTION_DAYS} days ` +
            `of repayment — for this loan, by ${date(fileBy)}. The Reserve Bank of India’s ` +
            'circular of 13 September 2023 on the release of property documents likewise requires ' +
            'a lender to remove any charge registered with any registry on full repayment.',
        ),
        paragraph(
          passed
            ? `As on ${date(issuedOn)}, that date has passed. I request you to file the ` +
                'satisfaction without further delay, and to send me a copy of the filing with ' +
                'its CERSAI transaction reference.'
            : `I request you to file the satisfaction by ${date(fileBy)}, and to send me a copy ` +
                'of the filing with its CERSAI transaction reference.',
        ),
        paragraph(
          `I will check the charge on CERSAI’s public search (${CERSAI_SEARCH_URL}, search by ` +
            'borrower or by asset). If it is still shown as subsisting, or this is not resolved ' +
            'within 30 days of this letter, I may complain to the RBI Ombudsman under the ' +
            `${OMBUDSMAN_SCHEME} (${COMPLAINTS_PORTAL}).`,
        ),
        borrowerSignature({
          borrower,
          lender,
          enclosure: 'no-dues certificate or final statement of account (if you have it)',
        }),
      ],
    },
  );
}
