import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/tax.js';
import { taxSummaryFileName } from '../../shared/api/tax.js';
import { TAX_ROUTES } from '../../shared/api/tax-routes.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { fileHeaders } from '../documents/file-response.js';
import { sessionBorrowerOf, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { declaredRoute } from '../platform/declared-route.js';
import { taxSummaryPdf } from './tax-summary-service.js';

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
      const { pdf, year } = await taxSummaryPdf(app, borrowerOf(request), {
        year: request.query.year,
        language: request.language,
      });
      return fileHeaders(reply, {
        contentType: 'application/pdf',
        disposition: 'attachment',
        fileName: taxSummaryFileName(year),
      }).send(pdf);
    },
  });
};
