import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedDocumentsResponse } from '../../shared/api/documents';
import { changeLanguage } from '../i18n/i18n';
import { fakeApi, ok, problem } from '../testing/fake-api';
import { passTime, renderScreen } from '../testing/render-screen';
import { SharedDocumentsPage } from './shared-documents';

/**
 * /s/:token as the receiver of a link sees it: what was shared, by which lender, until when,
 * with View and Download; and a plain page, with what to do next, once the link is dead.
 */

const TOKEN = 'Xy9_ab-CDef0123456789ghijklmnopqrstuvwxyzAB';
const METADATA = `GET /api/share/${TOKEN}/documents`;
const DEAD = problem(
  404,
  'NOT_FOUND',
  'This link has expired or was withdrawn. Please ask the person who sent it for a new link.',
);

function shared(
  documentId: string,
  bankName: string,
  documentType: SharedDocumentsResponse['documents'][number]['documentType'],
) {
  const fileUrl = `/api/share/${TOKEN}/documents/${documentId}`;
  return {
    documentId,
    bankName,
    documentType,
    displayName: documentType,
    loanType: 'home_loan' as const,
    accountMasked: 'XXXX7890',
    fileName: `${bankName.replaceAll(' ', '_')}_${documentType}.pdf`,
    fileSize: '48.2 KB',
    issuedAt: '2026-11-20T10:00:00.000Z',
    verificationCode: 'K7QM-2XWD-9PRT',
    downloadUrl: fileUrl,
    viewUrl: `${fileUrl}?purpose=view`,
  };
}

const PACK: SharedDocumentsResponse = {
  success: true,
  expiresAt: '2026-11-21T10:00:00.000Z',
  documents: [
    shared('doc_1', 'HDFC Bank', 'statement_of_account'),
    shared('doc_2', 'HDFC Bank', 'sanction_letter'),
    shared('doc_3', 'HDFC Bank', 'foreclosure_letter'),
  ],
};

function openLink() {
  renderScreen(<SharedDocumentsPage />, { path: `/s/${TOKEN}`, route: '/s/:token' });
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('a share link’s page', () => {
  it('shows each document with its lender, loan and issue date, the expiry, and View and Download', async () => {
    fakeApi({ [METADATA]: () => ok(PACK) });
    openLink();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the shared documents…');
    await passTime();

    expect(
      screen.getByRole('heading', { level: 1, name: '3 loan documents have been shared with you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link works until 21 Nov 2026, 03:30 pm.')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Statement of Account',
      'Sanction Letter',
      'Foreclosure Letter',
    ]);
    const [first] = cards as [HTMLElement];
    expect(first).toHaveTextContent('HDFC Bank');
    expect(first).toHaveTextContent('Home Loan · A/c XXXX7890');
    expect(first).toHaveTextContent('Issued20 Nov 2026, 03:30 pm');
    expect(within(first).getByRole('link', { name: /^Check it is genuine/ })).toHaveAttribute(
      'href',
      '/verify/K7QM-2XWD-9PRT',
    );
    expect(within(first).getByRole('button', { name: /^View/ })).toBeEnabled();
    expect(within(first).getByRole('button', { name: /^Download/ })).toBeEnabled();
    expect(document.title).toBe('Shared loan documents · Loan Documents');
  });

  it('downloads a file that is there, under its name', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const api = fakeApi({
      [METADATA]: () => ok(PACK),
      [`HEAD /api/share/${TOKEN}/documents/doc_2`]: () => ({ status: 200 }),
    });
    openLink();
    await passTime();
    const [, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    fireEvent.click(within(second).getByRole('button', { name: /^Download/ }));
    await passTime();
    expect(api.calls(`HEAD /api/share/${TOKEN}/documents/doc_2`)).toHaveLength(1);
    expect(clicked).toEqual([
      {
        href: `/api/share/${TOKEN}/documents/doc_2`,
        download: 'HDFC_Bank_sanction_letter.pdf',
      },
    ]);
  });

  it('opens View in a new tab once the file is known to be there', async () => {
    const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakeApi({
      [METADATA]: () => ok(PACK),
      [`HEAD /api/share/${TOKEN}/documents/doc_3`]: () => ({ status: 200 }),
    });
    openLink();
    await passTime();
    const [, , third] = screen.getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
    fireEvent.click(within(third).getByRole('button', { name: /^View/ }));
    // Opened while the tap counts, before any answer.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await passTime();
    expect(tab.location.href).toBe(`/api/share/${TOKEN}/documents/doc_3?purpose=view`);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('says plainly that a dead link has expired or was withdrawn, and what to do next', async () => {
    fakeApi({ [METADATA]: () => DEAD });
    openLink();
    await passTime();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link has expired or was withdrawn' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please ask the person who sent it for a new link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you can do' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your loan documents' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('turns into the friendly page when the link is withdrawn while it is open', async () => {
    let withdrawn = false;
    fakeApi({
      [METADATA]: () => (withdrawn ? DEAD : ok(PACK)),
      [`HEAD /api/share/${TOKEN}/documents/doc_1`]: () => ({ status: 404 }),
    });
    openLink();
    await passTime();
    withdrawn = true;
    fireEvent.click(screen.getAllByRole('button', { name: /^Download/ })[0] as HTMLElement);
    await passTime();
    expect(
      screen.getByRole('heading', { name: 'This link has expired or was withdrawn' }),
    ).toBeInTheDocument();
  });

  it.each([
    {
      language: 'hi',
      heading: 'इस लिंक की समय-सीमा समाप्त हो गई है या इसे वापस ले लिया गया है',
      link: 'अपने लोन दस्तावेज़ पाएँ',
    },
    {
      language: 'mr',
      heading: 'या लिंकची मुदत संपली आहे किंवा ती मागे घेतली आहे',
      link: 'तुमचे कर्ज दस्तऐवज मिळवा',
    },
    {
      language: 'te',
      heading: 'ఈ లింక్ గడువు ముగిసింది లేదా ఉపసంహరించబడింది',
      link: 'మీ రుణ పత్రాలు పొందండి',
    },
    {
      language: 'bn',
      heading: 'এই লিঙ্কের মেয়াদ শেষ হয়েছে বা এটি প্রত্যাহার করা হয়েছে',
      link: 'আপনার ঋণের নথি পান',
    },
    {
      language: 'ta',
      heading: 'இந்த இணைப்பு காலாவதியாகிவிட்டது அல்லது திரும்பப் பெறப்பட்டது',
      link: 'ஆவணங்களைப் பெறுங்கள்',
    },
  ] as const)('speaks the language chosen: $language', async ({ language, heading, link }) => {
    fakeApi({ [METADATA]: () => DEAD });
    await changeLanguage(language);
    try {
      openLink();
      await passTime();
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('offers to try again when the link could not be opened', async () => {
    let down = true;
    fakeApi({ [METADATA]: () => (down ? 'network-error' : ok(PACK)) });
    openLink();
    await passTime();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not open this link just now');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await passTime();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
