import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import { digest, digestsEqual } from '../crypto/field-encryption.js';
import type { Language } from '../i18n/messages.js';
import { sentence } from '../i18n/messages.js';
import type { IssuedOtp, OtpRequester, OtpService } from '../otp/otp-service.js';
import { notFound } from '../platform/http-problem.js';
import { type BureauReportServices, fetchBureauReport } from './bureau-report.js';
import { BUREAU_REPORT_SCOPE, findConsent, giveConsent, recordConsent } from './consent-store.js';

/** What the bureau consent uses: one-time codes, and what fetching the report uses. */
export interface BureauConsentServices extends BureauReportServices {
  otp: OtpService;
}

export interface BureauConsentRequest {
  /** An individual's PAN, checked and normalised. */
  panNumber: string;
  /** The mobile typed, if any (checked by the route); else the bureau's primary number. */
  typedMobile: string | undefined;
  language: Language;
  requester: OtpRequester;
  /** Counts a typed mobile the bureau does not hold; false once the PAN's daily cap is spent. */
  wrongMobileCounted: () => Promise<boolean>;
}

/**
 * Asks for the borrower's consent to fetch their credit report: an OTP to a mobile the bureau
 * holds for the PAN (the one typed when it is on record), and the consent recorded against it,
 * in the Account Aggregator artefact's shape.
 */
export async function requestBureauConsent(
  services: BureauConsentServices,
  request: BureauConsentRequest,
): Promise<{ consentId: string; otp: IssuedOtp }> {
  const { panNumber, typedMobile } = request;
  const panDigest = digest(services.secrets.hmacKey, 'pan', panNumber);
  const now = services.clock.now();
  const otp = await services.otp.issueOtp({
    purpose: 'bureau-consent',
    subject: panDigest,
    panNumber,
    mobile: typedMobile,
    language: request.language,
    requester: request.requester,
    wrongMobileCounted: request.wrongMobileCounted,
  });
  const { mobile } = otp;
  const { db } = services.database;
  const consentId = await recordConsent(db, services.secrets, now, {
    purpose: 'bureau-report',
    scope: BUREAU_REPORT_SCOPE,
    panNumber,
    otp: {
      mobile,
      mobileSource: mobile === typedMobile ? 'entered' : 'bureau-registered',
      otpChallengeId: otp.challengeId,
    },
  });
  await recordAudit(db, services.secrets.hmacKey, now, {
    kind: 'consent.requested',
    panNumber,
    mobile,
    detail: { consentId, purpose: 'bureau-report' },
  });
  return { consentId, otp };
}

/**
 * Gives the consent once its code is right, then fetches the credit report under it. Someone
 * else's consent id answers exactly like a missing one. A bureau that does not answer leaves the
 * consent given: the loans fetch the report again on first use.
 */
export async function verifyBureauConsent(
  services: BureauConsentServices,
  request: { consentId: string; code: string; panNumber: string; log: FastifyBaseLogger },
): Promise<void> {
  const { db } = services.database;
  const { panNumber } = request;
  const panDigest = digest(services.secrets.hmacKey, 'pan', panNumber);
  const consent = await findConsent(db, request.consentId);
  if (
    consent?.purpose !== 'bureau-report' ||
    !consent.otp_challenge_id ||
    !digestsEqual(consent.pan_digest, panDigest)
  ) {
    throw notFound(sentence('consentNotFound'));
  }
  await services.otp.verifyOtpOrThrow({
    challengeId: consent.otp_challenge_id,
    purpose: 'bureau-consent',
    subject: panDigest,
    code: request.code,
  });
  const now = services.clock.now();
  await giveConsent(db, consent.id, now);
  await recordAudit(db, services.secrets.hmacKey, now, {
    kind: 'consent.verified',
    panNumber,
    detail: { consentId: consent.id, purpose: consent.purpose },
  });
  await fetchBureauReport(services, { consentId: consent.id, panNumber, panDigest }).catch(
    (error: unknown) => {
      request.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'credit report not fetched at consent',
      );
    },
  );
}
