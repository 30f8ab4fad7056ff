/** OTP rules: codes are 6 digits and live 300 s. The older consent page accepts 4–6 typed digits. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_PATTERN = /^[0-9]{6}$/;
export const LEGACY_OTP_PATTERN = /^[0-9]{4,6}$/;

export function sanitizeOtpInput(value: string, maxLength = OTP_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** 300 → "5:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Why the API refused to send or accept a code: stable codes clients may rely on. */
export const OTP_ERROR_CODES = [
  'OTP_INCORRECT',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_USED',
  'OTP_REPLACED',
  'OTP_NOT_VALID',
  'OTP_NOT_SENT',
  'OTP_COOLDOWN',
  'OTP_HOURLY_LIMIT',
] as const;
export type OtpErrorCode = (typeof OTP_ERROR_CODES)[number];

/**
 * Fields an OTP refusal carries beside `error` and `message`, so a client can act without
 * reading the sentence: `attempts_left` on OTP_INCORRECT and OTP_LOCKED (0: only a new code
 * helps), `resend_after` (seconds) on OTP_COOLDOWN, `retry_at` (ISO date-time) on
 * OTP_HOURLY_LIMIT.
 */
export interface OtpRefusalDetails {
  attempts_left?: number;
  resend_after?: number;
  retry_at?: string;
}
