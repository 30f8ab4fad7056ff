import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import { taxSummary } from '../bureau/tax-summary.js';
import { type BureauReportServices, reportForBorrower } from '../consent/bureau-report.js';
import { type DocumentServices, documentHolderName } from '../documents/document-generation.js';
import type { DocumentRenderer } from '../documents/render-pool.js';
import { type Language, sentence } from '../i18n/messages.js';
import { taxSummaryDocument } from '../pdf/templates/tax-summary.js';
import { HttpProblem } from '../platform/http-problem.js';
import { chosenFinancialYear } from './financial-year-choice.js';

/** What the tax summary uses: the credit report, the borrower's name, the render pool. */
export type TaxSummaryServices = BureauReportServices &
  DocumentServices & { renderer: DocumentRenderer };

/**
 * The tax pack's summary for a financial year (the last complete one when none is asked for):
 * interest and principal per loan of the borrower's active bureau consent, typeset in their
 * language, its download written to their activity log. Says what to do when there is no
 * consent, no loan, or nothing in the year.
 */
export async function taxSummaryPdf(
  services: TaxSummaryServices,
  borrower: Borrower,
  request: { year: string | undefined; language: Language },
): Promise<{ pdf: Uint8Array; year: string }> {
  const now = services.clock.now();
  const today = indiaDate(now);
  const year = chosenFinancialYear(request.year, today);
  const report = await reportForBorrower(services, borrower).catch((error: unknown) => {
    if (error instanceof HttpProblem && error.code === 'CONSENT_REQUIRED') {
      throw new HttpProblem(409, 'CONSENT_REQUIRED', sentence('taxSummaryConsentNeeded'));
    }
    throw error;
  });
  if (report.accounts.length === 0) {
    throw new HttpProblem(404, 'NO_LOANS', sentence('taxSummaryNoLoans'));
  }
  const summary = taxSummary(report.accounts, year, today);
  if (summary.loans.length === 0) {
    throw new HttpProblem(404, 'NOTHING_IN_YEAR', sentence('taxSummaryNothingInYear', { year }));
  }
  const pdf = await services.renderer.render(
    taxSummaryDocument({
      summary,
      borrower: {
        holderName: await documentHolderName(services, borrower.panNumber, null),
        panNumber: borrower.panNumber,
      },
      issuedOn: today,
      reportDate: report.asOf,
      sandbox: services.config.sandbox,
      language: request.language,
    }),
    now,
  );
  await recordAudit(services.database.db, services.secrets.hmacKey, now, {
    kind: 'tax-summary.downloaded',
    panNumber: borrower.panNumber,
    detail: { financialYear: year, loans: summary.loans.length },
  });
  return { pdf, year };
}
