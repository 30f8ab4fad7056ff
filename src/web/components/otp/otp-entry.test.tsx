import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import { CibilConsentPage } from '../../routes/cibil-consent';
import { ConsentPage } from '../../routes/consent';
import { DocumentsPage } from '../../routes/documents';
import { fakeApi, ok, problem, sampleId } from '../../testing/fake-api';
import { passTime, renderScreen } from '../../testing/render-screen';

/**
 * The one OTP entry of every OTP screen, driven as a borrower would: a malformed code refused
 * before asking, the server's reason for a wrong one, the 5:00 countdown and the new code it
 * offers, and a code that can never pass on the older per-bank boxes.
 */

const PAN = 'AQMPS4821K';
const MOBILE = '9811402237';
const PHONE_MASKED = '+91 XXXXXX2237';
const REQUEST_CONSENT = 'POST /api/request-cibil-consent';
const VERIFY_CONSENT = 'POST /api/verify-cibil-consent';
const WRONG = 'Incorrect OTP. You have 4 attempts left.';

function consentSent(consentId: string) {
  return ok({
    success: true,
    consent_id: consentId,
    phone_masked: PHONE_MASKED,
    message: 'OTP sent',
    expires_in: 300,
    resend_after: 30,
  });
}

const verified = ok({
  success: true,
  access_token: 'token-1',
  consent_verified: true,
  message: 'Consent verified',
  expires_in: 1800,
});

const otpField = () => screen.getByLabelText('One-time password (OTP)');
const timer = () => screen.getByRole('timer');

beforeEach(() => {
  vi.useFakeTimers();
});

