import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CibilConsentPage } from '../../routes/cibil-consent';
import { fakeApi, ok, problem, sampleId } from '../../testing/fake-api';
import { passTime, renderScreen } from '../../testing/render-screen';

/**
 * WebOTP: where the browser offers `navigator.credentials.get({ otp })`, the code of the SMS
 * fills in and is submitted by itself; the request is given up on unmount and on a code typed
 * and submitted by hand; without the API the screen is the same, field and all.
 */

const PAN = 'AQMPS4821K';
const MOBILE = '9811402237';
const VERIFY_CONSENT = 'POST /api/verify-cibil-consent';

const otpField = () => screen.getByLabelText('One-time password (OTP)');

function api() {
  return fakeApi({
    'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
    'POST /api/request-cibil-consent': () =>
      ok({
        success: true,
        consent_id: sampleId('consent-1'),
        phone_masked: '+91 XXXXXX2237',
        message: 'OTP sent',
        expires_in: 300,
        resend_after: 30,
      }),
    [VERIFY_CONSENT]: () =>
      ok({
        success: true,
        access_token: 'token-1',
        consent_verified: true,
        message: 'Consent verified',
        expires_in: 1800,
      }),
  });
}

/** The browser's WebOTP API, answering with `answer` (a promise that may never settle). */
function offerWebOtp(answer: () => Promise<unknown>) {
  const get = vi.fn((_options: CredentialRequestOptions) => answer());
  Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return get;
}

/** What the screen asked the browser last: StrictMode starts each effect twice. */
function lastRequest(get: ReturnType<typeof offerWebOtp>) {
  const options = get.mock.calls.at(-1)?.[0];
  if (!options) throw new Error('no WebOTP request');
  return options as { otp: unknown; signal: AbortSignal };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

async function reachCibilOtp() {
  vi.useFakeTimers();
  const rendered = renderScreen(<CibilConsentPage />, {
    path: '/cibil-consent',
    state: { panNumber: PAN, holderName: 'Priya Sharma' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to let Loan Documents/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Agree & Continue' }));
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: MOBILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await passTime();
  expect(screen.getByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
  return rendered;
}

describe('OTP from the SMS (WebOTP)', () => {
  it('fills in the code the browser hands over and submits it by itself', async () => {
    const calls = api();
    // The SMS arrives a few seconds after the code was sent.
    const get = offerWebOtp(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ type: 'otp', id: 'otp', code: '654321' }), 3000),
        ),
    );
    await reachCibilOtp();
    const options = lastRequest(get);
    expect(options.otp).toEqual({ transport: ['sms'] });
    expect(options.signal.aborted).toBe(false);
    expect(calls.calls(VERIFY_CONSENT)).toEqual([]);
    await passTime(3000);
    expect(calls.calls(VERIFY_CONSENT)).toEqual([
      { consent_id: sampleId('consent-1'), otp_code: '654321', pan_number: PAN },
    ]);
    expect(screen.getByText('Your consent is recorded')).toBeInTheDocument();
  });

  it('gives the request up when the code is typed and submitted by hand', async () => {
    const calls = api();
    const get = offerWebOtp(() => new Promise(() => {}));
    await reachCibilOtp();
    const { signal } = lastRequest(get);
    expect(signal.aborted).toBe(false);
    fireEvent.change(otpField(), { target: { value: '123456' } });
    expect(signal.aborted).toBe(true);
    await passTime();
    expect(calls.calls(VERIFY_CONSENT)).toHaveLength(1);
  });

  it('gives the request up when the screen goes away', async () => {
    api();
    const get = offerWebOtp(() => new Promise(() => {}));
    const { unmount } = await reachCibilOtp();
    const { signal } = lastRequest(get);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('without the API, asks nothing and leaves the field to the keyboard’s one-time-code', async () => {
    const calls = api();
    await reachCibilOtp();
    expect('OTPCredential' in window).toBe(false);
    expect(otpField()).toHaveAttribute('autocomplete', 'one-time-code');
    await passTime();
    expect(calls.calls(VERIFY_CONSENT)).toEqual([]);
    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(calls.calls(VERIFY_CONSENT)).toHaveLength(1);
  });

  it('a refused or absent credential leaves the code to be typed', async () => {
    const calls = api();
    offerWebOtp(async () => {
      throw new DOMException('The user refused', 'AbortError');
    });
    await reachCibilOtp();
    await passTime();
    expect(calls.calls(VERIFY_CONSENT)).toEqual([]);
    expect(otpField()).toHaveValue('');
  });
});
