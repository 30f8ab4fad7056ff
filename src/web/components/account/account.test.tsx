import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, problem, sampleId, signedIn } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { StepLayout } from '../step-layout';

/**
 * The header every journey screen has: My Documents to the Document Center or to the sign-in,
 * and for a signed-in device the account menu with its way to consents and signing out.
 */

function openScreen() {
  sessionStorage.setItem('loan-docs.flow', JSON.stringify({ panNumber: 'AQMPS4821K' }));
  sessionStorage.setItem('loan-docs.batch-otp', JSON.stringify({ batchId: sampleId('batch-1') }));
  renderScreen(
    <StepLayout title="Loan accounts">
      <p>Content</p>
    </StepLayout>,
    { path: '/loans-list' },
  );
}

async function openMenu() {
  const trigger = await screen.findByRole('button', { name: 'Account' });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('the header', () => {
  it('leads a device that is not signed in to the sign-in, with no account menu', async () => {
    fakeApi({});
    openScreen();
    const link = screen.getByRole('link', { name: 'My Documents' });
    expect(link).toHaveAttribute('href', '/sign-in');
    await screen.findByRole('heading', { name: 'Loan accounts' });
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('leads a signed-in device to its home and documents, and names whose session it is', async () => {
    fakeApi({ 'GET /api/session': () => signedIn('AQMPS4821K') });
    openScreen();
    await screen.findByRole('button', { name: 'Account' });
    expect(screen.getByRole('link', { name: 'My Documents' })).toHaveAttribute('href', '/home');
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Signed in as AQXXXX821K');
    expect(within(menu).getByRole('menuitem', { name: 'Your home' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'My Documents' })).toBeVisible();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'My consents & activity' }));
    expect(await screen.findByRole('heading', { name: 'Screen /my-consents' })).toBeVisible();
  });

  it.each([
    ['Sign out', false, 'You are signed out.'],
    ['Sign out everywhere', true, 'You are signed out on every device.'],
  ])('%s ends the session and forgets this tab’s journey', async (item, everywhere, said) => {
    let session = true;
    const api = fakeApi({
      'GET /api/session': () => (session ? signedIn() : ok({ signed_in: false })),
      'POST /api/sign-out': () => {
        session = false;
        return ok({ success: true, message: said });
      },
    });
    openScreen();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: item }));
    expect(await screen.findByRole('heading', { name: 'Screen /' })).toBeVisible();
    expect(api.calls('POST /api/sign-out')).toEqual([{ everywhere }]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('says so in the menu when signing out did not work', async () => {
    fakeApi({
      'GET /api/session': () => signedIn(),
      'POST /api/sign-out': () => problem(503, 'UNAVAILABLE', 'The service is busy.'),
    });
    openScreen();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent('The service is busy.');
    expect(sessionStorage.getItem('loan-docs.flow')).not.toBeNull();
  });
});
