import { describe, expect, it } from 'vitest';
import { extractOtp } from './sms-outbox.js';

describe('OTP in an outbox text', () => {
  it('is the first stand-alone 6-digit number', () => {
    expect(extractOtp('482913 is your OTP to share your credit report. Valid for 5 minutes.')).toBe(
      '482913',
    );
    expect(extractOtp('Use OTP 004211 within 300 seconds')).toBe('004211');
  });

  it('is null when the text carries no 6-digit code', () => {
    expect(extractOtp('Your documents are ready.')).toBeNull();
    expect(extractOtp('Ref 12345 and 1234567 are not codes')).toBeNull();
  });
});
