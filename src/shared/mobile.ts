/** Indian mobile numbers: 10 digits starting 6–9, shown with +91. */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
