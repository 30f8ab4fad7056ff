import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/loans.js';
import { LOANS_ROUTES } from '../../shared/api/loans-routes.js';
import type { RouteDeclaration } from '../../shared/api/route-table.js';
import { panFromInput } from '../../shared/pan.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { indiaDate } from '../bureau/calendar.js';
import { reportForBorrower } from '../consent/bureau-report.js';
import { fileHeaders } from '../documents/file-response.js';
import { latestLenderStatements } from '../documents/lender-records.js';
import { sentence } from '../i18n/messages.js';
import { sessionBorrowerOf, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { declaredRoute } from '../platform/declared-route.js';
import { notFound } from '../platform/http-problem.js';
import { reportWithReturns } from './borrower-loan.js';
import { fileDispute, resolveLoanDispute } from './dispute-service.js';
import { borrowerDisputes } from './disputes.js';
import {
  cersaiLetterPdf,
  chargesLetterPdf,
  closureLetterPdf,
  disputeLetterPdf,
  disputeSummaryPdf,
  form35Pdf,
  type LoanLetterPdf,
} from './loan-letters.js';
import { bankInitials, cibilReportView, loansView } from './loan-views.js';
import { recordReturnedDocuments } from './security-return-service.js';

/** A PDF is laid out on each request (tens of milliseconds of CPU), so each kind is limited. */
export const LOAN_PDF_RATE_LIMITS = {
  perIp: { max: 20, timeWindow: 60_000 },
  perBorrower: { max: 10, timeWindowMs: 60_000 },
} as const;

/**
 * The borrower's loans from the stored bureau report (GET /api/loans, POST /api/cibil-report),
 * and what they can do about one loan's records: the letter for a repaid loan's documents, the
 * letter for its charge's satisfaction at CERSAI (a house), Form 35 (a vehicle), the day those
 * came back, the summary for a dispute with the bureau, the dispute itself on the RBI's clocks
 * and its letters, the letter asking for questioned charges back.
 */
export const loansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, LOANS_ROUTES.loans, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const borrower = borrowerOf(request);
      const report = await reportWithReturns(app, borrower);
      const statements = await latestLenderStatements(
        app.database.db,
        app.secrets,
        borrower.panDigest,
      );
      return loansView(
        report,
        indiaDate(app.clock.now()),
        new Map(
          [...statements].map(([loanId, statement]) => [
            loanId,
            { record: statement.record, generatedOn: indiaDate(statement.generatedAt) },
          ]),
        ),
        await borrowerDisputes(app.database.db, borrower.panDigest),
      );
    },
  });

  app.route({
    ...declaredRoute(schemas, LOANS_ROUTES.cibilReport, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request) => {
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
  });

  app.route({
    ...loanPdfRoute(
      app,
      'closure-letter',
      LOANS_ROUTES.closureLetter,
      'A PDF, prefilled and dated today, from the borrower to the lender’s grievance officer: ' +
        'the loan was repaid on its closure date, the original documents are due back within 30 ' +
        'days (RBI), and after that ₹5,000 a day is owed. Only for a repaid home or vehicle loan ' +
        'of the borrower’s report whose documents are not back, or came back late.',
    ),
    handler: async (request, reply) =>
      sendLetter(
        reply,
        await closureLetterPdf(app, borrowerOf(request), request.params.loanId, request.language),
      ),
  });

  app.route({
    ...loanPdfRoute(
      app,
      'cersai-letter',
      LOANS_ROUTES.cersaiLetter,
      'A PDF, prefilled and dated today, from the borrower to the lender’s grievance officer: ' +
        'the home loan was repaid on its closure date, and the lender is to file with CERSAI the ' +
        'satisfaction of its charge over the house within 30 days of it and send a copy. Only for ' +
        'a repaid home loan of the borrower’s report (or one its lender’s statement shows repaid).',
    ),
    handler: async (request, reply) =>
      sendLetter(reply, await cersaiLetterPdf(app, borrowerOf(request), request.params.loanId)),
  });

  app.route({
    ...loanPdfRoute(
      app,
      'form-35',
      LOANS_ROUTES.form35,
      'A PDF of Form 35 (Central Motor Vehicles Rules, 1989, rule 61(1)), the notice of ' +
        'termination of the hypothecation, prefilled with the owner, the financier and the day ' +
        'the loan was repaid; the registration, chassis and engine numbers are left to fill in. ' +
        'Only for a repaid vehicle loan of the borrower’s report (or one its lender’s statement ' +
        'shows repaid).',
    ),
    handler: async (request, reply) =>
      sendLetter(reply, await form35Pdf(app, borrowerOf(request), request.params.loanId)),
  });

  app.route({
    ...declaredRoute(schemas, LOANS_ROUTES.securityReturn, {
      description:
        'Records the day (between the closure and today) the original documents of a repaid ' +
        'home or vehicle loan came back, when the lender’s record does not say; the tracker ' +
        'stops counting the delay on that day. Sent again, it replaces the day.',
      security: [{ bearer: [] }],
    }),
    config: { rateLimit: LOAN_PDF_RATE_LIMITS.perIp },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const { loanId } = request.params;
      const { returnedOn } = request.body;
      const closure = await recordReturnedDocuments(app, borrowerOf(request), loanId, returnedOn);
      return { success: true as const, closure };
    },
  });

  app.route({
    ...loanPdfRoute(
      app,
      'dispute-summary',
      LOANS_ROUTES.disputeSummary,
      'A PDF setting what the credit report shows of the loan (status, outstanding, days past ' +
        'due) against what the lender’s newest statement of account shows, with that statement ' +
        'as evidence and the RBI’s 30-day rule. Only when the two records differ.',
    ),
    handler: async (request, reply) =>
      sendLetter(
        reply,
        await disputeSummaryPdf(app, borrowerOf(request), request.params.loanId, request.language),
      ),
  });

  app.route({
    ...declaredRoute(schemas, LOANS_ROUTES.fileDispute, {
      description:
        'Records that the borrower raised a dispute about how their credit report shows the ' +
        'loan, with the credit bureau, the lender or both, on `filed_on` (not before the loan ' +
        'was opened, not after today). From that day the RBI’s clocks run: the lender’s ' +
        'correction within 21 days, the resolution within 30, then ₹100 a day. One open ' +
        'dispute per loan: another while it is open is a 409.',
      security: [{ bearer: [] }],
    }),
    config: { rateLimit: LOAN_PDF_RATE_LIMITS.perIp },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const dispute = await fileDispute(app, borrowerOf(request), request.params.loanId, {
        against: request.body.against,
        filedOn: request.body.filed_on,
      });
      return { success: true as const, dispute };
    },
  });

  app.route({
    ...declaredRoute(schemas, LOANS_ROUTES.resolveDispute, {
      description:
        'Closes the loan’s open dispute once the credit report read under the borrower’s ' +
        'newest bureau consent agrees with the lender’s newest statement of account (the ' +
        'record check finds no difference); the clocks stop that day. Otherwise a 409 says ' +
        'so and the dispute stays open: refresh the credit report (a new consent) first.',
      security: [{ bearer: [] }],
    }),
    config: { rateLimit: LOAN_PDF_RATE_LIMITS.perIp },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const dispute = await resolveLoanDispute(app, borrowerOf(request), request.params.loanId);
      return { success: true as const, dispute };
    },
  });

  app.route({
    ...loanPdfRoute(
      app,
      'dispute-letter',
      LOANS_ROUTES.disputeLetter,
      'A PDF, prefilled and dated today, for the loan’s open dispute once one of the RBI’s ' +
        'clocks is missed: `lender`, to the lender’s nodal officer (after its 21 days to send ' +
        'the correction); `bureau`, to the credit bureau’s nodal officer (after the 30 days, ' +
        'when the dispute was raised with the bureau); `ombudsman`, the complaint for the RBI ' +
        'Ombudsman at cms.rbi.org.in (after the 30 days). With the differences the record ' +
        'check found, the dates and the ₹100 a day owed. 409 before its clock is missed.',
    ),
    handler: async (request, reply) => {
      const { loanId, to } = request.params;
      return sendLetter(reply, await disputeLetterPdf(app, borrowerOf(request), loanId, to));
    },
  });

  app.route({
    ...loanPdfRoute(
      app,
      'charges-letter',
      LOANS_ROUTES.chargesLetter,
      'A PDF, prefilled and dated today, from the borrower to the lender’s grievance officer: ' +
        'each charge on the lender’s newest statement of account that the sanction letter’s Key ' +
        'Fact Statement did not agree, or that the RBI does not allow, with its date, amount and ' +
        'why; a refund of their total within 30 days; the RBI Ombudsman after that. Only when ' +
        'the charges check flags a charge.',
    ),
    handler: async (request, reply) =>
      sendLetter(
        reply,
        await chargesLetterPdf(app, borrowerOf(request), request.params.loanId, request.language),
      ),
  });
};

/**
 * A PDF about one of the borrower's loans, made on request: the session's borrower only, limited
 * per address and per borrower.
 */
function loanPdfRoute<Route extends RouteDeclaration<typeof schemas>>(
  app: FastifyInstance,
  name: string,
  route: Route,
  description: string,
) {
  return {
    ...declaredRoute(schemas, route, { description, security: [{ bearer: [] }] }),
    config: { rateLimit: LOAN_PDF_RATE_LIMITS.perIp },
    onRequest: app.requireBorrower,
    preHandler: subjectRateLimit(app, {
      name,
      max: LOAN_PDF_RATE_LIMITS.perBorrower.max,
      timeWindowMs: LOAN_PDF_RATE_LIMITS.perBorrower.timeWindowMs,
      subjectOf: sessionBorrowerOf,
    }),
  };
}

/** A letter about one of the borrower's loans, answered as an attachment under its name. */
function sendLetter(reply: FastifyReply, letter: LoanLetterPdf): FastifyReply {
  return fileHeaders(reply, {
    contentType: 'application/pdf',
    disposition: 'attachment',
    fileName: letter.fileName,
  }).send(letter.pdf);
}
