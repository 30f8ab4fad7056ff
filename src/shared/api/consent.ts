import { z } from 'zod';
import { issuedId } from './ids.js';

/** The answer of GET /api/consents, a route of this capability's table (consent-routes.ts). */
export { type ConsentsResponse, consentsResponse } from './consents.js';

/**
 * Bureau consent by OTP (request-cibil-consent, verify-cibil-consent). Verifying starts a session:
 * an HttpOnly cookie for the web app, or a bearer token in the answer for API clients.
 */

export const requestCibilConsentBody = z
  .object({
    pan_number: z.string().min(1).max(10),
    /** 10 digits starting 6–9; omitted by the older flow, which uses the bureau-registered mobile. */
    phone_number: z.string().max(10).optional(),
  })
  .strict();
export type RequestCibilConsentBody = z.infer<typeof requestCibilConsentBody>;

export const requestCibilConsentResponse = z.object({
  success: z.literal(true),
  consent_id: z.string(),
  /** e.g. "+91 XXXXXX3210" */
  phone_masked: z.string(),
  message: z.string(),
  /** Seconds until the OTP expires (300). */
  expires_in: z.number().int(),
  /** Seconds before another OTP may be requested. */
  resend_after: z.number().int(),
});
export type RequestCibilConsentResponse = z.infer<typeof requestCibilConsentResponse>;

export const verifyCibilConsentBody = z
  .object({
    consent_id: issuedId,
    otp_code: z.string().min(1).max(6),
    pan_number: z.string().min(1).max(10),
  })
  .strict();
export type VerifyCibilConsentBody = z.infer<typeof verifyCibilConsentBody>;

export const verifyCibilConsentResponse = z.object({
  success: z.literal(true),
  /**
   * The bearer token for API clients. Absent when the client asked for a cookie session
   * (`X-Session: cookie`, as the web app does): the token is then in an HttpOnly cookie only.
   */
  access_token: z.string().optional(),
  /** Older flow reads this. */
  consent_verified: z.literal(true),
  message: z.string(),
  /** Seconds of inactivity after which the session ends. */
  expires_in: z.number().int(),
});
export type VerifyCibilConsentResponse = z.infer<typeof verifyCibilConsentResponse>;
