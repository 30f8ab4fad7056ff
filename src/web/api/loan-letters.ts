import { useMutation } from '@tanstack/react-query';
import {
  closureLetterFileName,
  closureLetterPath,
  disputeSummaryFileName,
  disputeSummaryPath,
} from '../../shared/api/files';
import type { Loan } from '../../shared/api/loans';
import { saveFile } from '../lib/download-link';
import { fetchFile } from './http';

/**
 * The PDFs the server prefills about one loan — the letter to the lender's grievance officer for
 * a repaid loan's documents, the summary for a dispute with the credit bureau — handed to the
 * browser to save under their file names.
 */
const LETTERS = {
  'closure-letter': { path: closureLetterPath, fileName: closureLetterFileName },
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
