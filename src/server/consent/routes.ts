import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/consent.js';
import { CONSENT_ROUTES } from '../../shared/api/consent-routes.js';
import { isValidMobile } from '../../shared/mobile.js';
import { OTP_PATTERN } from '../../shared/otp.js';
import { panFromInput } from '../../shared/pan.js';
import { borrowerOf, grantSession } from '../auth/auth-plugin.js';
import { digest } from '../crypto/field-encryption.js';
import { sentence } from '../i18n/messages.js';
import { panInBody, subjectCap, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { knownDeviceOfPanInBody, otpRequester } from '../otp/known-device.js';
import { individualPan } from '../pan/pan-verification.js';
import { BEARER, declaredRoute } from '../platform/declared-route.js';
import { HttpProblem } from '../platform/http-problem.js';
import { requestBureauConsent, verifyBureauConsent } from './bureau-consent.js';
import { consentRecords } from './consent-views.js';

/**
 * Per IP (route config), and per PAN or mobile (preHandler; a device that proved the PAN before
 * is exempt) on asking for a code, per consent on checking it.
 */
export const CONSENT_RATE_LIMITS = {
  requestPerIp: { max: 30, timeWindow: 60_000 },
  /** Wrong mobiles told as wrong per PAN per day, across every instance and address. */
  wrongMobilesPerPan: { max: 5, timeWindowMs: 24 * 60 * 60 * 1000 },
  requestPerPan: { max: 10, timeWindowMs: 60_000 },
  requestPerMobile: { max: 10, timeWindowMs: 60_000 },
  verifyPerIp: { max: 60, timeWindow: 60_000 },
  verifyPerConsent: { max: 20, timeWindowMs: 60_000 },
} as const;

/** Bureau consent by OTP: request-cibil-consent, verify-cibil-consent. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const phoneInBody = (request: FastifyRequest) =>
    (request.body as { phone_number?: string } | undefined)?.phone_number;
  const knownDevice = knownDeviceOfPanInBody(app);
  const wrongMobile = subjectCap(app, {
    name: 'wrong-mobile',
    ...CONSENT_RATE_LIMITS.wrongMobilesPerPan,
  });

  app.route({
    ...declaredRoute(schemas, CONSENT_ROUTES.requestCibilConsent),
    config: { rateLimit: CONSENT_RATE_LIMITS.requestPerIp },
    preHandler: [
      subjectRateLimit(app, {
        ...CONSENT_RATE_LIMITS.requestPerPan,
        name: 'consent-request-pan',
        subjectOf: panInBody,
        exempt: knownDevice,
      }),
      subjectRateLimit(app, {
        ...CONSENT_RATE_LIMITS.requestPerMobile,
        name: 'consent-request-mobile',
        subjectOf: phoneInBody,
        exempt: knownDevice,
      }),
    ],
    handler: async (request) => {
      const panNumber = individualPan(request.body.pan_number);
      const typedMobile = request.body.phone_number;
      if (typedMobile !== undefined && !isValidMobile(typedMobile)) {
        throw new HttpProblem(400, 'INVALID_MOBILE', sentence('invalidMobile'));
      }
      const panDigest = digest(app.secrets.hmacKey, 'pan', panNumber);
      // The older flow names no mobile: the code goes to the bureau's primary number.
      const { consentId, otp } = await requestBureauConsent(app, {
        panNumber,
        typedMobile,
        language: request.language,
        requester: otpRequester(request, app.secrets.hmacKey, panDigest, app.clock.now()),
        wrongMobileCounted: () => wrongMobile(request, panDigest),
      });
      return {
        success: true as const,
        consent_id: consentId,
        phone_masked: otp.phoneMasked,
        message: request.say(sentence('otpSent', { phone: otp.phoneMasked })),
        expires_in: otp.expiresInSeconds,
        resend_after: otp.resendAfterSeconds,
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, CONSENT_ROUTES.consents, BEARER),
    onRequest: app.requireBorrower,
    handler: async (request) => ({
      success: true as const,
      consents: await consentRecords(
        app.database.db,
        borrowerOf(request).panDigest,
        app.clock.now(),
        (said) => request.say(said),
      ),
    }),
  });

  app.route({
    ...declaredRoute(schemas, CONSENT_ROUTES.verifyCibilConsent),
    config: { rateLimit: CONSENT_RATE_LIMITS.verifyPerIp },
    // Per consent, not per PAN: a stranger's guesses at their own codes must not use up the
    // borrower's. Each code dies after 5 wrong tries anyway.
    preHandler: subjectRateLimit(app, {
      ...CONSENT_RATE_LIMITS.verifyPerConsent,
      name: 'consent-verify',
      subjectOf: (request) => (request.body as { consent_id?: string }).consent_id,
    }),
    handler: async (request, reply) => {
      const { consent_id: consentId, otp_code: code } = request.body;
      if (!OTP_PATTERN.test(code))
        throw new HttpProblem(400, 'INVALID_OTP', sentence('invalidOtp'));
      const panNumber = panFromInput(request.body.pan_number);
      await verifyBureauConsent(app, { consentId, code, panNumber, log: request.log });
      // The OTP to the bureau's number proved the PAN is theirs: the borrower is signed in.
      const session = await grantSession(app, request, reply, {
        panNumber,
        defaultKind: 'bearer',
      });
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        ...(session.accessToken ? { access_token: session.accessToken } : {}),
        consent_verified: true as const,
        message: request.say(sentence('consentVerified')),
        expires_in: session.expiresInSeconds,
      };
    },
  });
};
