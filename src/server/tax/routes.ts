import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/tax.js';
import { taxSummaryFileName } from '../../shared/api/tax.js';
import { TAX_ROUTES } from '../../shared/api/tax-routes.js';
import { recordAudit } from '../audit/audit-log.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { indiaDate } from '../bureau/calendar.js';
import { taxSummary } from '../bureau/tax-summary.js';
import { reportForBorrower } from '../consent/bureau-report.js';
import { documentHolderName } from '../documents/document-generation.js';
import { fileHeaders } from '../documents/file-response.js';
import { sentence } from '../i18n/messages.js';
import { sessionBorrowerOf, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { taxSummaryDocument } from '../pdf/templates/tax-summary.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem } from '../platform/http-problem.js';
import { chosenFinancialYear } from './financial-year-choice.js';

/**
 * A PDF is laid out on each request (tens of milliseconds of CPU), so the summary is limited per
 * address and per borrower, well below what a borrower filing a return needs.
 */
export const TAX_RATE_LIMITS = {
  summaryPerIp: { max: 20, timeWindow: 60_000 },
  summaryPerBorrower: { max: 10, timeWindowMs: 60_000 },
} as const;

/** The tax pack's summary: GET /api/tax-summary. */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, TAX_ROUTES.taxSummary, {
      description:
        'Interest and principal per loan for the year (each exactly its interest certificate), ' +
        'from the loans of the borrower’s active bureau consent, and — as information only — ' +
        'the old-regime sections they usually relate to. `year` is the current financial year ' +
        '(provisional) or one of the eight before it; absent, the last complete year.',
      security: [{ bearer: [] }],
    }),
    config: { rateLimit: TAX_RATE_LIMITS.summaryPerIp },
    onRequest: app.requireBorrower,
    preHandler: subjectRateLimit(app, {
      name: 'tax-summary',
      max: TAX_RATE_LIMITS.summaryPerBorrower.max,
      timeWindowMs: TAX_RATE_LIMITS.summaryPerBorrower.timeWindowMs,
      subjectOf: sessionBorrowerOf,
    }),
    handler: async (request, reply) => {
      const borrower = borrowerOf(request);
      const now = app.clock.now();
      const today = indiaDate(now);
      const year = chosenFinancialYear(request.query.year, today);
      const report = await reportForBorrower(app, borrower).catch((error: unknown) => {
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
        throw new HttpProblem(
          404,
          'NOTHING_IN_YEAR',
          sentence('taxSummaryNothingInYear', { year }),
        );
      }
      const pdf = await app.renderer.render(
        taxSummaryDocument({
          summary,
          borrower: {
            holderName: await documentHolderName(app, borrower.panNumber, null),
            panNumber: borrower.panNumber,
          },
          issuedOn: today,
          reportDate: report.asOf,
          sandbox: app.config.sandbox,
          language: request.language,
        }),
        now,
      );
      await recordAudit(app.database.db, app.secrets.hmacKey, now, {
        kind: 'tax-summary.downloaded',
        panNumber: borrower.panNumber,
        detail: { financialYear: year, loans: summary.loans.length },
      });
      return fileHeaders(reply, {
        contentType: 'application/pdf',
        disposition: 'attachment',
        fileName: taxSummaryFileName(year),
      }).send(pdf);
    },
  });
};
