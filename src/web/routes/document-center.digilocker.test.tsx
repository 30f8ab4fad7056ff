import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveToDigiLockerResponse } from '../../shared/api/digilocker';
import { shareDialogPart } from '../components/documents/document-dialogs';
import { leaveFor } from '../components/documents/save-to-digilocker';
import { changeLanguage } from '../i18n/i18n';
import { fakeApi, ok, problem, signedIn } from '../testing/fake-api';
import { loanDocument } from '../testing/loan-documents';
import { passTime, renderScreen } from '../testing/render-screen';
import { DocumentCenterPage } from './document-center';

/**
 * Save to DigiLocker on the Document Center: off to DigiLocker to allow it the first time,
 * straight in after; back from DigiLocker, what happened and what to do; no button when no
 * DigiLocker is configured; in English and Hindi.
 */

const STATEMENT = loanDocument('HDFC Bank', 'statement_of_account', { loanId: 'hdfc-home' });
const SAVE = `POST /api/documents/${STATEMENT.documentId}/digilocker`;
const AUTHORIZE = 'https://digilocker.example/oauth2/1/authorize?state=s';

function center(options: {
  digilocker: boolean;
  save?: () => SaveToDigiLockerResponse;
  search?: string;
  extra?: Parameters<typeof fakeApi>[0];
}) {
  const api = fakeApi({
    'GET /api/session': () => signedIn(),
    'GET /api/documents': () =>
      ok({ success: true, documents: [STATEMENT], saveToDigiLocker: options.digilocker }),
    [SAVE]: () =>
      options.save
        ? ok(options.save())
        : problem(
            502,
            'DIGILOCKER_UNAVAILABLE',
            'We could not save this document to DigiLocker right now. Please try again in a minute.',
          ),
    ...options.extra,
  });
  renderScreen(<DocumentCenterPage />, {
    path: '/document-center',
    state: { panNumber: 'AQMPS4821K', consentVerified: true },
    search: options.search ?? '',
  });
  return api;
}

const card = () => screen.getByRole('article', { name: /Statement of Account/ });
const saveButton = () => within(card()).getByRole('button', { name: /^Save to DigiLocker/ });

// The share dialog's code is there, as it is a moment after the screen has loaded (it is
// fetched after the first paint, or while a link is made): these tests run on fake timers.
beforeAll(() => shareDialogPart.preload());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('Save to DigiLocker', () => {
  it('the first time, sends the borrower to DigiLocker to allow it', async () => {
    const leave = vi.spyOn(leaveFor, 'url').mockImplementation(() => {});
    const api = center({
      digilocker: true,
      save: () => ({
        success: true,
        saved: false,
        path: null,
        authorizeUrl: AUTHORIZE,
        message: '',
      }),
    });
    await passTime();
    fireEvent.click(saveButton());
    await passTime();
    expect(api.calls(SAVE)).toHaveLength(1);
    expect(leave).toHaveBeenCalledWith(AUTHORIZE);
    expect(screen.getByText(/Opening DigiLocker/)).toBeInTheDocument();
  });

  it('once allowed, saves at once and says where', async () => {
    center({
      digilocker: true,
      save: () => ({
        success: true,
        saved: true,
        path: '/loan-documents/hdfc-bank/HDFC_Bank_statement_of_account.pdf',
        authorizeUrl: null,
        message: '',
      }),
    });
    await passTime();
    fireEvent.click(saveButton());
    await passTime();
    expect(screen.getByText('Saved to your DigiLocker')).toBeInTheDocument();
    expect(
      screen.getByText('In Uploaded Documents / loan-documents / hdfc-bank.'),
    ).toBeInTheDocument();
  });

  it('says a failure and what to do', async () => {
    center({ digilocker: true });
    await passTime();
    fireEvent.click(saveButton());
    await passTime();
    expect(
      screen.getByText('Could not save to DigiLocker. Please try again in a minute.'),
    ).toBeInTheDocument();
  });

  it('is offered in the share dialog too', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => undefined },
    });
    center({
      digilocker: true,
      extra: {
        'POST /api/shares': () =>
          ok({
            success: true,
            shareId: 'shr_1',
            shareUrl: '/s/Qm9vay1vZi1zaGFyZWQtZG9jdW1lbnRzLWZvci10ZXN0',
            fileUrl: null,
            expiresAt: '2026-11-22T10:00:00.000Z',
            documentIds: [STATEMENT.documentId],
          }),
        [`GET /api/documents/${STATEMENT.documentId}/shares`]: () =>
          ok({ success: true, shareLinks: [] }),
      },
    });
    await passTime();
    fireEvent.click(within(card()).getByRole('button', { name: /^Share/ }));
    await passTime();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/save it to your own DigiLocker/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Save to DigiLocker/ })).toBeInTheDocument();
  });

  it('is not shown when no DigiLocker is configured', async () => {
    center({ digilocker: false });
    await passTime();
    expect(within(card()).queryByRole('button', { name: /DigiLocker/ })).not.toBeInTheDocument();
  });

  it('back from DigiLocker, says it was saved and where', async () => {
    center({ digilocker: true, search: `?digilocker=saved&document=${STATEMENT.documentId}` });
    await passTime();
    expect(screen.getByText('Saved to your DigiLocker')).toBeInTheDocument();
    expect(
      screen.getByText('In Uploaded Documents / loan-documents / hdfc-bank.'),
    ).toBeInTheDocument();
  });

  it('back from DigiLocker without permission, says so in Hindi', async () => {
    await changeLanguage('hi');
    center({ digilocker: true, search: `?digilocker=denied&document=${STATEMENT.documentId}` });
    await passTime();
    expect(
      screen.getByText(/DigiLocker की अनुमति नहीं दी गई, इसलिए कुछ सहेजा नहीं गया।/),
    ).toBeInTheDocument();
    const [hindiCard] = screen.getAllByRole('article');
    expect(
      within(hindiCard as HTMLElement).getByRole('button', { name: /^DigiLocker में सहेजें/ }),
    ).toBeInTheDocument();
  });
});
