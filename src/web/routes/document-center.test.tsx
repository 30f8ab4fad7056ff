import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanDocument } from '../../shared/api/documents';
import type { DocumentType } from '../../shared/documents';
import { type FakeAnswer, fakeApi, ok, problem, signedIn } from '../testing/fake-api';
import { loanDocument as makeDocument } from '../testing/loan-documents';
import { passTime, renderScreen } from '../testing/render-screen';
import { DocumentCenterPage } from './document-center';

/**
 * The Document Center's list as the borrower narrows it: cards grouped by loan with earlier
 * versions under them, counts over every current document, search, the bank dropdown and the
 * five tabs combined, the empty states, a list that updates itself while documents are being
 * made, and a list that could not be fetched.
 */

const LIST = 'GET /api/documents';
const SESSION = 'GET /api/session';

function loanDocument(
  bankName: string,
  documentType: DocumentType,
  status: 'ready' | 'processing' = 'ready',
): LoanDocument {
  return makeDocument(bankName, documentType, { status });
}

/** A statement whose bank failed for good: no file, Try again offered. */
function failedDocument(bankName: string): LoanDocument {
  return {
    ...loanDocument(bankName, 'statement_of_account'),
    status: 'failed',
    canDownload: false,
    download_url: null,
    view_url: null,
    data_url: null,
  };
}

const DOCUMENTS = [
  loanDocument('HDFC Bank', 'statement_of_account'),
  loanDocument('HDFC Bank', 'repayment_schedule'),
  loanDocument('ICICI Bank', 'statement_of_account'),
  loanDocument('Bajaj Finance', 'sanction_letter'),
];

function listed(documents: LoanDocument[]): FakeAnswer {
  return ok({ success: true, documents });
}

function openCenter() {
  renderScreen(<DocumentCenterPage />, {
    path: '/document-center',
    state: { panNumber: 'AQMPS4821K', consentVerified: true },
  });
}

