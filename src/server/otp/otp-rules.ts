import { randomInt } from 'node:crypto';
import { OTP_TTL_SECONDS, type OtpErrorCode } from '../../shared/otp.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import type { SmsKind, SmsValues } from '../sms/sms-templates.js';

/**
 * The rules of one-time codes, as pure functions and constants: how codes are
 * made, how long they live, how often they may be sent, and what the borrower is told.
 */

export const OTP_PURPOSES = [
  'bureau-consent',
  'batch-consent',
  'lender-consent',
  'sign-in',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_LIMITS = {
  ttlSeconds: OTP_TTL_SECONDS,
  /** Wrong tries before a code dies, even for the right code afterwards. */
  maxAttempts: 5,
  /** Seconds before another code may be sent for the same purpose and subject. */
  resendCooldownSeconds: 30,
  /**
   * Codes sent to one mobile in an hour for one purpose, used or not: per client for codes
   * anyone knowing a PAN can ask for, so a stranger cannot spend the borrower's.
   */
  hourlyLimitPerPurpose: 5,
  /**
   * Codes anyone knowing a PAN can ask for (sign-in, bureau consent) that one mobile receives
   * in an hour from all clients together: what stops a flood of texts. A device that proved
   * this PAN before is not held back by it.
   */
  mobileCeilingPerHour: 10,
} as const;

/** Six digits, uniformly from the operating system's CSPRNG. */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const SMS_KIND_OF = {
  'bureau-consent': 'otp-bureau-consent',
  'batch-consent': 'otp-batch-consent',
  'lender-consent': 'otp-lender-consent',
  'sign-in': 'otp-sign-in',
} as const satisfies Record<OtpPurpose, SmsKind>;

/**
 * The SMS, as a registered template and its values. `lenderName` names the lender a per-bank
 * code is for: the older flow texts one code per selected loan at once, and the borrower must
 * tell them apart.
 */
export function otpSms(
  code: string,
  purpose: OtpPurpose,
  lenderName?: string,
): { kind: SmsKind; values: SmsValues } {
  return { kind: SMS_KIND_OF[purpose], values: lenderName ? { code, bank: lenderName } : { code } };
}

/** Why a code was not accepted. */
export type OtpFailure =
  | { reason: 'wrong-code'; attemptsLeft: number }
  | { reason: 'expired' }
  | { reason: 'too-many-attempts' }
  | { reason: 'used' }
  | { reason: 'replaced' }
  | { reason: 'not-found' };

/** A code accepted names the PAN it was sent for (null for codes sent before it was kept). */
export type OtpVerification = { ok: true; panNumber: string | null } | ({ ok: false } & OtpFailure);

export function otpFailureSentence(failure: OtpFailure): Sentence {
  switch (failure.reason) {
    case 'wrong-code':
      return sentence('otpIncorrect', { attemptsLeft: failure.attemptsLeft });
    case 'expired':
      return sentence('otpExpired');
    case 'too-many-attempts':
      return sentence('otpLocked');
    case 'used':
      return sentence('otpUsed');
    case 'replaced':
      return sentence('otpReplaced');
    case 'not-found':
      return sentence('otpNotValid');
  }
}

/** The API's stable code for each reason a code was refused. */
export const OTP_FAILURE_CODES = {
  'wrong-code': 'OTP_INCORRECT',
  expired: 'OTP_EXPIRED',
  'too-many-attempts': 'OTP_LOCKED',
  used: 'OTP_USED',
  replaced: 'OTP_REPLACED',
  'not-found': 'OTP_NOT_VALID',
} as const satisfies Record<OtpFailure['reason'], OtpErrorCode>;

/** The state of a stored challenge that decides why a code did not verify. */
export interface ChallengeState {
  purpose: string;
  subject: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
  supersededAt: Date | null;
}

/**
 * Why a challenge cannot accept any code now, or null if it still can (so a failed check
 * means the code was wrong). A challenge of another purpose or subject is "not found".
 */
export function challengeUnusable(
  challenge: ChallengeState | undefined,
  expected: { purpose: OtpPurpose; subject?: string | undefined },
  now: Date,
): OtpFailure | null {
  if (
    !challenge ||
    challenge.purpose !== expected.purpose ||
    (expected.subject !== undefined && challenge.subject !== expected.subject)
  ) {
    return { reason: 'not-found' };
  }
  if (challenge.consumedAt) return { reason: 'used' };
  if (challenge.supersededAt) return { reason: 'replaced' };
  if (challenge.attempts >= OTP_LIMITS.maxAttempts) return { reason: 'too-many-attempts' };
  if (challenge.expiresAt.getTime() <= now.getTime()) return { reason: 'expired' };
  return null;
}
