import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/legacy.js';
import { LEGACY_ROUTES } from '../../shared/api/legacy-routes.js';
import {
  type DocumentType,
  fromLegacyDocumentType,
  LEGACY_DOCUMENT_TYPES,
  type LegacyFlowDocumentType,
  toLegacyDocumentType,
} from '../../shared/documents.js';
import { maskAccountNumber } from '../../shared/format.js';
import { LEGACY_OTP_PATTERN } from '../../shared/otp.js';
import { panFromInput } from '../../shared/pan.js';
import { recordAudit } from '../audit/audit-log.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import type { Borrower } from '../auth/sessions.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { reportForBorrower } from '../consent/bureau-report.js';
import {
  documentsScope,
  giveConsent,
  recordConsent,
  recordConsentOtp,
} from '../consent/consent-store.js';
import { digestsEqual } from '../crypto/field-encryption.js';
import { type DocumentLoan, documentLoans } from '../documents/document-loans.js';
import { signedFileUrl } from '../documents/signed-urls.js';
import { sentence } from '../i18n/messages.js';
import { otpProblem } from '../otp/otp-service.js';
import { BEARER, declaredRoute } from '../platform/declared-route.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { answersRepeat, LENDER_CONSENT_RULES, requestedDocumentTypes } from './legacy-rules.js';
import {
  createLenderConsent,
  findLenderConsent,
  type LenderConsent,
  latestLenderConsent,
  markLenderConsentVerified,
  newLenderConsentId,
  pendingLenderConsent,
  recordLenderOtpResent,
  verifiedCodeDigest,
} from './lender-consent-store.js';
import { LenderRetrievalError, retrieveLoanDocuments } from './loan-documents.js';

/** Per-IP limits: the dashboard asks for one consent per selected loan at once. */
export const LEGACY_RATE_LIMITS = {
  requestConsent: { max: 30, timeWindow: 60_000 },
  retrieveDocuments: { max: 30, timeWindow: 60_000 },
} as const;

/**
 * The older flow (one OTP per bank): POST /api/request-consent sends the OTP for one loan's
 * lender, POST /api/retrieve-documents approves with it and returns that loan's documents.
 */