/** /cibil-consent up to its OTP step: consent given, the mobile typed, the code sent. */
async function reachCibilOtp() {
  renderScreen(<CibilConsentPage />, {
    path: '/cibil-consent',
    state: { panNumber: PAN, holderName: 'Priya Sharma' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to let Loan Documents/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Agree & Continue' }));
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: MOBILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await passTime();
  expect(screen.getByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
}

describe('OTP entry on /cibil-consent', () => {
  it('refuses a malformed code before asking, and shows the server’s reason for a wrong one until a new code is typed', async () => {
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () => consentSent(sampleId('consent-1')),
      [VERIFY_CONSENT]: ({ otp_code }: { otp_code: string }) =>
        otp_code === '654321' ? verified : problem(400, 'OTP_INCORRECT', WRONG),
    });
    await reachCibilOtp();
    expect(screen.getByText(`OTP sent to ${PHONE_MASKED}`)).toBeInTheDocument();

    fireEvent.change(otpField(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP');
    expect(api.calls(VERIFY_CONSENT)).toEqual([]);

    // A whole code is checked as soon as it is typed: no Verify tap.
    fireEvent.change(otpField(), { target: { value: '123456' } });
    expect(screen.queryByText('Please enter a valid 6-digit OTP')).not.toBeInTheDocument();
    await passTime();
    expect(api.calls(VERIFY_CONSENT)).toEqual([
      { consent_id: sampleId('consent-1'), otp_code: '123456', pan_number: PAN },
    ]);
    expect(screen.getByText(WRONG)).toBeInTheDocument();
    expect(otpField()).toHaveAttribute('aria-invalid', 'true');
    // Still a live code: no new one is offered before its time is up.
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    fireEvent.change(otpField(), { target: { value: '' } });
    expect(screen.queryByText(WRONG)).not.toBeInTheDocument();
    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(screen.getByText('Your consent is recorded')).toBeInTheDocument();
    await passTime(2000);
    expect(screen.getByRole('heading', { name: 'Screen /loans-list' })).toBeInTheDocument();
  });

  it('offers a new code only once the 5:00 countdown has run out, then counts from 5:00 again', async () => {
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () =>
        consentSent(sampleId(`consent-${api.calls(REQUEST_CONSENT).length}`)),
      [VERIFY_CONSENT]: () => verified,
    });
    await reachCibilOtp();
    expect(timer()).toHaveTextContent('OTP expires in 5:00');

    await passTime(299_000);
    expect(timer()).toHaveTextContent('OTP expires in 0:01');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await passTime(1_000);
    expect(screen.getByText('The OTP has expired. Request a new one.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await passTime();
    // The same number as the first code.
    expect(api.calls(REQUEST_CONSENT)).toEqual([
      { pan_number: PAN, phone_number: MOBILE },
      { pan_number: PAN, phone_number: MOBILE },
    ]);
    expect(screen.getByText('A new OTP has been sent')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    // The new code verifies against the new consent.
    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(api.calls(VERIFY_CONSENT)).toEqual([
      { consent_id: sampleId('consent-2'), otp_code: '654321', pan_number: PAN },
    ]);
  });

  it('counts the server’s resend cooldown down, then offers the new code again', async () => {
    const cooldown = 'Please wait 12 seconds before requesting a new OTP.';
    let sends = 0;
    fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () => {
        sends += 1;
        return sends === 1
          ? consentSent(sampleId('consent-1'))
          : sends === 2
            ? problem(429, 'OTP_COOLDOWN', cooldown, { resend_after: 12 })
            : consentSent(sampleId('consent-3'));
      },
    });
    await reachCibilOtp();
    await passTime(300_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await passTime();
    expect(screen.getByText('The OTP has expired. Request a new one.')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('You can ask for a new OTP in 0:12');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await passTime(11_000);
    expect(timer()).toHaveTextContent('You can ask for a new OTP in 0:01');
    await passTime(1_000);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await passTime();
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
  });

  it('says how many tries are left, and after the last wrong one offers a new code at once', async () => {
    let tries = 5;
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () =>
        consentSent(sampleId(`consent-${api.calls(REQUEST_CONSENT).length}`)),
      [VERIFY_CONSENT]: ({ consent_id, otp_code }: { consent_id: string; otp_code: string }) => {
        if (consent_id === sampleId('consent-2') && otp_code === '654321') return verified;
        tries -= 1;
        return problem(
          400,
          'OTP_INCORRECT',
          tries > 0
            ? `Incorrect OTP. You have ${tries} attempts left.`
            : 'Incorrect OTP. You have no attempts left. Please request a new OTP.',
          { attempts_left: tries },
        );
      },
    });
    await reachCibilOtp();
    // Each new wrong code is checked as soon as it is whole.
    for (const left of [4, 3, 2, 1]) {
      fireEvent.change(otpField(), { target: { value: String(left).repeat(6) } });
      await passTime();
      expect(
        screen.getByText(`Incorrect OTP. You have ${left} attempts left.`),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send a new OTP' })).not.toBeInTheDocument();
    }
    fireEvent.change(otpField(), { target: { value: '999999' } });
    await passTime();
    expect(
      screen.getByText('Incorrect OTP. You have no attempts left. Please request a new OTP.'),
    ).toBeInTheDocument();
    // At once: no countdown to wait out, and nothing more to verify with this code.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new OTP' }));
    await passTime();
    expect(api.calls(REQUEST_CONSENT)).toHaveLength(2);
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
    fireEvent.change(otpField(), { target: { value: '654321' } });
    await passTime();
    expect(screen.getByText('Your consent is recorded')).toBeInTheDocument();
  });

  it('says only that an expired code expired, with the way to a new one', async () => {
    fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () => consentSent(sampleId('consent-1')),
      [VERIFY_CONSENT]: () =>
        problem(400, 'OTP_EXPIRED', 'This OTP has expired. Please request a new one.'),
    });
    await reachCibilOtp();
    fireEvent.change(otpField(), { target: { value: '123456' } });
    await passTime();
    expect(screen.getByText('The OTP has expired. Request a new one.')).toBeInTheDocument();
    expect(screen.queryByText('This OTP has expired. Please request a new one.')).toBeNull();
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('comes back to the code already sent after a reload, and that code still works', async () => {
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () => consentSent(sampleId('consent-1')),
      [VERIFY_CONSENT]: () => verified,
    });
    await reachCibilOtp();
    await passTime(60_000);
    cleanup();
    // The page loads again in the same tab: its journey and the code on its way are kept.
    renderScreen(<CibilConsentPage />, {
      path: '/cibil-consent',
      state: { panNumber: PAN, holderName: 'Priya Sharma' },
    });
    expect(screen.getByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    expect(screen.getByText(`OTP sent to ${PHONE_MASKED}`)).toBeInTheDocument();
    expect(timer()).toHaveTextContent('OTP expires in 4:00');
    fireEvent.change(otpField(), { target: { value: '123456' } });
    await passTime();
    expect(api.calls(REQUEST_CONSENT)).toHaveLength(1);
    expect(api.calls(VERIFY_CONSENT)).toEqual([
      { consent_id: sampleId('consent-1'), otp_code: '123456', pan_number: PAN },
    ]);
    expect(screen.getByText('Your consent is recorded')).toBeInTheDocument();
  });

  it('says until what time the hourly cap holds new codes back', async () => {
    const capped =
      'Too many OTPs have been sent to this mobile number. Please try again after 3:45 pm.';
    let sends = 0;
    fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
      [REQUEST_CONSENT]: () => {
        sends += 1;
        return sends === 1
          ? consentSent(sampleId('consent-1'))
          : problem(429, 'OTP_HOURLY_LIMIT', capped, { retry_at: '2031-01-01T10:15:00.000Z' });
      },
    });
    await reachCibilOtp();
    await passTime(300_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await passTime();
    expect(screen.getByText(capped)).toHaveAttribute('role', 'alert');
    // Not a dead end: the way to a new code stays for when the time has come.
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});

describe('OTP entry on the older flow', () => {
  it('/consent accepts 4 to 6 digits and says a wrong code twice: under the field and as a toast', async () => {
    const api = fakeApi({
      [REQUEST_CONSENT]: () => consentSent(sampleId('consent-1')),
      [VERIFY_CONSENT]: () => problem(400, 'OTP_INCORRECT', WRONG),
    });
    renderScreen(<ConsentPage />, {
      path: '/consent',
      state: { panNumber: PAN, holderName: 'Priya Sharma' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to let Loan Documents/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree & Send OTP' }));
    await passTime();
    // No number typed: the code goes to the mobile on the credit record.
    expect(api.calls(REQUEST_CONSENT)).toEqual([{ pan_number: PAN }]);

    fireEvent.change(otpField(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Please enter a valid OTP')).toBeInTheDocument();
    fireEvent.change(otpField(), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await passTime();
    expect(api.calls(VERIFY_CONSENT)).toEqual([
      { consent_id: sampleId('consent-1'), otp_code: '1234', pan_number: PAN },
    ]);
    expect(
      screen.getByText(`Invalid OTP. Please try again. ${WRONG}`, { selector: 'span' }),
    ).toBeInTheDocument();
    const toast = screen.getByText('Invalid OTP. Please try again.', { exact: true });
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent(WRONG);
  });

  it('/documents offers a new code at once for a bank whose code can no longer pass', async () => {
    const loan: LegacyLoanSelection = {
      id: 'loan-1',
      bank_name: 'HDFC Bank',
      account_number: 'XXXX4321',
      loan_type: 'home_loan',
      documentTypes: ['soa'],
    };
    const locked = 'Too many incorrect attempts. Please request a new OTP.';
    const api = fakeApi({
      'POST /api/request-consent': () =>
        ok({
          success: true,
          consent_token: `lender-${api.calls('POST /api/request-consent').length}`.padEnd(22, '0'),
          consent_id: 'lender',
          phone_masked: PHONE_MASKED,
          message: 'OTP sent',
          expires_in: 300,
          resend_after: 30,
        }),
      'POST /api/retrieve-documents': () => problem(400, 'OTP_LOCKED', locked),
    });
    renderScreen(<DocumentsPage />, {
      path: '/documents',
      state: { panNumber: PAN, consentVerified: true, legacySelection: [loan] },
    });
    await passTime();
    // StrictMode runs the arrival twice: the bank is still asked once.
    expect(api.calls('POST /api/request-consent')).toEqual([
      { account_id: 'loan-1', pan_number: PAN },
    ]);
    const box = screen.getByRole('group', { name: 'HDFC Bank' });
    expect(within(box).getByText(`Sent to ${PHONE_MASKED}`)).toBeInTheDocument();

    fireEvent.change(within(box).getByLabelText('OTP for HDFC Bank'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Verify & Retrieve' }));
    await passTime();
    expect(within(box).getByText(`Invalid OTP. Please try again. ${locked}`)).toBeInTheDocument();
    expect(within(box).queryByRole('timer')).not.toBeInTheDocument();

    fireEvent.click(within(box).getByRole('button', { name: 'Send a new OTP' }));
    await passTime();
    expect(api.calls('POST /api/request-consent')).toHaveLength(2);
    expect(screen.getByText('A new OTP has been sent for HDFC Bank')).toBeInTheDocument();
    expect(within(box).getByRole('timer')).toHaveTextContent('OTP expires in 5:00');
    expect(within(box).queryByText(/Invalid OTP/)).not.toBeInTheDocument();
    expect(within(box).getByLabelText('OTP for HDFC Bank')).toHaveValue('');
  });
});
