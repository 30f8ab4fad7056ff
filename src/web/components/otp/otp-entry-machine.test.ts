import { describe, expect, it } from 'vitest';
import {
  expiresAtFrom,
  initialOtpEntry,
  type OtpEntryEvent,
  type OtpEntryModel,
  type OtpRefusalOutcome,
  otpEntryReducer,
  refusalOutcome,
} from './otp-entry-machine';

const first = { phoneMasked: '+91 XXXXXX2237', expiresAt: 300_000 };
const second = { phoneMasked: '+91 XXXXXX2237', expiresAt: 600_000 };
type Challenge = typeof first;

function run(...events: OtpEntryEvent<Challenge>[]): OtpEntryModel<Challenge> {
  return events.reduce(otpEntryReducer<Challenge>, initialOtpEntry(first));
}

const refused = (outcome: OtpRefusalOutcome = 'wrong') =>
  ({ type: 'refused', message: 'Incorrect OTP.', outcome }) as const;

describe('the OTP entry', () => {
  it('refuses a malformed code without asking the server, until the code is typed again', () => {
    const model = run({ type: 'typed', code: '12' }, { type: 'submitted', wellFormed: false });
    expect(model).toMatchObject({ malformed: true, step: { name: 'entering' } });
    expect(
      run({ type: 'submitted', wellFormed: false }, { type: 'typed', code: '1' }),
    ).toMatchObject({ malformed: false });
  });

  it('checks a well-formed code once, and passes', () => {
    const checking = run(
      { type: 'typed', code: '123456' },
      { type: 'submitted', wellFormed: true },
    );
    expect(checking.step).toEqual({ name: 'verifying' });
    // A second submit while the first is being checked changes nothing.
    expect(otpEntryReducer(checking, { type: 'submitted', wellFormed: true })).toBe(checking);
    expect(otpEntryReducer(checking, { type: 'verified' }).step).toEqual({ name: 'verified' });
  });

  it('says why a wrong code was refused until another is typed', () => {
    const wrong = run({ type: 'submitted', wellFormed: true }, refused());
    expect(wrong.step).toEqual({ name: 'wrong', message: 'Incorrect OTP.' });
    expect(otpEntryReducer(wrong, { type: 'typed', code: '9' }).step).toEqual({ name: 'entering' });
  });

  it('says only that the code expired once its time is up, whatever was said before', () => {
    expect(run({ type: 'timeUp' }).step).toEqual({ name: 'expired' });
    const late = run({ type: 'submitted', wellFormed: true }, refused(), { type: 'timeUp' });
    expect(late.step).toEqual({ name: 'expired' });
    expect(otpEntryReducer(late, { type: 'typed', code: '1' }).step).toEqual({ name: 'expired' });
    // The server says it expired: the same, with no sentence of its own under the field.
    expect(run({ type: 'submitted', wellFormed: true }, refused('expired')).step).toEqual({
      name: 'expired',
    });
  });

  it('keeps a spent code spent (no tries left, used, replaced): only a new code helps', () => {
    const spent = run({ type: 'submitted', wellFormed: true }, refused('spent'));
    expect(spent.step).toEqual({ name: 'spent', message: 'Incorrect OTP.' });
    expect(otpEntryReducer(spent, { type: 'typed', code: '1' }).step).toBe(spent.step);
    expect(otpEntryReducer(spent, { type: 'timeUp' }).step).toBe(spent.step);
    // Nothing more to check with it.
    expect(otpEntryReducer(spent, { type: 'submitted', wellFormed: true })).toBe(spent);
  });

  it('sends a new code from an expired or spent one, and starts over with it', () => {
    expect(run({ type: 'resendAsked' }).step).toEqual({ name: 'entering' });
    const resending = run(
      { type: 'typed', code: '1234' },
      { type: 'timeUp' },
      { type: 'resendAsked' },
    );
    expect(resending.step).toEqual({ name: 'resending', after: { name: 'expired' } });
    expect(otpEntryReducer(resending, { type: 'submitted', wellFormed: true })).toBe(resending);
    expect(otpEntryReducer(resending, { type: 'resent', challenge: second })).toEqual({
      challenge: second,
      code: '',
      malformed: false,
      step: { name: 'entering' },
    });
  });

  it('keeps the step when the server sends no new code, with its reason and cooldown', () => {
    const spent = run({ type: 'submitted', wellFormed: true }, refused('spent'), {
      type: 'resendAsked',
    });
    const held = otpEntryReducer(spent, {
      type: 'resendRefused',
      refusal: { message: 'Please wait 20 seconds.', notBefore: 20_000 },
    });
    expect(held).toMatchObject({
      step: { name: 'spent', message: 'Incorrect OTP.' },
      resendRefusal: { message: 'Please wait 20 seconds.', notBefore: 20_000 },
    });
    // Asking again puts the last refusal away; a code sent starts clean.
    expect(otpEntryReducer(held, { type: 'resendAsked' })).not.toHaveProperty('resendRefusal');
  });

  it('reads the server’s refusal by its code and tries left, never by its sentence', () => {
    const outcome = (code: string | undefined, attemptsLeft?: number, timeUp = false) =>
      refusalOutcome({ code, attemptsLeft }, timeUp);
    expect(outcome('OTP_INCORRECT', 3)).toBe('wrong');
    expect(outcome('OTP_INCORRECT', 0)).toBe('spent');
    expect(outcome('OTP_LOCKED', 0)).toBe('spent');
    expect(outcome('OTP_USED')).toBe('spent');
    expect(outcome('OTP_REPLACED')).toBe('spent');
    expect(outcome('OTP_NOT_VALID')).toBe('spent');
    expect(outcome('OTP_EXPIRED')).toBe('expired');
    expect(outcome('OTP_INCORRECT', 2, true)).toBe('expired');
    expect(outcome(undefined)).toBe('wrong');
  });

  it('dates a new code from the server’s expires_in, 300 s when it says none', () => {
    expect(expiresAtFrom(120, 1_000)).toBe(121_000);
    expect(expiresAtFrom(undefined, 1_000)).toBe(301_000);
  });
});
