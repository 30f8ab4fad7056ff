import { describe, expect, it } from 'vitest';
import { render, sentence } from '../i18n/messages.js';
import {
  challengeUnusable,
  generateOtpCode,
  type OtpFailure,
  otpFailureSentence,
  otpSms,
} from './otp-rules.js';

const failure = (refused: OtpFailure) => render(otpFailureSentence(refused), 'en');

describe('OTP codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    // Over 2000 draws a code below 100000 (leading zero) appears with near certainty.
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('texts each purpose from its own template, naming the bank of a per-bank code', () => {
    expect(otpSms('042917', 'bureau-consent')).toEqual({
      kind: 'otp-bureau-consent',
      values: { code: '042917' },
    });
    expect(otpSms('042917', 'sign-in').kind).toBe('otp-sign-in');
    expect(otpSms('042917', 'batch-consent').kind).toBe('otp-batch-consent');
    expect(otpSms('042917', 'lender-consent', 'HDFC Bank')).toEqual({
      kind: 'otp-lender-consent',
      values: { code: '042917', bank: 'HDFC Bank' },
    });
  });
});

describe('OTP messages', () => {
  it('tell the borrower what went wrong and what to do', () => {
    expect(failure({ reason: 'wrong-code', attemptsLeft: 4 })).toBe(
      'Incorrect OTP. You have 4 attempts left.',
    );
    expect(failure({ reason: 'wrong-code', attemptsLeft: 1 })).toBe(
      'Incorrect OTP. You have 1 attempt left.',
    );
    expect(failure({ reason: 'wrong-code', attemptsLeft: 0 })).toBe(
      'Incorrect OTP. You have no attempts left. Please request a new OTP.',
    );
    expect(failure({ reason: 'expired' })).toBe('This OTP has expired. Please request a new one.');
    expect(failure({ reason: 'too-many-attempts' })).toBe(
      'Too many incorrect attempts. Please request a new OTP.',
    );
    expect(failure({ reason: 'used' })).toBe(
      'This OTP has already been used. Please request a new one.',
    );
    expect(failure({ reason: 'replaced' })).toBe(
      'A newer OTP has been sent. Please enter the latest code.',
    );
    expect(render(sentence('otpCooldown', { seconds: 23 }), 'en')).toBe(
      'Please wait 23 seconds before requesting a new OTP.',
    );
    expect(render(sentence('otpCooldown', { seconds: 1 }), 'en')).toBe(
      'Please wait 1 second before requesting a new OTP.',
    );
    expect(render(sentence('otpHourlyLimit', { time: '3:45 pm' }), 'en')).toBe(
      'Too many OTPs have been sent to this mobile number. Please try again after 3:45 pm.',
    );
  });
});

describe('challengeUnusable', () => {
  const now = new Date('2026-01-15T10:00:00Z');
  const live = {
    purpose: 'bureau-consent',
    subject: 'pan-digest',
    attempts: 0,
    expiresAt: new Date(now.getTime() + 1000),
    consumedAt: null,
    supersededAt: null,
  };
  const expected = { purpose: 'bureau-consent' as const, subject: 'pan-digest' };

  it('accepts a live challenge of the same purpose and subject', () => {
    expect(challengeUnusable(live, expected, now)).toBeNull();
  });

  it('treats another purpose or subject exactly like a missing challenge', () => {
    expect(challengeUnusable(undefined, expected, now)).toEqual({ reason: 'not-found' });
    expect(challengeUnusable({ ...live, purpose: 'batch-consent' }, expected, now)).toEqual({
      reason: 'not-found',
    });
    expect(challengeUnusable({ ...live, subject: 'other' }, expected, now)).toEqual({
      reason: 'not-found',
    });
  });

  it('refuses used, replaced, locked and expired challenges', () => {
    expect(challengeUnusable({ ...live, consumedAt: now }, expected, now)?.reason).toBe('used');
    expect(challengeUnusable({ ...live, supersededAt: now }, expected, now)?.reason).toBe(
      'replaced',
    );
    expect(challengeUnusable({ ...live, attempts: 5 }, expected, now)?.reason).toBe(
      'too-many-attempts',
    );
    expect(challengeUnusable({ ...live, expiresAt: now }, expected, now)?.reason).toBe('expired');
  });
});