export const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Laying out a PDF blocks for tens of milliseconds (a 20-year schedule nearly 80): documents
  // are rendered on threads of their own, started on the first retrieval.
  const renderer = app.renderer;

  app.route({
    ...declaredRoute(schemas, LEGACY_ROUTES.requestConsent, {
      description:
        'Asking again for the same loan while its consent waits for the OTP sends a new code ' +
        'for the same consent (after the resend cooldown); the previous code stops working.',
      ...BEARER,
    }),
    config: { rateLimit: LEGACY_RATE_LIMITS.requestConsent },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const borrower = ownPan(borrowerOf(request), request.body.pan_number);
      const loan = await reportLoan(app, borrower, request.body.account_id);
      // The code will be typed in a moment: the render threads start meanwhile.
      renderer.warm();
      const now = app.clock.now();
      const pending = await pendingLenderConsent(
        app.database.db,
        borrower.panDigest,
        loan.loanId,
        new Date(now.getTime() - LENDER_CONSENT_RULES.pendingReuseMs),
      );
      const consentId = pending?.id ?? newLenderConsentId();
      // To the bureau's primary number, as the bureau consent of this flow.
      const otp = await app.otp.issueOtp({
        purpose: 'lender-consent',
        subject: consentId,
        panNumber: borrower.panNumber,
        hourlyLimit: LENDER_CONSENT_RULES.otpHourlyLimit,
        lenderName: loan.bankName,
        language: request.language,
      });
      const { mobile, phoneMasked } = otp;
      const consentOtp = {
        mobile,
        mobileSource: 'bureau-registered' as const,
        otpChallengeId: otp.challengeId,
      };
      if (pending) {
        const resent = await recordLenderOtpResent(app.database.db, now, {
          consentId,
          otpChallengeId: otp.challengeId,
          mobileMasked: phoneMasked,
        });
        if (!resent) {
          throw new HttpProblem(409, 'CONSENT_ALREADY_VERIFIED', sentence('loanJustApproved'));
        }
        await recordConsentOtp(app.database.db, app.secrets, consentId, consentOtp);
      } else {
        // The record of the consent shares the id that the documents it fetches are filed under.
        await recordConsent(app.database.db, app.secrets, now, {
          id: consentId,
          purpose: 'lender-documents',
          scope: loanScope(loan, LEGACY_DOCUMENT_TYPES.map(fromLegacyDocumentType)),
          panNumber: borrower.panNumber,
          otp: consentOtp,
        });
        await createLenderConsent(app.database.db, now, {
          id: consentId,
          panDigest: borrower.panDigest,
          bureauConsentId: loan.bureauConsentId,
          loanId: loan.loanId,
          lenderId: loan.lenderId,
          bankName: loan.bankName,
          mobileMasked: phoneMasked,
          otpChallengeId: otp.challengeId,
        });
      }
      await recordAudit(app.database.db, app.secrets.hmacKey, now, {
        kind: 'lender-consent.requested',
        panNumber: borrower.panNumber,
        mobile,
        detail: { consentId, lenderId: loan.lenderId, resent: pending !== undefined },
      });
      return {
        success: true as const,
        consent_token: consentId,
        consent_id: consentId,
        phone_masked: phoneMasked,
        message: request.say(
          sentence('lenderOtpSent', { phone: phoneMasked, bank: loan.bankName }),
        ),
        expires_in: otp.expiresInSeconds,
        resend_after: otp.resendAfterSeconds,
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, LEGACY_ROUTES.retrieveDocuments, {
      description:
        'One loan per call. Without consent_token, the latest consent requested for the loan ' +
        'is used. Repeating the same request with the same code within 5 minutes returns the ' +
        'same documents (a lender that failed is asked again) without a new OTP. A lender ' +
        'failure answers 502 or 503 with a plain message.',
      ...BEARER,
    }),
    config: { rateLimit: LEGACY_RATE_LIMITS.retrieveDocuments },
    onRequest: app.requireBorrower,
    handler: async (request, reply) => {
      const { body } = request;
      const borrower = ownPan(borrowerOf(request), body.pan_number);
      if (!LEGACY_OTP_PATTERN.test(body.consent_otp)) {
        throw new HttpProblem(400, 'INVALID_OTP', sentence('invalidLegacyOtp'));
      }
      // The schema allows exactly one loan.
      const loanId = body.selected_loans[0]!.id;
      const loan = await reportLoan(app, borrower, loanId);
      const types = requestedDocumentTypes(body.document_types);
      const consent = await borrowerConsent(app, borrower, loan.loanId, body.consent_token);
      await approve(app, borrower, loan, consent, body.consent_otp, types);

      let documents: Awaited<ReturnType<typeof retrieveLoanDocuments>>;
      try {
        documents = await retrieveLoanDocuments(app, renderer.render, {
          consentId: consent.id,
          panNumber: borrower.panNumber,
          panDigest: borrower.panDigest,
          loan,
          types,
        });
      } catch (error) {
        if (!(error instanceof LenderRetrievalError)) throw error;
        request.log.warn(
          { lenderId: error.lenderId, kind: error.kind, reason: error.reason },
          'lender retrieval failed',
        );
        await recordAudit(app.database.db, app.secrets.hmacKey, app.clock.now(), {
          kind: 'documents.retrieval-failed',
          panNumber: borrower.panNumber,
          detail: { consentId: consent.id, lenderId: loan.lenderId, reason: error.kind },
        });
        throw lenderProblem(error, loan.bankName);
      }

      const now = app.clock.now();
      await recordAudit(app.database.db, app.secrets.hmacKey, now, {
        kind: 'documents.fetched',
        panNumber: borrower.panNumber,
        detail: {
          consentId: consent.id,
          lenderId: loan.lenderId,
          bankName: loan.bankName,
          documents: documents.length,
        },
      });
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: request.say(
          sentence('documentsRetrieved', { count: documents.length, bank: loan.bankName }),
        ),
        documents: documents.map((document) => ({
          account_id: loan.loanId,
          // The older flow asks for its four types only.
          document_type: toLegacyDocumentType(document.document_type as LegacyFlowDocumentType),
          file_name: document.file_name,
          file_size: document.file_size ?? 0,
          download_url: signedFileUrl(app.secrets.hmacKey, document.id, 'download', now).url,
          file_path: signedFileUrl(app.secrets.hmacKey, document.id, 'view', now).url,
          document_id: document.id,
        })),
      };
    },
  });
};

