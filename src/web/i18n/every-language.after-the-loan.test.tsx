import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan, LoanClosure, LoansResponse } from '../../shared/api/loans';
import { scriptLetters, TRANSLATED_LANGUAGES } from '../../shared/languages';
import { HomePage } from '../routes/home';
import { englishLeft } from '../testing/english-left';
import { fakeApi, ok, signedIn } from '../testing/fake-api';
import { loanDocument } from '../testing/loan-documents';
import { sampleLoan } from '../testing/loans';
import { passTime, renderScreen } from '../testing/render-screen';
import { changeLanguage } from './i18n';

/**
 * What the app says after a loan, in every language it speaks: the signed-in borrower's home
 * with a loan of each kind the loan-record cards are for — a dispute past the RBI's clocks, a
 * repaid house loan whose papers, CERSAI filing and credit report are being watched, a repaid
 * car loan whose papers are late, a repaid personal loan the report still shows open, charges
 * to question and a running loan to move to another lender. Each card is then wholly in the
 * language: no English sentence is left (names and codes aside).
 */

const RUNNING = sampleLoan({
  loanId: 'LN0005',
  bankName: 'Axis Bank',
  accountId: 'XXXX1111',
  outstandingAmount: 2_450_000,
  emi: 28_500,
  nextDueDate: '2026-12-05',
  loanProgress: 38,
  sanctionedAmount: 4_000_000,
  interestRate: 8.9,
  chargesCheck: {
    statementDate: '2026-11-20',
    flagged: [
      {
        on: '2026-10-02',
        kind: 'foreclosure_charge',
        description: 'FORECLOSURE CHARGES',
        amount: 11_800,
        problem: 'not-allowed',
      },
    ],
  },
});

const WATCH_PAST = {
  reportAsOf: '2026-10-15',
  reportSentBy: '2026-10-22',
  bureauShowsClosedBy: '2026-10-27',
  bureauShowsClosed: false,
  bureauStillOpen: true,
};

const HOUSE_PAPERS: LoanClosure = {
  security: 'property',
  returnBy: '2026-12-07',
  returnedOn: null,
  daysLeft: 10,
  daysLate: 0,
  compensation: 0,
  stage: 'waiting',
  closedOn: '2026-10-08',
  bureauWatch: WATCH_PAST,
  cersai: { fileBy: '2026-12-07', daysLeft: 10 },
};

const LOANS: Loan[] = [
  {
    ...RUNNING,
    loanId: 'LN0001',
    bankName: 'ICICI Bank',
    loanType: 'personal_loan',
    accountId: 'XXXX4321',
    accountStatus: 'OVERDUE',
    rateType: 'FIXED',
    isOverdue: true,
    overdueAmount: 18_736,
    daysPastDue: 80,
    overdueSince: '2026-09-08',
    chargesCheck: null,
    dispute: {
      against: ['bureau', 'lender'],
      filedOn: '2026-10-13',
      lenderDueBy: '2026-11-03',
      bureauDueBy: '2026-11-12',
      daysOverdue: 15,
      compensationDueRupees: 1_500,
      status: 'overdue',
      resolvedOn: null,
      compensationPayableBy: null,
      letters: ['lender', 'bureau', 'ombudsman'],
    },
  },
  {
    ...RUNNING,
    loanId: 'LN0002',
    bankName: 'HDFC Bank',
    accountId: 'XXXX7890',
    accountStatus: 'ACTIVE',
    outstandingAmount: 0,
    nextDueDate: null,
    loanProgress: 100,
    closedOn: '2026-10-08',
    closure: HOUSE_PAPERS,
    bureauWatch: WATCH_PAST,
    recordCheck: {
      statementDate: '2026-11-20',
      mismatches: [
        { field: 'status', bureau: 'ACTIVE', lender: 'CLOSED', lenderClosedOn: '2026-10-08' },
        { field: 'outstanding', bureau: 12_400, lender: 0 },
      ],
    },
    chargesCheck: null,
  },
  {
    ...RUNNING,
    loanId: 'LN0003',
    bankName: 'State Bank of India',
    loanType: 'auto_loan',
    accountId: 'XXXX5555',
    accountStatus: 'CLOSED',
    outstandingAmount: 0,
    nextDueDate: null,
    loanProgress: 100,
    closedOn: '2026-09-20',
    closure: {
      ...HOUSE_PAPERS,
      security: 'vehicle',
      returnBy: '2026-10-20',
      daysLeft: 0,
      daysLate: 38,
      compensation: 190_000,
      stage: 'late',
      closedOn: '2026-09-20',
      bureauWatch: { ...WATCH_PAST, bureauShowsClosed: true, bureauStillOpen: false },
      cersai: null,
    },
    bureauWatch: { ...WATCH_PAST, bureauShowsClosed: true, bureauStillOpen: false },
    chargesCheck: null,
  },
  {
    ...RUNNING,
    loanId: 'LN0004',
    bankName: 'Bajaj Finance',
    loanType: 'personal_loan',
    accountId: 'XXXX5933',
    outstandingAmount: 0,
    nextDueDate: null,
    loanProgress: 100,
    rateType: 'FIXED',
    closedOn: '2026-10-08',
    bureauWatch: WATCH_PAST,
    chargesCheck: null,
  },
  RUNNING,
];

const REPORT: LoansResponse = {
  success: true,
  creditScore: 712,
  scoreBand: 'Good',
  reportDate: '2026-11-27',
  loans: LOANS,
};

/** Names shown as they are in every language: the banks', the statement's own words, a portal's. */
const KEPT = [...LOANS.map((loan) => loan.bankName), 'FORECLOSURE CHARGES', 'Parivahan'];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T06:30:00Z'), toFake: ['Date'] });
  fakeApi({
    'GET /api/sandbox/personas': () => ok({ personas: [] }),
    'GET /api/session': () => signedIn(),
    'GET /api/loans': () => ok(REPORT),
    'GET /api/documents': () =>
      ok({ success: true, documents: [loanDocument('HDFC Bank', 'statement_of_account')] }),
  });
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

/** The home shown, its loans and their cards; answers the cards (the regions with text). */
async function showHome() {
  const home = renderScreen(<HomePage />, { path: '/home' });
  await screen.findAllByText('ICICI Bank', { exact: false }, { timeout: 5_000 });
  await passTime();
  // The toasts' region is empty until a toast shows.
  const cards = screen.getAllByRole('region').filter((region) => region.textContent?.trim());
  return { home, cards };
}

describe.each(TRANSLATED_LANGUAGES)('after the loan, in %s', (language) => {
  it('the home and every loan-record card on it have no English left', async () => {
    // The same home in English has English on it, on each card: the check can tell.
    const english = await showHome();
    expect(english.cards.map((card) => card.querySelector('h2, h3')?.textContent)).toEqual(
      expect.arrayContaining([
        'Your credit report disagrees with your lender',
        'Your credit report dispute',
        'Charges to question',
        'Getting your documents back',
        'A repaid loan on your credit report',
        'Tax summary',
        'Move a loan to another lender',
      ]),
    );
    for (const card of english.cards) expect(englishLeft(card, KEPT).length).toBeGreaterThan(0);
    english.home.unmount();

    await changeLanguage(language);
    const { cards } = await showHome();
    expect(cards).toHaveLength(english.cards.length);
    for (const card of cards) {
      expect(card).toHaveTextContent(scriptLetters(language));
      expect(englishLeft(card, KEPT)).toEqual([]);
    }
    expect(englishLeft(document.body, KEPT)).toEqual([]);
  });
});