/** The cards on screen, by their accessible names ("Statement of Account HDFC Bank"). */
function cards(): string[] {
  return screen
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby') ?? '')
    .map((ids) =>
      ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
}

/** A loan group's accessible name (its heading). */
function loanName(region: HTMLElement): string {
  const id = region.getAttribute('aria-labelledby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

const count = (key: string) => screen.getByTestId(`count-${key}`).textContent;
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const search = () => screen.getByRole('searchbox', { name: 'Search documents' });
const bankDropdown = () => screen.getByRole('combobox', { name: 'Bank' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Document Center list', () => {
  it('counts every document, and narrows the list by search, bank and tab together', async () => {
    fakeApi({ [SESSION]: () => signedIn(), [LIST]: () => listed(DOCUMENTS) });
    openCenter();
    expect(screen.getByText('Loading Documents')).toBeInTheDocument();
    await passTime();
    expect([count('ready'), count('processing'), count('banks'), count('total')]).toEqual([
      '4',
      '0',
      '3',
      '4',
    ]);
    expect(cards()).toHaveLength(4);
    expect(
      within(bankDropdown())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Banks', 'Bajaj Finance', 'HDFC Bank', 'ICICI Bank']);

    // Search matches bank, display or file name, whatever the case; tabs count what they would show.
    fireEvent.change(search(), { target: { value: 'hdfc' } });
    expect(cards()).toEqual(['Statement of Account HDFC Bank', 'Repayment Schedule HDFC Bank']);
    expect(tab('SOA')).toHaveTextContent('1');
    expect(tab('Sanction')).toHaveTextContent('0');
    fireEvent.change(search(), { target: { value: 'statement' } });
    expect(cards()).toEqual(['Statement of Account HDFC Bank', 'Statement of Account ICICI Bank']);

    // Bank and search combine; the counts above stay those of every document.
    fireEvent.change(bankDropdown(), { target: { value: 'ICICI Bank' } });
    expect(cards()).toEqual(['Statement of Account ICICI Bank']);
    expect(count('total')).toBe('4');

    fireEvent.change(search(), { target: { value: '' } });
    fireEvent.change(bankDropdown(), { target: { value: '' } });
    fireEvent.mouseDown(tab('Schedule'));
    expect(cards()).toEqual(['Repayment Schedule HDFC Bank']);
    fireEvent.change(bankDropdown(), { target: { value: 'Bajaj Finance' } });
    expect(cards()).toEqual([]);
    expect(screen.getByText('No documents available in this category.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('groups the cards by loan, shows the newest version, and keeps the earlier ones under it', async () => {
    const home = { loanId: 'hdfc-home', loanType: 'home_loan', accountMasked: 'XXXX7890' } as const;
    const car = { loanId: 'hdfc-car', loanType: 'auto_loan', accountMasked: 'XXXX4455' } as const;
    fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () =>
        listed([
          makeDocument('HDFC Bank', 'statement_of_account', {
            ...home,
            version: 2,
            generatedAt: '2026-11-21T09:30:00.000Z',
          }),
          makeDocument('HDFC Bank', 'statement_of_account', { ...car }),
          makeDocument('ICICI Bank', 'sanction_letter'),
          makeDocument('HDFC Bank', 'statement_of_account', { ...home, isCurrent: false }),
        ]),
    });
    openCenter();
    await passTime();

    // Counts count the current documents: one card per loan and type.
    expect([count('ready'), count('banks'), count('total')]).toEqual(['3', '2', '3']);
    expect(tab('SOA')).toHaveTextContent('2');
    const loans = screen.getAllByRole('region', { name: /Bank/ });
    expect(loans.map((loan) => loan.getAttribute('aria-labelledby') && loanName(loan))).toEqual([
      'HDFC Bank, Home Loan, account XXXX7890',
      'HDFC Bank, Auto Loan, account XXXX4455',
      'ICICI Bank, Home Loan, account XXXX7890',
    ]);
    const [homeLoan] = loans as [HTMLElement];
    expect(within(homeLoan).getAllByRole('article')).toHaveLength(1);
    expect(within(homeLoan).getByText('Version 2')).toBeInTheDocument();
    const previous = within(homeLoan).getByText('Previous versions (1)');
    fireEvent.click(previous);
    expect(within(homeLoan).getByText('Version 1')).toBeInTheDocument();
    expect(within(homeLoan).getByText('Made 20 Nov 2026, 03:30 pm')).toBeInTheDocument();
    expect(
      within(homeLoan).getByRole('button', {
        name: /^Download\s*version 1 of Statement of Account$/,
      }),
    ).toBeEnabled();

    // Filters keep working on the groups: a loan with no card left is not shown.
    fireEvent.change(bankDropdown(), { target: { value: 'ICICI Bank' } });
    expect(screen.getAllByRole('region', { name: /Bank/ }).map(loanName)).toEqual([
      'ICICI Bank, Home Loan, account XXXX7890',
    ]);
    fireEvent.change(bankDropdown(), { target: { value: '' } });
    fireEvent.mouseDown(tab('Sanction'));
    expect(cards()).toEqual(['Sanction Letter ICICI Bank']);
  });

  it('saves a document as data (JSON) under its PDF’s name, and offers it only when kept', async () => {
    const kept = makeDocument('HDFC Bank', 'statement_of_account');
    const older = { ...makeDocument('ICICI Bank', 'sanction_letter'), data_url: null };
    const head = `HEAD ${new URL(kept.data_url!, 'http://localhost').pathname}`;
    const api = fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () => listed([kept, older]),
      [head]: () => ok({}),
    });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    openCenter();
    await passTime();

    const card = screen.getByRole('article', { name: 'Statement of Account HDFC Bank' });
    fireEvent.click(
      within(card).getByRole('button', {
        name: /^Save the figures \(JSON file\)\s*Statement of Account, HDFC Bank$/,
      }),
    );
    await passTime();
    // Checked first (a signed URL may have expired), then saved under the PDF's name as .json.
    expect(api.calls(head)).toHaveLength(1);
    expect(saved).toEqual([
      { href: kept.data_url, download: 'HDFC_Bank_statement_of_account.json' },
    ]);
    expect(screen.getByText('Download started: the document as data (JSON).')).toBeInTheDocument();

    // A document made before documents were kept as data has no such button.
    const letter = screen.getByRole('article', { name: 'Sanction Letter ICICI Bank' });
    expect(within(letter).queryByRole('button', { name: /as data/ })).not.toBeInTheDocument();
    expect(within(letter).getByRole('button', { name: /^Download/ })).toBeEnabled();
  });

  it('says when a search finds nothing, and clears it', async () => {
    fakeApi({ [SESSION]: () => signedIn(), [LIST]: () => listed(DOCUMENTS) });
    openCenter();
    await passTime();
    fireEvent.change(search(), { target: { value: 'axis' } });
    expect(screen.getByRole('heading', { name: 'No Documents Found' })).toBeInTheDocument();
    expect(screen.getByText('No documents match your search criteria.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search()).toHaveValue('');
    expect(cards()).toHaveLength(4);
  });

  it('asks again every 3 s while documents are being made, and stops once they are ready', async () => {
    let made = false;
    const api = fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () =>
        listed([loanDocument('HDFC Bank', 'statement_of_account', made ? 'ready' : 'processing')]),
    });
    openCenter();
    await passTime();
    expect(count('processing')).toBe('1');
    expect(
      screen.getByText(
        'Some documents are still being prepared. This list updates by itself every few seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Download/ })).toBeDisabled();

    // (StrictMode's second mount cancels and repeats the first request: count from here.)
    const arrival = api.calls(LIST).length;
    await passTime(3000);
    expect(api.calls(LIST)).toHaveLength(arrival + 1);
    expect(count('processing')).toBe('1');
    made = true;
    await passTime(3000);
    expect(api.calls(LIST)).toHaveLength(arrival + 2);
    expect(count('ready')).toBe('1');
    expect(screen.queryByText(/still being prepared/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Download/ })).toBeEnabled();

    await passTime(30_000);
    expect(api.calls(LIST)).toHaveLength(arrival + 2);
  });

  it('shows the ways on (home, your data) with the cards, never beside a list still arriving', async () => {
    let answer = () => {};
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: async () => {
        await arrived;
        return listed(DOCUMENTS);
      },
    });
    // Every state the page is drawn in: text below a list with no cards yet would be pushed
    // down a screen when they appear (layout shift).
    const jumps: string[] = [];
    const observer = new MutationObserver(() => {
      const home = screen.queryByRole('button', { name: 'Return to Home' });
      if (home && cards().length === 0) jumps.push(document.body.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    openCenter();
    await passTime();
    expect(screen.queryByRole('button', { name: 'Return to Home' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your data' })).toBeNull();
    answer();
    await passTime();
    observer.disconnect();
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(jumps).toEqual([]);
  });

  it('says the list could not be fetched, never showing stand-in documents, and retries', async () => {
    let down = true;
    fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () =>
        down ? problem(503, 'UNAVAILABLE', 'Service unavailable.') : listed(DOCUMENTS),
    });
    openCenter();
    // The query's own retries (with their backoff) come first.
    await passTime(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your documents');
    expect(cards()).toEqual([]);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await passTime();
    expect(cards()).toHaveLength(4);
  });

  it('asks to sign in again with an OTP when the server refuses the session', async () => {
    fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () => problem(401, 'UNAUTHORIZED', 'Your session has ended.'),
    });
    openCenter();
    await passTime();
    expect(
      screen.getByRole('heading', { name: 'Please verify again to see your documents' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify with OTP' }));
    expect(screen.getByRole('heading', { name: 'Screen /sign-in' })).toBeInTheDocument();
  });

  it('offers Try again on a document whose bank failed, and follows it being made again', async () => {
    const failed = failedDocument('ICICI Bank');
    const RETRY = `POST /api/consent/batch/${failed.requestId}/banks/${failed.lenderId}/retry`;
    let asked = false;
    const api = fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () => listed([DOCUMENTS[0]!, asked ? { ...failed, status: 'processing' } : failed]),
      [RETRY]: () => {
        asked = true;
        return ok({ success: true, message: 'Asking ICICI Bank again.' });
      },
    });
    openCenter();
    await passTime();
    fireEvent.click(screen.getByRole('button', { name: 'Try again: ICICI Bank' }));
    await passTime();
    expect(api.calls(RETRY)).toHaveLength(1);
    expect(screen.getByText('Asking ICICI Bank again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again: ICICI Bank' })).toBeNull();
  });

  it('leads to Keep trying for me once the Try again taps are spent', async () => {
    const failed = failedDocument('ICICI Bank');
    const RETRY = `POST /api/consent/batch/${failed.requestId}/banks/${failed.lenderId}/retry`;
    const spent =
      'You have already asked ICICI Bank again 2 times. Choose Keep trying for me and we will keep asking it for you.';
    fakeApi({
      [SESSION]: () => signedIn(),
      [LIST]: () => listed([DOCUMENTS[0]!, failed]),
      [RETRY]: () => problem(409, 'TRIES_SPENT', spent),
    });
    openCenter();
    await passTime();
    fireEvent.click(screen.getByRole('button', { name: 'Try again: ICICI Bank' }));
    await passTime();
    expect(screen.getByText(spent)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See Keep trying for me' }));
    await passTime();
    expect(screen.getByRole('heading', { name: 'Screen /batch-otp-verify' })).toBeInTheDocument();
  });
});
