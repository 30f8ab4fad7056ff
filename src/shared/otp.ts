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
