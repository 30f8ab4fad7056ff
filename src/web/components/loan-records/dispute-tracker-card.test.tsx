import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanDispute } from '../../../shared/api/loans';
import { changeLanguage } from '../../i18n/i18n';
import { sampleLoan } from '../../testing/loans';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { DisputeForm } from './dispute-form';
import { DisputeTrackerCard } from './dispute-tracker-card';

/**
 * A dispute about a loan's credit record on the RBI's clocks: the dates, the days overdue and
 * ₹100 a day owed, the next letter a missed clock gives, and Resolved — a fresh report first,
 * then the server's check, whose refusal the borrower reads.
 */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

const overdue: LoanDispute = {
  against: ['bureau'],
  filedOn: '2026-10-13',
  lenderDueBy: '2026-11-03',
  bureauDueBy: '2026-11-12',
  daysOverdue: 15,
  compensationDueRupees: 1_500,
  status: 'overdue',
  resolvedOn: null,
  compensationPayableBy: null,
  letters: ['lender', 'bureau', 'ombudsman'],
};

const loan = sampleLoan({
  loanId: 'LN0007',
  bankName: 'ICICI Bank',
  loanType: 'personal_loan',
  accountId: 'XXXX4321',
  accountStatus: 'OVERDUE',
  outstandingAmount: 18_240,
  emi: 18_736,
  loanProgress: 95,
  isOverdue: true,
  sanctionedAmount: 400_000,
  interestRate: 11.5,
  rateType: 'FIXED',
  tenureMonths: 24,
  overdueAmount: 18_736,
  daysPastDue: 80,
  overdueSince: '2026-09-08',
  dispute: overdue,
});

describe('dispute tracker card', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the clocks, ₹1,500 due so far, and gives the next letter first', async () => {
    const fetch = vi.fn(async () => answer(200, PDF_BYTES, 'application/pdf'));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<DisputeTrackerCard loan={loan} dispute={overdue} onRefresh={() => {}} />);

    const card = screen.getByRole('region', { name: 'Your credit report dispute' });
    expect(card).toHaveTextContent('ICICI Bank · Personal Loan · A/c XXXX4321');
    expect(card).toHaveTextContent('Raised on13 Oct 2026with the credit bureau');
    expect(card).toHaveTextContent('Lender’s correction due03 Nov 2026Missed');
    expect(card).toHaveTextContent('Resolution due12 Nov 2026Missed');
    expect(card).toHaveTextContent('₹1,500 due to you so far');
    expect(card).toHaveTextContent('15 days overdue · ₹100 a day until resolved');
    const letters = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(letters.slice(0, 3)).toEqual([
      'Complaint for the RBI Ombudsman',
      'Letter to the credit bureau’s nodal officer',
      'Letter to ICICI Bank’s nodal officer',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Letter to ICICI Bank’s nodal officer' }));
    expect(
      await screen.findByText('Letter to ICICI Bank’s nodal officer downloaded'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/loans/LN0007/disputes/letters/lender',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual(['ICICI_Bank_Credit_Dispute_Letter_to_Nodal_Officer_4321.pdf']);
  });

  it('asks for a fresh report before Resolved, and says why the server kept it open', async () => {
    const message =
      "Your credit report of 27 Nov 2026 still shows this loan differently from ICICI Bank's statement, so the dispute stays open.";
    const fetch = vi.fn(async () =>
      answer(
        409,
        JSON.stringify({ success: false, error: 'DISPUTE_STILL_DIFFERENT', message }),
        'application/json',
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const onRefresh = vi.fn();
    renderScreen(<DisputeTrackerCard loan={loan} dispute={overdue} onRefresh={onRefresh} />);

    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(
      screen.getByText(/Refresh your credit report first \(one OTP\), then check it\./),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from the credit bureau' }));
    expect(onRefresh).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Check my report' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/loans/LN0007/disputes/resolve',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says when it was resolved and by when the compensation is due, in Hindi too', async () => {
    const resolved: LoanDispute = {
      ...overdue,
      status: 'resolved',
      resolvedOn: '2026-11-27',
      compensationPayableBy: '2026-12-04',
      letters: [],
    };
    const { unmount } = renderScreen(
      <DisputeTrackerCard loan={loan} dispute={resolved} onRefresh={() => {}} />,
    );
    expect(
      screen.getByText(
        'Resolved on 27 Nov 2026, 15 days late: ₹1,500 is due to you by 04 Dec 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolved' })).toBeNull();
    unmount();

    await changeLanguage('hi');
    try {
      renderScreen(<DisputeTrackerCard loan={loan} dispute={overdue} onRefresh={() => {}} />);
      const card = screen.getByRole('region', { name: 'आपकी क्रेडिट रिपोर्ट का विवाद' });
      expect(card).toHaveTextContent('अब तक आपको ₹1,500 देय');
      expect(screen.getByRole('button', { name: 'RBI लोकपाल के लिए शिकायत' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('dispute form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('needs someone complained to, and sends whom and the day', async () => {
    const fetch = vi.fn(async () =>
      answer(200, JSON.stringify({ success: true, dispute: overdue }), 'application/json'),
    );
    vi.stubGlobal('fetch', fetch);
    renderScreen(<DisputeForm loan={loan} />);

    fireEvent.click(screen.getByRole('button', { name: 'I raised a dispute' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'The credit bureau' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the clocks' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose the credit bureau, ICICI Bank, or both.',
    );
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'ICICI Bank' }));
    fireEvent.change(screen.getByLabelText('Day you raised it'), {
      target: { value: '2026-10-13' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the clocks' }));
    expect(
      await screen.findByText(
        'Your dispute of 13 Oct 2026 is noted. We count the RBI’s days from it.',
      ),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/loans/LN0007/disputes',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ against: ['lender'], filed_on: '2026-10-13' }),
      }),
    );
  });
});
