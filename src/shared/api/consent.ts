import { z } from 'zod';

/**
 * Bureau consent by OTP (spec §7: request-cibil-consent, verify-cibil-consent). The response of
 * verify carries the access token that every later call sends as `Authorization: Bearer`.
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
    consent_id: z.string().min(1).max(64),
    otp_code: z.string().min(1).max(6),
    pan_number: z.string().min(1).max(10),
  })
  .strict();
export type VerifyCibilConsentBody = z.infer<typeof verifyCibilConsentBody>;

export const verifyCibilConsentResponse = z.object({
  success: z.literal(true),
  access_token: z.string(),
  /** Older flow reads this. */
  consent_verified: z.literal(true),
  message: z.string(),
  /** Seconds of inactivity after which the token stops working. */
  expires_in: z.number().int(),
});
export type VerifyCibilConsentResponse = z.infer<typeof verifyCibilConsentResponse>;
