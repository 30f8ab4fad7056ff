import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cibilReportBody, cibilReportResponse, loansResponse } from '../../shared/api/loans.js';
import { panFromInput } from '../../shared/pan.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { reportForBorrower } from '../bureau/bureau-report.js';
import { notFound } from '../http-problem.js';
import { sentence } from '../i18n/messages.js';
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
      if (panFromInput(request.body.pan_number) !== borrower.panNumber) {
        throw notFound(sentence('reportNotFound'));
      }
      const report = await reportForBorrower(app, borrower);
      // Whose report it is, now that the borrower has proven it is theirs; unknown is fine.
      const holder = await app.providers.panRegistry
        .findHolder(borrower.panNumber)
        .catch(() => null);
      return cibilReportView(
        report,
        holder?.holderName ?? null,
        (account) =>
          app.providers.lenderDirectory.find(account.lenderId)?.shortName ??
          bankInitials(account.bankName),
      );
    },
  );
};
