import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanClosure } from '../../../shared/api/loans';
import { changeLanguage } from '../../i18n/i18n';
import { sampleLoan } from '../../testing/loans';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { ClosureTrackerCard } from './closure-tracker-card';

/**
 * A repaid home loan's papers on their way back: the dates, the days left or late, the
 * compensation owed, and the letter to the grievance officer saved under its name.
 */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

const waiting: LoanClosure = {
  security: 'property',
  returnBy: '2026-12-04',
  returnedOn: null,
  daysLeft: 10,
  daysLate: 0,
  compensation: 0,
  stage: 'waiting',
  closedOn: '2026-11-04',
  bureauWatch: {
    reportAsOf: '2026-11-15',
    reportSentBy: '2026-11-22',
    bureauShowsClosedBy: '2026-11-27',
    bureauShowsClosed: true,
    bureauStillOpen: false,
  },
  cersai: { fileBy: '2026-12-04', daysLeft: 10 },
};

const loan = sampleLoan({
  loanId: 'LN0001',
  accountId: 'XXXX7890',
  accountStatus: 'CLOSED',
  emi: 22_437,
  loanProgress: 100,
  sanctionedAmount: 1_800_000,
  interestRate: 8.6,
  tenureMonths: 120,
  closedOn: '2026-11-04',
  closure: waiting,
  bureauWatch: waiting.bureauWatch,
});

describe('closure tracker card', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows when the papers are due back and saves the letter asking for them', async () => {
    const fetch = vi.fn(async () => answer(200, PDF_BYTES, 'application/pdf'));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ClosureTrackerCard loan={loan} closure={waiting} />);

    const card = screen.getByRole('region', { name: 'Getting your documents back' });
    expect(card).toHaveTextContent('HDFC Bank · Home Loan · A/c XXXX7890');
    expect(card).toHaveTextContent('Repaid04 Nov 2026');
    expect(card).toHaveTextContent('Due back by04 Dec 2026');
    expect(card).toHaveTextContent('10 days left');
    expect(card).not.toHaveTextContent('Compensation');
    fireEvent.click(screen.getByRole('button', { name: 'Download letter' }));
    expect(
      await screen.findByText('Letter to HDFC Bank’s grievance officer downloaded'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/loans/LN0001/closure-letter',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual(['HDFC_Bank_Letter_to_Grievance_Officer_7890.pdf']);
  });

  it('counts the compensation once they are late, and stops offering a letter once back on time', () => {
    const late: LoanClosure = {
      ...waiting,
      daysLeft: 0,
      daysLate: 6,
      compensation: 30_000,
      stage: 'late',
    };
    const { unmount } = renderScreen(<ClosureTrackerCard loan={loan} closure={late} />);
    const card = screen.getByRole('region', { name: 'Getting your documents back' });
    expect(card).toHaveTextContent('Compensation owed to you so far₹30,000');
    expect(card).toHaveTextContent('6 days late · ₹5,000 a day until they are returned');
    expect(card).toHaveTextContent('RBI Ombudsman at cms.rbi.org.in');
    unmount();

    const back: LoanClosure = {
      ...waiting,
      daysLeft: 0,
      returnedOn: '2026-11-30',
      stage: 'returned',
    };
    renderScreen(<ClosureTrackerCard loan={loan} closure={back} />);
    expect(screen.getByText('Returned on time. Keep them safe with your No-dues Certificate.'));
    expect(screen.queryByRole('button', { name: 'Download letter' })).toBeNull();
  });

  it('says it in Hindi, and what to do when the letter cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await changeLanguage('hi');
    try {
      renderScreen(<ClosureTrackerCard loan={loan} closure={waiting} />);
      const card = screen.getByRole('region', { name: 'अपने दस्तावेज़ वापस पाना' });
      expect(card).toHaveTextContent('10 दिन बाकी');
      fireEvent.click(screen.getByRole('button', { name: 'पत्र डाउनलोड करें' }));
      expect(
        await screen.findByText('हम आपका पत्र तैयार नहीं कर सके। कृपया फिर से कोशिश करें।'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    } finally {
      await changeLanguage('en');
    }
  });

  it('records the day the documents came back, or says why it could not', async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      JSON.parse(String(init?.body)).returnedOn === '2026-11-20'
        ? answer(
            200,
            JSON.stringify({
              success: true,
              closure: { ...waiting, returnedOn: '2026-11-20', stage: 'returned' },
            }),
            'application/json',
          )
        : answer(
            400,
            JSON.stringify({
              success: false,
              error: 'RETURN_DATE_OUT_OF_RANGE',
              message:
                'The date your documents came back must be between the loan’s closure and today.',
            }),
            'application/json',
          ),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ClosureTrackerCard loan={loan} closure={waiting} />);
    fireEvent.click(screen.getByRole('button', { name: 'I have them back' }));
    const day = screen.getByLabelText('Day they came back');
    fireEvent.change(day, { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The date your documents came back must be between the loan’s closure and today.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(day, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved: your documents came back on 20 Nov 2026'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/loans/LN0001/security-return',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ returnedOn: '2026-11-20' }),
      }),
    );
  });
});
