import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requestCibilConsentBody,
  requestCibilConsentResponse,
  verifyCibilConsentBody,
  verifyCibilConsentResponse,
} from '../../shared/api/consent.js';
import { maskMobile } from '../../shared/format.js';
import { isValidMobile } from '../../shared/mobile.js';
import { OTP_PATTERN } from '../../shared/otp.js';
import { checkPan, PAN_HOLDER_TYPES } from '../../shared/pan.js';
import { issueAccessToken } from '../auth/access-tokens.js';
import { subjectRateLimit } from '../auth/subject-rate-limit.js';
import { digest, digestsEqual } from '../crypto/field-encryption.js';
import { HttpProblem, notFound } from '../plugins/errors.js';
import { recordAudit } from './audit.js';
import { fetchBureauReport } from './bureau-report.js';
import {
  BUREAU_REPORT_SCOPE,
  createConsent,
  findConsent,
  markConsentVerified,
} from './consent-store.js';

/** Per IP (route config) and per PAN / mobile (preHandler) limits on the two OTP routes. */
export const CONSENT_RATE_LIMITS = {
  requestPerIp: { max: 30, timeWindow: 60_000 },
  requestPerPan: { max: 10, timeWindowMs: 60_000 },
  requestPerMobile: { max: 10, timeWindowMs: 60_000 },
  verifyPerIp: { max: 60, timeWindow: 60_000 },
  verifyPerPan: { max: 20, timeWindowMs: 60_000 },
} as const;

export const INVALID_MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number';
export const INVALID_OTP_MESSAGE = 'Please enter a valid 6-digit OTP';
export const CONSENT_NOT_FOUND_MESSAGE =
  'We could not find this consent request. Please request a new OTP.';

/** Bureau consent by OTP: request-cibil-consent, verify-cibil-consent. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const panInBody = (request: FastifyRequest) =>
    (request.body as { pan_number?: string } | undefined)?.pan_number?.toUpperCase();
  const phoneInBody = (request: FastifyRequest) =>
    (request.body as { phone_number?: string } | undefined)?.phone_number;

  app.post(
    '/request-cibil-consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'Send an OTP to consent to a credit bureau check (also resends)',
        body: requestCibilConsentBody,
        response: { 200: requestCibilConsentResponse },
      },
      config: { rateLimit: CONSENT_RATE_LIMITS.requestPerIp },
      preHandler: [
        subjectRateLimit(app, {
          ...CONSENT_RATE_LIMITS.requestPerPan,
          name: 'consent-request-pan',
          subjectOf: panInBody,
        }),
        subjectRateLimit(app, {
          ...CONSENT_RATE_LIMITS.requestPerMobile,
          name: 'consent-request-mobile',
          subjectOf: phoneInBody,
        }),
      ],
    },
    async (request) => {
      const panNumber = individualPan(request.body.pan_number);
      const typedMobile = request.body.phone_number;
      if (typedMobile !== undefined && !isValidMobile(typedMobile)) {
        throw new HttpProblem(400, 'INVALID_MOBILE', INVALID_MOBILE_MESSAGE);
      }
      // The older flow names no mobile: the code goes to the one registered with the bureau.
      const mobile = typedMobile ?? (await app.providers.bureau.registeredMobile(panNumber));
      const panDigest = digest(app.secrets.hmacKey, 'pan', panNumber);

      const otp = await app.otp.issueOtp({ purpose: 'bureau-consent', subject: panDigest, mobile });
      const now = app.clock.now();
      const consentId = await createConsent(app.database.db, app.secrets, now, {
        purpose: 'bureau-report',
        scope: BUREAU_REPORT_SCOPE,
        panNumber,
        mobile,
        mobileSource: typedMobile === undefined ? 'bureau-registered' : 'entered',
        otpChallengeId: otp.challengeId,
      });
      await recordAudit(app.database.db, app.secrets.hmacKey, now, {
        kind: 'consent.requested',
        panNumber,
        mobile,
        detail: { consentId, purpose: 'bureau-report' },
      });
      const phoneMasked = maskMobile(mobile);
      return {
        success: true as const,
        consent_id: consentId,
        phone_masked: phoneMasked,
        message: `OTP sent to ${phoneMasked}`,
        expires_in: otp.expiresInSeconds,
        resend_after: otp.resendAfterSeconds,
      };
    },
  );

  app.post(
    '/verify-cibil-consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'Verify the consent OTP; fetches the credit report and grants an access token',
        body: verifyCibilConsentBody,
        response: { 200: verifyCibilConsentResponse },
      },
      config: { rateLimit: CONSENT_RATE_LIMITS.verifyPerIp },
      preHandler: subjectRateLimit(app, {
        ...CONSENT_RATE_LIMITS.verifyPerPan,
        name: 'consent-verify-pan',
        subjectOf: panInBody,
      }),
    },
    async (request) => {
      const { consent_id: consentId, otp_code: code } = request.body;
      if (!OTP_PATTERN.test(code)) throw new HttpProblem(400, 'INVALID_OTP', INVALID_OTP_MESSAGE);
      const panNumber = request.body.pan_number.toUpperCase();
      const panDigest = digest(app.secrets.hmacKey, 'pan', panNumber);
      const consent = await findConsent(app.database.db, consentId);
      // Someone else's consent id answers exactly like a missing one.
      if (!consent || !digestsEqual(consent.pan_digest, panDigest)) {
        throw notFound(CONSENT_NOT_FOUND_MESSAGE);
      }

      await app.otp.verifyOtpOrThrow({
        challengeId: consent.otp_challenge_id,
        purpose: 'bureau-consent',
        subject: panDigest,
        code,
      });
      const now = app.clock.now();
      await markConsentVerified(app.database.db, consent.id, now);
      await recordAudit(app.database.db, app.secrets.hmacKey, now, {
        kind: 'consent.verified',
        panNumber,
        detail: { consentId: consent.id, purpose: consent.purpose },
      });
      await fetchBureauReport(app, { consentId: consent.id, panNumber, panDigest }).catch(
        (error: unknown) => {
          // The loans routes fetch it again on first use; the consent itself stands.
          request.log.warn(
            { reason: error instanceof Error ? error.message : 'unknown' },
            'credit report not fetched at consent',
          );
        },
      );
      const token = await issueAccessToken(app.database.db, app.secrets, now, {
        panNumber,
        consentId: consent.id,
      });
      return {
        success: true as const,
        access_token: token.accessToken,
        consent_verified: true as const,
        message: 'Consent verified successfully.',
        expires_in: token.idleExpiresInSeconds,
      };
    },
  );
};

/** The PAN in upper case, if it is a valid PAN of an individual; else a 400 that says why. */
function individualPan(typed: string): string {
  const panNumber = typed.toUpperCase();
  const check = checkPan(panNumber);
  if (!check.ok) throw new HttpProblem(400, 'INVALID_PAN', check.reason);
  if (check.holderType !== 'P') {
    const holder = PAN_HOLDER_TYPES[check.holderType];
    const article = /^[aeiou]/i.test(holder) ? 'an' : 'a';
    throw new HttpProblem(
      400,
      'NOT_INDIVIDUAL_PAN',
      `This PAN belongs to ${article} ${holder}. Credit reports here are for individuals only: please use your personal PAN.`,
    );
  }
  return panNumber;
}
