import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cibilReportBody, cibilReportResponse, loansResponse } from '../../shared/api/loans.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { reportForBorrower } from '../consent/bureau-report.js';
import { notFound } from '../plugins/errors.js';
import { findLender } from '../sandbox/lenders.js';
import { bankInitials, cibilReportView, loansView } from './loan-views.js';

/** The borrower's loans from the stored bureau report: GET /api/loans, POST /api/cibil-report. */
export const loansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loans',
    {
      schema: {
        tags: ['loans'],
        summary: "The borrower's loan accounts and credit score (PAN from the token)",
        security: [{ bearer: [] }],
        response: { 200: loansResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request) => loansView(await reportForBorrower(app, borrowerOf(request))),
  );

  app.post(
    '/cibil-report',
    {
      schema: {
        tags: ['loans'],
        summary: 'The credit report in the older dashboard shape',
        security: [{ bearer: [] }],
        body: cibilReportBody,
        response: { 200: cibilReportResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const borrower = borrowerOf(request);
      // Only the token's own PAN: any other answers as if it had no report.
      if (request.body.pan_number.toUpperCase() !== borrower.panNumber) {
        throw notFound('No credit report was found for this PAN.');
      }
      const report = await reportForBorrower(app, borrower);
      return cibilReportView(
        report,
        (account) => findLender(account.lenderId)?.shortName ?? bankInitials(account.bankName),
      );
    },
  );
};
