import { routeTable } from './route-table.js';
import type * as schemas from './tax.js';

/** The tax pack's summary: one PDF of the borrower's loans over a financial year. */
export const TAX_ROUTES = routeTable<typeof schemas>()({
  taxSummary: {
    method: 'GET',
    path: '/tax-summary',
    tag: 'tax',
    summary: "A PDF of the signed-in borrower's loans over one financial year",
    query: 'taxSummaryQuery',
  },
});
