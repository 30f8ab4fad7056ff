import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkResponse } from '../../shared/api/documents';
import { shareDialogPart } from '../components/documents/document-dialogs';
import { fakeApi, ok, signedIn } from '../testing/fake-api';
import { documentIdOf, loanDocument } from '../testing/loan-documents';
import { passTime, renderScreen } from '../testing/render-screen';
import { DocumentCenterPage } from './document-center';

/**
 * Sharing from the Document Center: one document or several across loans with one link (the
 * receiver's /s/<token> page on this origin), the share sheet on phones and the clipboard
 * elsewhere, and revoking a link only once the borrower confirms.
 */

const LIST = 'GET /api/documents';
const CREATE = 'POST /api/shares';
const TOKEN = 'Qm9vay1vZi1zaGFyZWQtZG9jdW1lbnRzLWZvci10ZXN0';

const home = { loanId: 'hdfc-home' } as const;
const car = { loanId: 'axis-car', loanType: 'auto_loan', accountMasked: 'XXXX4455' } as const;
const DOCUMENTS = [
  loanDocument('HDFC Bank', 'statement_of_account', home),
  loanDocument('HDFC Bank', 'sanction_letter', home),
  loanDocument('Axis Bank', 'foreclosure_letter', car),
  loanDocument('Axis Bank', 'repayment_schedule', { ...car, status: 'processing' }),
];

interface Link {
  shareId: string;
  createdAt: string;
  expiresAt: string;
  documentIds: string[];
}

/** A server that makes, lists and revokes links, as the real one does. */
function sharingServer() {
  let links: Link[] = [];
  const api = fakeApi({
    'GET /api/session': () => signedIn(),
    [LIST]: () => ok({ success: true, documents: DOCUMENTS }),
    [CREATE]: (body: { documentIds: string[] }) => {
      const link: Link = {
        shareId: `shr_${links.length + 1}`,
        createdAt: '2026-11-21T10:00:00.000Z',
        expiresAt: '2026-11-22T10:00:00.000Z',
        documentIds: body.documentIds,
      };
      links = [link, ...links];
      const answer: ShareLinkResponse = {
        success: true,
        shareId: link.shareId,
        shareUrl: `/s/${TOKEN}${links.length}`,
        fileUrl: body.documentIds.length === 1 ? `/api/share/${TOKEN}${links.length}` : null,
        expiresAt: link.expiresAt,
        documentIds: link.documentIds,
      };
      return ok(answer);
    },
    'GET /api/shares': () => ok({ success: true, shareLinks: links }),
    [`GET /api/documents/${DOCUMENTS[0]?.documentId}/shares`]: () =>
      ok({
        success: true,
        shareLinks: links.filter((link) =>
          link.documentIds.includes(documentIdOf('hdfc-home', 'statement_of_account', 1)),
        ),
      }),
    ...Object.fromEntries(
      [1, 2, 3].map((n) => [
        `DELETE /api/shares/shr_${n}`,
        () => {
          links = links.filter((link) => link.shareId !== `shr_${n}`);
          return ok({ success: true, message: 'The share link no longer works.' });
        },
      ]),
    ),
  });
  return api;
}

function openCenter() {
  renderScreen(<DocumentCenterPage />, {
    path: '/document-center',
    state: { panNumber: 'AQMPS4821K', consentVerified: true },
  });
}

/** A phone (touch, share sheet) or a computer. */
function device({ phone, share }: { phone: boolean; share?: (data: ShareData) => Promise<void> }) {
  const writeText = vi.fn(async (_text: string) => undefined);
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText },
    ...(share ? { share } : {}),
  });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(pointer: coarse)' ? phone : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  return { writeText };
}

// The share dialog's code is there, as it is a moment after the screen has loaded (it is
// fetched after the first paint, or while a link is made): these tests run on fake timers.
beforeAll(() => shareDialogPart.preload());

beforeEach(() => {
  vi.useFakeTimers();
});

