import { useMutation } from '@tanstack/react-query';
import {
  cersaiLetterFileName,
  cersaiLetterPath,
  chargesLetterFileName,
  chargesLetterPath,
  closureLetterFileName,
  closureLetterPath,
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
 * Form 35 for a repaid vehicle loan, the summary for a dispute with the
 * credit bureau — handed to the browser to save under their file names.
 */
const LETTERS = {
  'closure-letter': { path: closureLetterPath, fileName: closureLetterFileName },
  'cersai-letter': { path: cersaiLetterPath, fileName: cersaiLetterFileName },
  'form-35': { path: form35Path, fileName: form35FileName },
  'charges-letter': { path: chargesLetterPath, fileName: chargesLetterFileName },
  'dispute-summary': { path: disputeSummaryPath, fileName: disputeSummaryFileName },
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