/** The borrower, if the PAN named is the token's own; any other answers as if it had no report. */
function ownPan(borrower: Borrower, panNumber: string): Borrower {
  if (panFromInput(panNumber) !== borrower.panNumber) throw notFound(sentence('reportNotFound'));
  return borrower;
}

/** The loan of the borrower's stored credit report; any other id answers 404. */
async function reportLoan(
  app: FastifyInstance,
  borrower: Borrower,
  loanId: string,
): Promise<LoanAccount & DocumentLoan & { bureauConsentId: string }> {
  const report = await reportForBorrower(app, borrower);
  const loan = report.accounts.find((account) => account.loanId === loanId);
  if (!loan) throw notFound(sentence('loanNotFound'));
  return {
    ...loan,
    ...documentLoans(report.accounts).get(loanId)!,
    bureauConsentId: report.consentId,
  };
}

/** What a lender consent covers: these documents of this one loan, from its lender. */
function loanScope(loan: LoanAccount, types: readonly DocumentType[]) {
  return documentsScope(
    types.map((documentType) => ({
      documentType,
      bankName: loan.bankName,
      lenderId: loan.lenderId,
      accountMasked: maskAccountNumber(loan.accountNumber),
    })),
  );
}

/**
 * The per-bank consent the code is for: the one named by the token, else the borrower's latest
 * for this loan. Another borrower's, or another loan's, answers like a missing one.
 */
async function borrowerConsent(
  app: FastifyInstance,
  borrower: Borrower,
  loanId: string,
  consentToken: string | undefined,
): Promise<LenderConsent> {
  const { db } = app.database;
  const consent = consentToken
    ? await findLenderConsent(db, consentToken)
    : await latestLenderConsent(db, borrower.panDigest, loanId);
  if (!consent) {
    if (!consentToken) throw new HttpProblem(400, 'OTP_NOT_SENT', sentence('lenderOtpNotSent'));
    throw notFound(sentence('consentNotFound'));
  }
  if (!digestsEqual(consent.pan_digest, borrower.panDigest) || consent.loan_id !== loanId) {
    throw notFound(sentence('consentNotFound'));
  }
  return consent;
}

/**
 * Checks the code against the consent's OTP (single use, 5 tries, 300 s) and records the
 * approval; a consent already approved accepts only a repeat of the request it approved.
 */
async function approve(
  app: FastifyInstance,
  borrower: Borrower,
  loan: LoanAccount,
  consent: LenderConsent,
  code: string,
  types: Parameters<typeof answersRepeat>[1]['types'],
): Promise<void> {
  const now = app.clock.now();
  const codeDigest = verifiedCodeDigest(app.secrets.hmacKey, consent.id, code);
  if (consent.status === 'verified') {
    const repeat = answersRepeat(
      {
        status: consent.status,
        verifiedAt: consent.verified_at,
        verifiedCodeDigest: consent.verified_code_digest,
        approvedTypes: consent.document_types,
      },
      { codeDigest, types },
      now,
    );
    if (!repeat) throw otpProblem({ reason: 'used' });
    return;
  }
  await app.otp.verifyOtpOrThrow({
    challengeId: consent.otp_challenge_id,
    purpose: 'lender-consent',
    subject: consent.id,
    code,
  });
  await markLenderConsentVerified(app.database.db, now, {
    consentId: consent.id,
    codeDigest,
    documentTypes: types,
  });
  await giveConsent(app.database.db, consent.id, now, loanScope(loan, types));
  await recordAudit(app.database.db, app.secrets.hmacKey, now, {
    kind: 'consent.verified',
    panNumber: borrower.panNumber,
    detail: {
      consentId: consent.id,
      purpose: 'lender-documents',
      lenderId: consent.lender_id,
      documents: types.length,
    },
  });
}

function lenderProblem(error: LenderRetrievalError, bankName: string): HttpProblem {
  if (error.kind === 'account-not-found') {
    return new HttpProblem(
      502,
      'LENDER_ACCOUNT_NOT_FOUND',
      sentence('lenderAccountNotFound', { bank: bankName }),
    );
  }
  return new HttpProblem(
    503,
    'LENDER_UNAVAILABLE',
    sentence('lenderUnavailable', { bank: bankName }),
  );
}
