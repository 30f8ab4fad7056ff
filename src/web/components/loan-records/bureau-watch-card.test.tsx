import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { sampleLoan } from '../../testing/loans';
import { renderScreen } from '../../testing/render-screen';
import { BureauWatchCard, needsBureauWatchCard } from './bureau-watch-card';

/**
 * A repaid unsecured loan the credit report still shows running: by when it should show it
 * closed, and once that day has passed, the dispute one tap away — in English and Hindi.
 */

const watch = {
  reportAsOf: '2026-03-15',
  reportSentBy: '2026-03-22',
  bureauShowsClosedBy: '2026-03-27',
  bureauShowsClosed: false,
  bureauStillOpen: false,
};

const personalLoan = sampleLoan({
  loanId: 'LN0009',
  bankName: 'Bajaj Finance',
  loanType: 'personal_loan',
  accountId: 'XXXX5933',
  outstandingAmount: 12_000,
  emi: 6_000,
  nextDueDate: '2026-04-05',
  loanProgress: 96,
  sanctionedAmount: 300_000,
  interestRate: 13,
  rateType: 'FIXED',
  tenureMonths: 36,
  bureauWatch: watch,
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('the bureau watch of a repaid unsecured loan', () => {
  it('is shown while the report does not show the loan closed, and not for a secured loan', () => {
    expect(needsBureauWatchCard(personalLoan)).toBe(true);
    expect(
      needsBureauWatchCard({ ...personalLoan, bureauWatch: { ...watch, bureauShowsClosed: true } }),
    ).toBe(false);
    expect(needsBureauWatchCard({ ...personalLoan, bureauWatch: null })).toBe(false);
    // The record check already says the report disagrees, with the same dispute.
    expect(
      needsBureauWatchCard({
        ...personalLoan,
        recordCheck: {
          statementDate: '2026-04-02',
          mismatches: [
            { field: 'status', bureau: 'ACTIVE', lender: 'CLOSED', lenderClosedOn: '2026-03-03' },
          ],
        },
      }),
    ).toBe(false);
    const tracked = { ...personalLoan, loanType: 'home_loan' as const };
    expect(
      needsBureauWatchCard({
        ...tracked,
        closure: {
          security: 'property',
          returnBy: '2026-04-02',
          returnedOn: null,
          daysLeft: 10,
          daysLate: 0,
          compensation: 0,
          stage: 'waiting',
          closedOn: '2026-03-03',
          bureauWatch: watch,
          cersai: null,
        },
      }),
    ).toBe(false);
  });

  it('says by when, then that it is late, with the dispute right there', () => {
    const { unmount } = renderScreen(<BureauWatchCard loan={personalLoan} watch={watch} />);
    expect(
      screen.getByRole('heading', { name: 'A repaid loan on your credit report' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your credit report should show this loan closed by 27 Mar 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I raised a dispute' })).toBeNull();
    unmount();

    const late = { ...watch, bureauStillOpen: true };
    renderScreen(<BureauWatchCard loan={{ ...personalLoan, bureauWatch: late }} watch={late} />);
    expect(
      screen.getByText(
        'The credit report should show it closed by 27 Mar 2026; it still shows it open — raise a dispute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I raised a dispute' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    renderScreen(<BureauWatchCard loan={personalLoan} watch={watch} />);
    expect(
      screen.getByRole('heading', { name: 'आपकी क्रेडिट रिपोर्ट में चुकाया गया लोन' }),
    ).toBeInTheDocument();
  });
});
