import { useMutation } from '@tanstack/react-query';
import {
  cersaiLetterFileName,
  cersaiLetterPath,
  chargesLetterFileName,
  chargesLetterPath,
  closureLetterFileName,
  closureLetterPath,
  disputeLetterFileName,
  disputeLetterPath,
  disputeSummaryFileName,
  disputeSummaryPath,
  form35FileName,
  form35Path,
} from '../../shared/api/files';
import type { Loan } from '../../shared/api/loans';
import { saveFile } from '../lib/download-link';
import { fetchFile } from './http';

/**
 * The PDFs the server prefills about one loan — the letters to the lender's grievance officer for
 * a repaid loan's documents, its charge's satisfaction at CERSAI and questioned charges back,
 * Form 35 for a repaid vehicle loan, the summary for a dispute with the credit bureau, the letters
 * a dispute's missed clocks give — handed to the browser to save under their file names.
 */
const LETTERS = {
  'closure-letter': { path: closureLetterPath, fileName: closureLetterFileName },
  'cersai-letter': { path: cersaiLetterPath, fileName: cersaiLetterFileName },
  'form-35': { path: form35Path, fileName: form35FileName },
  'charges-letter': { path: chargesLetterPath, fileName: chargesLetterFileName },
  'dispute-summary': { path: disputeSummaryPath, fileName: disputeSummaryFileName },
  'dispute-lender': {
    path: (loanId: string) => disputeLetterPath(loanId, 'lender'),
    fileName: (bankName: string, accountId: string) =>
      disputeLetterFileName('lender', bankName, accountId),
  },
  'dispute-bureau': {
    path: (loanId: string) => disputeLetterPath(loanId, 'bureau'),
    fileName: (bankName: string, accountId: string) =>
      disputeLetterFileName('bureau', bankName, accountId),
  },
  'dispute-ombudsman': {
    path: (loanId: string) => disputeLetterPath(loanId, 'ombudsman'),
    fileName: (bankName: string, accountId: string) =>
      disputeLetterFileName('ombudsman', bankName, accountId),
  },
} as const;

export type LoanLetter = keyof typeof LETTERS;

export function useLoanLetterDownload(letter: LoanLetter) {
  return useMutation({
    mutationFn: async (loan: Pick<Loan, 'loanId' | 'bankName' | 'accountId'>) => {
      const { path, fileName } = LETTERS[letter];
      const pdf = await fetchFile(path(loan.loanId), 'application/pdf');
      saveFile(pdf, fileName(loan.bankName, loan.accountId));
      return loan;
    },
  });
}
