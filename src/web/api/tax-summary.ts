import { useMutation } from '@tanstack/react-query';
import { taxSummaryFileName } from '../../shared/api/files';
import { TAX_ROUTES } from '../../shared/api/tax-routes';
import { saveFile } from '../lib/download-link';
import { fetchFile, urlOf } from './http';

/**
 * The tax summary of one financial year: a PDF the server makes from the borrower's loans,
 * handed to the browser to save under its file name.
 */
export function useTaxSummaryDownload() {
  return useMutation({
    mutationFn: async (financialYear: string) => {
      const pdf = await fetchFile(
        urlOf(TAX_ROUTES.taxSummary, { query: { year: financialYear } }),
        'application/pdf',
      );
      saveFile(pdf, taxSummaryFileName(financialYear));
      return financialYear;
    },
  });
}
