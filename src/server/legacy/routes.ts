import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/legacy.js';
import { LEGACY_ROUTES } from '../../shared/api/legacy-routes.js';
import { type LegacyFlowDocumentType, toLegacyDocumentType } from '../../shared/documents.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { signedFileUrl } from '../documents/signed-urls.js';
import { sentence } from '../i18n/messages.js';
import { BEARER, declaredRoute } from '../platform/declared-route.js';
import { requestLenderConsent, retrieveWithLenderConsent } from './lender-consent-service.js';

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
      const sent = await requestLenderConsent(
        app,
        borrowerOf(request),
        request.body,
        request.language,
      );
      return {
        success: true as const,
        consent_token: sent.consentId,
        consent_id: sent.consentId,
        phone_masked: sent.phoneMasked,
        message: request.say(
          sentence('lenderOtpSent', { phone: sent.phoneMasked, bank: sent.bankName }),
        ),
        expires_in: sent.expiresInSeconds,
        resend_after: sent.resendAfterSeconds,
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
      const { bankName, loanId, documents } = await retrieveWithLenderConsent(
        app,
        borrowerOf(request),
        request.body,
      );
      const now = app.clock.now();
      const url = (id: string, use: 'download' | 'view') =>
        signedFileUrl(app.secrets.hmacKey, id, use, now).url;
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: request.say(
          sentence('documentsRetrieved', { count: documents.length, bank: bankName }),
        ),
        documents: documents.map((document) => ({
          account_id: loanId,
          // The older flow asks for its four types only.
          document_type: toLegacyDocumentType(document.document_type as LegacyFlowDocumentType),
          file_name: document.file_name,
          file_size: document.file_size ?? 0,
          download_url: url(document.id, 'download'),
          file_path: url(document.id, 'view'),
          document_id: document.id,
        })),
      };
    },
  });
};
