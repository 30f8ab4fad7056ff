import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/session.js';
import { SESSION_ROUTES } from '../../shared/api/session-routes.js';
import { maskPan } from '../../shared/format.js';
import { OTP_PATTERN } from '../../shared/otp.js';
import { recordAudit } from '../audit/audit-log.js';
import { digest } from '../crypto/field-encryption.js';
import { sentence } from '../i18n/messages.js';
import { panInBody, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { knownDeviceOfPanInBody, otpRequester } from '../otp/known-device.js';
import { individualPan } from '../pan/pan-verification.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { clearSessionCookie, grantSession } from './auth-plugin.js';
import { endBorrowerSessions, endSession } from './sessions.js';

/** Per IP (route config) and per PAN (preHandler); the OTP has its own cooldown and caps. */
export const SIGN_IN_RATE_LIMITS = {
  requestPerIp: { max: 20, timeWindow: 60_000 },
  requestPerPan: { max: 10, timeWindowMs: 60_000 },
  verifyPerIp: { max: 30, timeWindow: 60_000 },
} as const;

/**
 * Signing in again, the session, signing out: a returning borrower proves the PAN is theirs with
 * an OTP to the mobile on the bureau's record, as at consent, and gets a session on this device.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, SESSION_ROUTES.requestSignInOtp),
    config: { rateLimit: SIGN_IN_RATE_LIMITS.requestPerIp },
    preHandler: subjectRateLimit(app, {
      ...SIGN_IN_RATE_LIMITS.requestPerPan,
      name: 'sign-in-pan',
      subjectOf: panInBody,
      exempt: knownDeviceOfPanInBody(app),
    }),
    handler: async (request) => {
      const panNumber = individualPan(request.body.pan_number);
      const panDigest = digest(app.secrets.hmacKey, 'pan', panNumber);
      const otp = await app.otp.issueOtp({
        purpose: 'sign-in',
        subject: panDigest,
        panNumber,
        language: request.language,
        requester: otpRequester(request, app.secrets.hmacKey, panDigest, app.clock.now()),
      });
      return {
        success: true as const,
        challenge_id: otp.challengeId,
        phone_masked: otp.phoneMasked,
        message: request.say(sentence('otpSent', { phone: otp.phoneMasked })),
        expires_in: otp.expiresInSeconds,
        resend_after: otp.resendAfterSeconds,
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, SESSION_ROUTES.verifySignInOtp),
    config: { rateLimit: SIGN_IN_RATE_LIMITS.verifyPerIp },
    handler: async (request, reply) => {
      const { challenge_id: challengeId, otp_code: code } = request.body;
      if (!OTP_PATTERN.test(code)) {
        throw new HttpProblem(400, 'INVALID_OTP', sentence('invalidOtp'));
      }
      const panNumber = await app.otp.verifyOtpOrThrow({ challengeId, purpose: 'sign-in', code });
      if (!panNumber) throw notFound(sentence('otpNotValid'));
      const session = await grantSession(app, request, reply, {
        panNumber,
        defaultKind: 'cookie',
      });
      return {
        success: true as const,
        message: request.say(sentence('signedIn')),
        ...(session.accessToken ? { access_token: session.accessToken } : {}),
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, SESSION_ROUTES.session),
    handler: async (request) => {
      const borrower = await app.sessionBorrower(request);
      if (!borrower) return { signed_in: false };
      return {
        signed_in: true,
        pan_masked: maskPan(borrower.panNumber),
        pan_number: borrower.panNumber,
        expires_at: borrower.expiresAt.toISOString(),
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, SESSION_ROUTES.signOut),
    handler: async (request, reply) => {
      const everywhere = request.body?.everywhere === true;
      const borrower = await app.sessionBorrower(request);
      clearSessionCookie(request, reply);
      if (borrower) {
        const now = app.clock.now();
        const ended = everywhere
          ? (await endBorrowerSessions(app.database.db, borrower.panDigest, now)) > 0
          : await endSession(app.database.db, borrower.sessionId, now);
        // Of several sign-outs at once, the one that ended the sessions writes it down.
        if (ended) {
          await recordAudit(app.database.db, app.secrets.hmacKey, now, {
            kind: 'session.ended',
            panNumber: borrower.panNumber,
            detail: { everywhere },
          });
        }
      }
      return {
        success: true as const,
        message: request.say(sentence(everywhere ? 'signedOutEverywhere' : 'signedOut')),
      };
    },
  });
};
