import { useMutation } from '@tanstack/react-query';
import { TAX_SUMMARY_PATH, taxSummaryFileName } from '../../shared/api/files';
import { saveFile } from '../lib/download-link';
import { fetchFile } from './http';

/**
 * The tax summary of one financial year: a PDF the server makes from the borrower's loans,
 * handed to the browser to save under its file name.
 */
export function useTaxSummaryDownload() {
  return useMutation({
    mutationFn: async (financialYear: string) => {
      const pdf = await fetchFile(
        `${TAX_SUMMARY_PATH}?year=${encodeURIComponent(financialYear)}`,
        'application/pdf',
      );
      saveFile(pdf, taxSummaryFileName(financialYear));
      return financialYear;
    },
  });
}
