import { randomInt } from 'node:crypto';
import { OTP_TTL_SECONDS } from '../../shared/otp.js';

/**
 * The rules of one-time codes (DESIGN.md §5), as pure functions and constants: how codes are
 * made, how long they live, how often they may be sent, and what the borrower is told.
 */

export const OTP_PURPOSES = ['bureau-consent', 'batch-consent', 'lender-consent'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_LIMITS = {
  ttlSeconds: OTP_TTL_SECONDS,
  /** Wrong tries before a code dies, even for the right code afterwards. */
  maxAttempts: 5,
  /** Seconds before another code may be sent for the same purpose and subject. */
  resendCooldownSeconds: 30,
  /** Codes sent to one mobile in an hour and not (yet) used, across every purpose. */
  hourlyLimitPerMobile: 5,
} as const;

/** Six digits, uniformly from the operating system's CSPRNG. */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const PURPOSE_WORDS: Record<OtpPurpose, string> = {
  'bureau-consent': 'allow a credit report check',
  'batch-consent': 'approve fetching your loan documents',
  'lender-consent': 'approve a document request to your lender',
};

/**
 * The SMS. `lenderName` names the lender a per-bank code is for: the older flow texts one code
 * per selected loan at once, and the borrower must tell them apart.
 */
export function otpSmsText(code: string, purpose: OtpPurpose, lenderName?: string): string {
  const approves =
    purpose === 'lender-consent' && lenderName
      ? `approve a document request to ${lenderName}`
      : PURPOSE_WORDS[purpose];
  return `${code} is your Loan Documents OTP to ${approves}. Valid for 5 minutes. Do not share it with anyone.`;
}

/** Why a code was not accepted. */
export type OtpFailure =
  | { reason: 'wrong-code'; attemptsLeft: number }
  | { reason: 'expired' }
  | { reason: 'too-many-attempts' }
  | { reason: 'used' }
  | { reason: 'replaced' }
  | { reason: 'not-found' };

export type OtpVerification = { ok: true } | ({ ok: false } & OtpFailure);

export function otpFailureMessage(failure: OtpFailure): string {
  switch (failure.reason) {
    case 'wrong-code':
      if (failure.attemptsLeft <= 0) {
        return 'Incorrect OTP. You have no attempts left. Please request a new OTP.';
      }
      return `Incorrect OTP. You have ${failure.attemptsLeft} ${failure.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
    case 'expired':
      return 'This OTP has expired. Please request a new one.';
    case 'too-many-attempts':
      return 'Too many incorrect attempts. Please request a new OTP.';
    case 'used':
      return 'This OTP has already been used. Please request a new one.';
    case 'replaced':
      return 'A newer OTP has been sent. Please enter the latest code.';
    case 'not-found':
      return 'This OTP is not valid for this request. Please request a new one.';
  }
}

export const OTP_FAILURE_CODES: Record<OtpFailure['reason'], string> = {
  'wrong-code': 'OTP_INCORRECT',
  expired: 'OTP_EXPIRED',
  'too-many-attempts': 'OTP_LOCKED',
  used: 'OTP_USED',
  replaced: 'OTP_REPLACED',
  'not-found': 'OTP_NOT_VALID',
};

export function cooldownMessage(secondsLeft: number): string {
  return `Please wait ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} before requesting a new OTP.`;
}

export function hourlyLimitMessage(minutesLeft: number): string {
  return `Too many OTPs have been sent to this mobile number. Please try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}.`;
}

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
  expected: { purpose: OtpPurpose; subject: string },
  now: Date,
): OtpFailure | null {
  if (
    !challenge ||
    challenge.purpose !== expected.purpose ||
    challenge.subject !== expected.subject
  ) {
    return { reason: 'not-found' };
  }
  if (challenge.consumedAt) return { reason: 'used' };
  if (challenge.supersededAt) return { reason: 'replaced' };
  if (challenge.attempts >= OTP_LIMITS.maxAttempts) return { reason: 'too-many-attempts' };
  if (challenge.expiresAt.getTime() <= now.getTime()) return { reason: 'expired' };
  return null;
}
