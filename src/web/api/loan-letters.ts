import { useMutation } from '@tanstack/react-query';
import {
  cersaiLetterFileName,
  chargesLetterFileName,
  closureLetterFileName,
  disputeLetterFileName,
  disputeSummaryFileName,
  form35FileName,
} from '../../shared/api/files';
import type { DisputeLetter, Loan } from '../../shared/api/loans';
import { LOANS_ROUTES } from '../../shared/api/loans-routes';
import { saveFile } from '../lib/download-link';
import { fetchFile, urlOf } from './http';

/**
 * The PDFs the server prefills about one loan — the letters to the lender's grievance officer for
 * a repaid loan's documents, its charge's satisfaction at CERSAI and questioned charges back,
 * Form 35 for a repaid vehicle loan, the summary for a dispute with the credit bureau, the letters
 * a dispute's missed clocks give — handed to the browser to save under their file names.
 */
const LETTERS = {
  'closure-letter': {
    url: (loanId: string) => urlOf(LOANS_ROUTES.closureLetter, { params: { loanId } }),
    fileName: closureLetterFileName,
  },
  'cersai-letter': {
    url: (loanId: string) => urlOf(LOANS_ROUTES.cersaiLetter, { params: { loanId } }),
    fileName: cersaiLetterFileName,
  },
  'form-35': {
    url: (loanId: string) => urlOf(LOANS_ROUTES.form35, { params: { loanId } }),
    fileName: form35FileName,
  },
  'charges-letter': {
    url: (loanId: string) => urlOf(LOANS_ROUTES.chargesLetter, { params: { loanId } }),
    fileName: chargesLetterFileName,
  },
  'dispute-summary': {
    url: (loanId: string) => urlOf(LOANS_ROUTES.disputeSummary, { params: { loanId } }),
    fileName: disputeSummaryFileName,
  },
  'dispute-lender': disputeLetter('lender'),
  'dispute-bureau': disputeLetter('bureau'),
  'dispute-ombudsman': disputeLetter('ombudsman'),
} as const;

/** The letter of a dispute's missed clock, to whom it goes. */
function disputeLetter(to: DisputeLetter) {
  return {
    url: (loanId: string) => urlOf(LOANS_ROUTES.disputeLetter, { params: { loanId, to } }),
    fileName: (bankName: string, accountId: string) =>
      disputeLetterFileName(to, bankName, accountId),
  };
}

export type LoanLetter = keyof typeof LETTERS;

export function useLoanLetterDownload(letter: LoanLetter) {
  return useMutation({
    mutationFn: async (loan: Pick<Loan, 'loanId' | 'bankName' | 'accountId'>) => {
      const { url, fileName } = LETTERS[letter];
      const pdf = await fetchFile(url(loan.loanId), 'application/pdf');
      saveFile(pdf, fileName(loan.bankName, loan.accountId));
      return loan;
    },
  });
}