describe('sharing from the Document Center', () => {
  it('copies a link to the receiver’s page on a computer, and revokes it only when confirmed', async () => {
    const { writeText } = device({ phone: false, share: vi.fn() });
    const api = sharingServer();
    openCenter();
    await passTime();

    fireEvent.click(
      screen.getByRole('button', { name: /^Share\s*Statement of Account, HDFC Bank$/ }),
    );
    await passTime();
    expect(api.calls(CREATE)).toEqual([
      { documentIds: [documentIdOf('hdfc-home', 'statement_of_account', 1)] },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Share Statement of Account' });
    const url = `${window.location.origin}/s/${TOKEN}1`;
    expect(within(dialog).getByLabelText('Your new link')).toHaveValue(url);
    // A computer copies, even with a share sheet.
    expect(writeText).toHaveBeenCalledWith(url);
    expect(navigator.share).not.toHaveBeenCalled();
    expect(screen.getByText('Share link generated! Valid for 24 hours.')).toBeInTheDocument();

    // Revoke asks first; keeping the link changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: /^Revoke/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(confirm).toHaveTextContent(
      'Whoever has the link will no longer be able to open the document.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the link' }));
    await passTime();
    expect(api.calls('DELETE /api/shares/shr_1')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }),
    );
    await passTime();
    expect(api.calls('DELETE /api/shares/shr_1')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No active links for this document.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('The link no longer works.').length).toBeGreaterThan(0);
  });

  it('hands the link to the system share sheet on a phone', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const { writeText } = device({ phone: true, share });
    sharingServer();
    openCenter();
    await passTime();
    fireEvent.click(
      screen.getByRole('button', { name: /^Share\s*Statement of Account, HDFC Bank$/ }),
    );
    await passTime();
    expect(share).toHaveBeenCalledWith({
      title: 'Statement of Account from HDFC Bank',
      url: `${window.location.origin}/s/${TOKEN}1`,
    });
    expect(writeText).not.toHaveBeenCalled();
    // The dialog offers the sheet again, and copying.
    const dialog = screen.getByRole('dialog', { name: 'Share Statement of Account' });
    expect(within(dialog).getByRole('button', { name: 'Share…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('makes one link for documents picked across loans, and revokes it for all of them', async () => {
    device({ phone: false });
    const api = sharingServer();
    openCenter();
    await passTime();

    fireEvent.click(screen.getByRole('button', { name: 'Share several' }));
    const bar = screen.getByRole('region', { name: 'Share several documents' });
    expect(within(bar).getByRole('button', { name: 'Create link' })).toBeDisabled();
    // Only ready documents can be picked.
    expect(
      screen.getByRole('checkbox', { name: 'Select Repayment Schedule, Axis Bank' }),
    ).toBeDisabled();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select Statement of Account, HDFC Bank' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Foreclosure Letter, Axis Bank' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sanction Letter, HDFC Bank' }));
    expect(bar).toHaveTextContent('3 selected');
    // Picks survive a filter that hides some of them.
    fireEvent.change(screen.getByRole('combobox', { name: 'Bank' }), {
      target: { value: 'Axis Bank' },
    });
    expect(bar).toHaveTextContent('3 selected');

    fireEvent.click(within(bar).getByRole('button', { name: 'Create link' }));
    await passTime();
    expect(api.calls(CREATE)).toEqual([
      {
        documentIds: [
          documentIdOf('hdfc-home', 'statement_of_account', 1),
          documentIdOf('axis-car', 'foreclosure_letter', 1),
          documentIdOf('hdfc-home', 'sanction_letter', 1),
        ],
      },
    ]);
    // Picking is over; the dialog says what the link carries.
    expect(screen.queryByRole('region', { name: 'Share several documents' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Share 3 documents' });
    const carried = within(
      within(dialog).getByRole('region', { name: 'In this link' }),
    ).getAllByRole('listitem');
    expect(carried.map((item) => item.textContent)).toEqual([
      'Statement of AccountHDFC Bank · A/c XXXX7890',
      'Foreclosure LetterAxis Bank · A/c XXXX4455',
      'Sanction LetterHDFC Bank · A/c XXXX7890',
    ]);
    expect(within(dialog).getByLabelText('Your new link')).toHaveValue(
      `${window.location.origin}/s/${TOKEN}1`,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: /^Revoke/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(confirm).toHaveTextContent('will no longer be able to open these documents');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    await passTime();
    expect(api.calls('DELETE /api/shares/shr_1')).toHaveLength(1);
    expect(within(dialog).getByText('No active links for these documents.')).toBeInTheDocument();
  });

  it('ends picking with Cancel, making nothing', async () => {
    device({ phone: false });
    const api = sharingServer();
    openCenter();
    await passTime();
    fireEvent.click(screen.getByRole('button', { name: 'Share several' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select Statement of Account, HDFC Bank' }),
    );
    const bar = screen.getByRole('region', { name: 'Share several documents' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(api.calls(CREATE)).toEqual([]);
  });
});
