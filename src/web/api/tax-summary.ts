import { useMutation } from '@tanstack/react-query';
import { TAX_SUMMARY_PATH, taxSummaryFileName } from '../../shared/api/tax';
import { clickDownloadLink } from '../lib/download-link';
import { ApiError, readResponse } from './http';

/**
 * The tax summary of one financial year: a PDF the server makes from the borrower's loans. Asked
 * for with the session cookie and handed
 * to the browser to save under its file name. A refusal carries the server's sentence.
 */
export async function fetchTaxSummary(
  financialYear: string,
): Promise<{ pdf: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${TAX_SUMMARY_PATH}?year=${encodeURIComponent(financialYear)}`, {
      headers: {
        Accept: 'application/pdf, application/json',
        'Accept-Language': document.documentElement.lang || 'en',
      },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) await readResponse(response);
  return { pdf: await response.blob(), fileName: taxSummaryFileName(financialYear) };
}

/** Lets the browser save a PDF fetched by the page under its name. */
export function savePdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  clickDownloadLink(url, fileName);
  // The browser has taken the file by the next task; the address is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useTaxSummaryDownload() {
  return useMutation({
    mutationFn: async (financialYear: string) => {
      const { pdf, fileName } = await fetchTaxSummary(financialYear);
      savePdf(pdf, fileName);
      return financialYear;
    },
  });
}
