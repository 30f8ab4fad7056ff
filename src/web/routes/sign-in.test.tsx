import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, problem, sampleId, signedIn } from '../testing/fake-api';
import { passTime, renderScreen } from '../testing/render-screen';
import { SignInPage } from './sign-in';

/**
 * /sign-in as a returning borrower uses it: PAN, the OTP to the bureau's number (masked), then
 * the Document Center; a reload keeps the code; the resend cooldown counts down; a device that
 * is signed in goes straight on.
 */

const PAN = 'AQMPS4821K';
const PHONE_MASKED = '+91 XXXXXX2237';
const REQUEST = 'POST /api/sign-in/request-otp';
const VERIFY = 'POST /api/sign-in/verify-otp';
const SESSION = 'GET /api/session';

function otpSent(challengeId: string) {
  return ok({
    success: true,
    challenge_id: challengeId,
    phone_masked: PHONE_MASKED,
    message: `OTP sent to ${PHONE_MASKED}`,
    expires_in: 300,
    resend_after: 30,
  });
}

const otpField = () => screen.getByLabelText('One-time password (OTP)');

function openSignIn(search = '') {
  renderScreen(<SignInPage />, { path: '/sign-in', search });
}

async function sendFor(pan: string) {
  fireEvent.change(screen.getByLabelText('PAN Number'), { target: { value: pan } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await passTime();
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('signing in again', () => {
  it('texts the OTP to the number on record, and the right code opens the borrower’s home', async () => {
    let session = false;
    const api = fakeApi({
      [SESSION]: () => (session ? signedIn() : ok({ signed_in: false })),
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST]: () => otpSent(sampleId('challenge-1')),
      [VERIFY]: ({ otp_code }: { otp_code: string }) => {
        if (otp_code !== '654321') {
          return problem(400, 'OTP_INCORRECT', 'Incorrect OTP. You have 4 attempts left.', {
            attempts_left: 4,
          });
        }
        session = true;
        return ok({ success: true, message: 'You are signed in.' });
      },
    });
    openSignIn();
    await passTime();
    expect(screen.getByRole('heading', { name: 'Sign in to your documents' })).toBeVisible();

    await sendFor('AQMPS48');
    expect(screen.getByText('PAN number must be 10 characters')).toBeInTheDocument();
    expect(api.calls(REQUEST)).toEqual([]);

    await sendFor(PAN);
    expect(api.calls(REQUEST)).toEqual([{ pan_number: PAN }]);
    expect(screen.getByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(screen.getByText(`OTP sent to ${PHONE_MASKED}`)).toBeInTheDocument();

    fireEvent.change(otpField(), { target: { value: '111111' } });
    await passTime();
    expect(screen.getByText('Incorrect OTP. You have 4 attempts left.')).toBeInTheDocument();

    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(api.calls(VERIFY)).toEqual([
      { challenge_id: sampleId('challenge-1'), otp_code: '111111' },
      { challenge_id: sampleId('challenge-1'), otp_code: '654321' },
    ]);
    expect(screen.getByRole('heading', { name: 'Screen /home' })).toBeInTheDocument();
    // Nothing of the code is left in the tab, and no credential was ever put there.
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('keeps the code over a reload, so the code already received still works', async () => {
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST]: () => otpSent(sampleId('challenge-1')),
      [VERIFY]: () => ok({ success: true, message: 'You are signed in.' }),
    });
    openSignIn();
    await passTime();
    await sendFor(PAN);
    await passTime(90_000);
    cleanup();

    openSignIn();
    await passTime();
    expect(screen.getByText(`OTP sent to ${PHONE_MASKED}`)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('OTP expires in 3:30');
    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(api.calls(REQUEST)).toHaveLength(1);
    expect(api.calls(VERIFY)).toEqual([
      { challenge_id: sampleId('challenge-1'), otp_code: '654321' },
    ]);
  });

  it('after the last wrong try sends a new code at once, which signs in', async () => {
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST]: () => otpSent(sampleId(`challenge-${api.calls(REQUEST).length}`)),
      [VERIFY]: ({ challenge_id }: { challenge_id: string }) =>
        challenge_id === sampleId('challenge-1')
          ? problem(
              400,
              'OTP_INCORRECT',
              'Incorrect OTP. You have no attempts left. Please request a new OTP.',
              { attempts_left: 0 },
            )
          : ok({ success: true, message: 'You are signed in.' }),
    });
    openSignIn();
    await passTime();
    await sendFor(PAN);
    fireEvent.change(otpField(), { target: { value: '111111' } });
    await passTime();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new OTP' }));
    await passTime();
    expect(api.calls(REQUEST)).toEqual([{ pan_number: PAN }, { pan_number: PAN }]);
    fireEvent.change(otpField(), { target: { value: '222222' } });
    await passTime();
    expect(screen.getByRole('heading', { name: 'Screen /home' })).toBeInTheDocument();
  });

  it('counts the resend cooldown down before the PAN can be sent again', async () => {
    fakeApi({
      [REQUEST]: () =>
        problem(429, 'OTP_COOLDOWN', 'Please wait 20 seconds before requesting a new OTP.', {
          resend_after: 20,
        }),
    });
    openSignIn();
    await passTime();
    await sendFor(PAN);
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new OTP in 0:20');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    await passTime(20_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('says why no code was sent, in the server’s words', async () => {
    const refusal =
      'The credit bureau has no mobile number for this PAN, so we cannot send an OTP.';
    fakeApi({ [REQUEST]: () => problem(422, 'NO_MOBILE_ON_RECORD', refusal) });
    openSignIn();
    await passTime();
    await sendFor(PAN);
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('PAN Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a device already signed in straight on, to the screen that asked', async () => {
    fakeApi({ [SESSION]: () => signedIn() });
    openSignIn('?next=%2Fmy-consents');
    await passTime();
    expect(screen.getByRole('heading', { name: 'Screen /my-consents' })).toBeInTheDocument();
  });

  it('goes back only to a screen of this app that asks for a sign-in, else home', async () => {
    fakeApi({ [SESSION]: () => signedIn() });
    openSignIn('?next=https%3A%2F%2Fevil.example%2F');
    await passTime();
    expect(screen.getByRole('heading', { name: 'Screen /home' })).toBeInTheDocument();
  });

  it('sends a signed-in device back to the loans that asked', async () => {
    fakeApi({ [SESSION]: () => signedIn() });
    openSignIn('?next=%2Floans-list');
    await passTime();
    expect(screen.getByRole('heading', { name: 'Screen /loans-list' })).toBeInTheDocument();
  });

  it('says why a screen sent the borrower here, and goes back to that screen once signed in', async () => {
    let session = false;
    fakeApi({
      [SESSION]: () => (session ? signedIn() : ok({ signed_in: false })),
      [REQUEST]: () => otpSent(sampleId('challenge-9')),
      [VERIFY]: () => {
        session = true;
        return ok({ success: true, message: 'You are signed in.' });
      },
    });
    openSignIn('?next=%2Fdocument-center');
    await passTime();
    expect(
      screen.getByText(/^Sign in to open that page: this device is not signed in/),
    ).toBeInTheDocument();
    await sendFor(PAN);
    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(screen.getByRole('heading', { name: 'Screen /document-center' })).toBeInTheDocument();
  });

  it('says nothing of the kind to a borrower who came by the header’s My Documents', async () => {
    fakeApi({ [SESSION]: () => ok({ signed_in: false }) });
    openSignIn();
    await passTime();
    expect(screen.queryByText(/^Sign in to open that page/)).not.toBeInTheDocument();
  });
});
