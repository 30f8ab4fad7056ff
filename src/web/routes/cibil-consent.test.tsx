import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem } from '../testing/fake-api';
import { passTime, renderScreen } from '../testing/render-screen';
import { CibilConsentPage } from './cibil-consent';
import { ConsentPage } from './consent';

/**
 * Back to a consent screen after consent was given (issue 20: Back never undoes what was done):
 * the consent is shown as given, with the way on — not a blank form that would cost another OTP.
 */

const PAN = 'AQMPS4821K';
const given = { panNumber: PAN, holderName: 'Priya Sharma', consentVerified: true } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

describe('coming Back to a consent already given', () => {
  it('shows the bureau consent as given, asks for no code, and waits for the borrower', async () => {
    const api = fakeApi({
      'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
    });
    renderScreen(<CibilConsentPage />, { path: '/cibil-consent', state: given });
    expect(screen.getByRole('heading', { name: 'Consent verified' })).toBeInTheDocument();
    expect(
      screen.getByText('You gave this consent earlier in this visit: no new OTP is needed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // It does not move on by itself: Back would then be taken from the borrower.
    await passTime(5000);
    expect(screen.getByRole('heading', { name: 'Consent verified' })).toBeInTheDocument();
    expect(api.calls('POST /api/request-cibil-consent')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'See your loans' }));
    expect(screen.getByRole('heading', { name: 'Screen /loans-list' })).toBeInTheDocument();
  });

  it('goes Back from there to the PAN step', () => {
    fakeApi({ 'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.') });
    renderScreen(<CibilConsentPage />, { path: '/cibil-consent', state: given });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Screen /pan-verification' })).toBeInTheDocument();
  });

  it('does the same on the older flow’s consent screen', () => {
    fakeApi({ 'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.') });
    renderScreen(<ConsentPage />, { path: '/consent', state: given });
    expect(
      screen.getByText('You gave this consent earlier in this visit: no new OTP is needed.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See your loans' }));
    expect(screen.getByRole('heading', { name: 'Screen /dashboard' })).toBeInTheDocument();
  });
});
