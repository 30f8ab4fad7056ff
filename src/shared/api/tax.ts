import { z } from 'zod';
import { isFinancialYear } from '../financial-year.js';

export { taxSummaryFileName } from './files.js';

/**
 * The tax pack: GET /api/tax-summary?year=2025-26 answers one PDF across the signed-in
 * borrower's loans for that financial year (interest certificates are documents of a batch).
 */

/** A financial year as tax forms write it: "2025-26" runs from April 2025 to March 2026. */
export const financialYear = z
  .string()
  .max(7, 'financialYearFormat')
  .refine(isFinancialYear, 'financialYearFormat');

export const taxSummaryQuery = z
  .object({
    /** The current year (provisional) or one of the eight before it; absent: the last complete one. */
    year: financialYear.optional(),
  })
  .strict();
export type TaxSummaryQuery = z.infer<typeof taxSummaryQuery>;
