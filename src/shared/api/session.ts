import { z } from 'zod';
import { issuedId } from './ids.js';

/**
 * Signing in again: a PAN, then an OTP to the mobile the credit bureau holds for it, then a
 * session in an HttpOnly cookie (30 days on the device, ended by 7 idle days, by signing out or
 * by deleting one's data). Bearer tokens keep working for API clients.
 */

export const signInRequestOtpBody = z.object({ pan_number: z.string().min(1).max(20) }).strict();
export type SignInRequestOtpBody = z.infer<typeof signInRequestOtpBody>;

export const signInRequestOtpResponse = z.object({
  success: z.literal(true),
  /** Send it back with the code. */
  challenge_id: z.string(),
  /** The number on the bureau's record, masked: "+91 XXXXXX2237". */
  phone_masked: z.string(),
  message: z.string(),
  /** Seconds until the code expires (300). */
  expires_in: z.number().int(),
  /** Seconds before another code may be sent. */
  resend_after: z.number().int(),
});
export type SignInRequestOtpResponse = z.infer<typeof signInRequestOtpResponse>;

export const signInVerifyOtpBody = z
  .object({
    challenge_id: issuedId,
    otp_code: z.string().min(1).max(6),
  })
  .strict();
export type SignInVerifyOtpBody = z.infer<typeof signInVerifyOtpBody>;

export const signInVerifyOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** For API clients that asked for one (`X-Session: bearer`); the web app gets a cookie. */
  access_token: z.string().optional(),
});
export type SignInVerifyOtpResponse = z.infer<typeof signInVerifyOtpResponse>;

export const sessionResponse = z.object({
  signed_in: z.boolean(),
  /** Whose session, masked ("AQXXXX821K"); only when signed in. */
  pan_masked: z.string().optional(),
  /**
   * The signed-in borrower's own PAN, only to this session's own device (the answer is never
   * stored): the home asks for more documents or a fresh credit report with it, without the
   * borrower typing it again.
   */
  pan_number: z.string().optional(),
  /** When the session ends at the latest (ISO); only when signed in. */
  expires_at: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const signOutBody = z.object({ everywhere: z.boolean().optional() }).strict().nullish();
export type SignOutBody = z.infer<typeof signOutBody>;

export const signOutResponse = z.object({ success: z.literal(true), message: z.string() });
export type SignOutResponse = z.infer<typeof signOutResponse>;
