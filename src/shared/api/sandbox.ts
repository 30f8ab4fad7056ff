import { z } from 'zod';

/**
 * Sandbox mode only (404 otherwise): the fixed personas a demo or an automated check can use,
 * the mobile number the sandbox bureau holds for any PAN, and the SMS outbox where OTP texts
 * land instead of a phone. Automated acceptance checks rely on this contract: keep it fixed.
 */

export const sandboxScenarios = [
  'several-loans',
  'no-loans',
  'overdue',
  'failing-lender',
  'no-history',
  'closed-loans',
  'bureau-mismatch',
  'unexpected-charges',
] as const;
export type SandboxScenario = (typeof sandboxScenarios)[number];

export const sandboxPersona = z.object({
  panNumber: z.string(),
  holderName: z.string(),
  /** 10-digit mobile registered with the bureau for this PAN. */
  mobile: z.string(),
  scenario: z.enum(sandboxScenarios),
});
export type SandboxPersona = z.infer<typeof sandboxPersona>;

export const sandboxPersonasResponse = z.object({ personas: z.array(sandboxPersona) });
export type SandboxPersonasResponse = z.infer<typeof sandboxPersonasResponse>;

export const sandboxOutboxQuery = z.object({ phone: z.string().max(20) }).strict();
export type SandboxOutboxQuery = z.infer<typeof sandboxOutboxQuery>;

export const sandboxOutboxMessage = z.object({
  /** 10-digit mobile the text was sent to. */
  to: z.string(),
  text: z.string(),
  /** The 6-digit code in the text, or null when it carries none. */
  otp: z.string().nullable(),
  /** ISO date-time the text was sent. */
  createdAt: z.string(),
});
export type SandboxOutboxMessage = z.infer<typeof sandboxOutboxMessage>;

/** Newest first, at most 20. */
export const sandboxOutboxResponse = z.object({ messages: z.array(sandboxOutboxMessage) });
export type SandboxOutboxResponse = z.infer<typeof sandboxOutboxResponse>;

export const sandboxRegisteredMobileQuery = z.object({ pan: z.string().max(20) }).strict();
export type SandboxRegisteredMobileQuery = z.infer<typeof sandboxRegisteredMobileQuery>;

/** The number the sandbox bureau holds for a PAN: where its OTPs go. */
export const sandboxRegisteredMobileResponse = z.object({
  panNumber: z.string(),
  /** 10 digits. */
  mobile: z.string(),
});
export type SandboxRegisteredMobileResponse = z.infer<typeof sandboxRegisteredMobileResponse>;
