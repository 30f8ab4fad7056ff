import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan, LoanClosure } from '../../../shared/api/loans';
import { changeLanguage } from '../../i18n/i18n';
import { sampleLoan } from '../../testing/loans';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { ClosureTrackerCard } from './closure-tracker-card';

/**
 * The closure beyond the papers, on the tracker card: when the credit report should show the loan
 * closed (and that it still shows it open), the CERSAI satisfaction of a house with its letter,
 * and Form 35 of a vehicle with its steps.
 */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

const home: LoanClosure = {
  security: 'property',
  returnBy: '2026-12-07',
  returnedOn: null,
  daysLeft: 10,
  daysLate: 0,
  compensation: 0,
  stage: 'waiting',
  closedOn: '2026-11-07',
  bureauWatch: {
    reportAsOf: '2026-11-15',
    reportSentBy: '2026-11-22',
    bureauShowsClosedBy: '2026-11-27',
    bureauShowsClosed: false,
    bureauStillOpen: false,
  },
  cersai: { fileBy: '2026-12-07', daysLeft: 10 },
};

const homeLoan = sampleLoan({
  loanId: 'LN0001',
  accountId: 'XXXX7890',
  accountStatus: 'CLOSED',
  emi: 22_437,
  loanProgress: 100,
  sanctionedAmount: 1_800_000,
  interestRate: 8.6,
  tenureMonths: 120,
  closedOn: '2026-11-07',
  closure: home,
  bureauWatch: home.bureauWatch,
});

const car: LoanClosure = { ...home, security: 'vehicle', cersai: null };
const carLoan: Loan = {
  ...homeLoan,
  loanId: 'LN0002',
  bankName: 'State Bank of India',
  loanType: 'auto_loan',
  accountId: 'XXXX4321',
  closure: car,
  bureauWatch: car.bureauWatch,
};

function step(name: string) {
  const heading = screen.getByRole('heading', { name });
  const box = heading.parentElement;
  if (!box) throw new Error(`no step ${name}`);
  return box;
}

describe('closure tracker card, beyond the papers', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says by when the credit report should show a house loan closed, and asks CERSAI’s satisfaction', async () => {
    const fetch = vi.fn(async () => answer(200, PDF_BYTES, 'application/pdf'));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ClosureTrackerCard loan={homeLoan} closure={home} />);

    const bureau = step('Your credit report');
    expect(bureau).toHaveTextContent(
      'Your credit report should show this loan closed by 27 Nov 2026.',
    );
    expect(bureau).toHaveTextContent(
      'HDFC Bank reports it as of 15 Nov 2026 and must send it to the credit bureaus by 22 Nov 2026',
    );
    expect(bureau).not.toHaveTextContent('dispute');

    const cersai = step('The charge on your property at CERSAI');
    expect(cersai).toHaveTextContent(
      'that its charge on your property is satisfied, by 07 Dec 2026.',
    );
    expect(cersai).not.toHaveTextContent('passed');
    expect(
      within(cersai).getByRole('link', { name: 'Search on www.cersai.org.in' }),
    ).toHaveAttribute('href', 'https://www.cersai.org.in');
    expect(
      screen.queryByRole('heading', { name: 'Removing the hypothecation from your RC' }),
    ).toBeNull();

    fireEvent.click(within(cersai).getByRole('button', { name: 'Download CERSAI letter' }));
    expect(
      await screen.findByText('Letter to HDFC Bank’s grievance officer about CERSAI downloaded'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/loans/LN0001/cersai-letter',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual(['HDFC_Bank_CERSAI_Satisfaction_Request_7890.pdf']);
  });

  it('says plainly when the credit report still shows it open past that day, or that it shows it closed', () => {
    const open: LoanClosure = {
      ...home,
      bureauWatch: { ...home.bureauWatch!, bureauStillOpen: true },
      cersai: { fileBy: '2026-12-07', daysLeft: 0 },
    };
    const { unmount } = renderScreen(<ClosureTrackerCard loan={homeLoan} closure={open} />);
    expect(step('Your credit report')).toHaveTextContent(
      'The credit report should show it closed by 27 Nov 2026; it still shows it open — raise a dispute.',
    );
    // The dispute is one tap away, right there.
    expect(
      within(step('Your credit report')).getByRole('button', { name: 'I raised a dispute' }),
    ).toBeInTheDocument();
    expect(step('The charge on your property at CERSAI')).toHaveTextContent(
      'That date has passed.',
    );
    unmount();

    const shown: LoanClosure = {
      ...home,
      bureauWatch: { ...home.bureauWatch!, bureauShowsClosed: true },
    };
    renderScreen(<ClosureTrackerCard loan={homeLoan} closure={shown} />);
    expect(step('Your credit report')).toHaveTextContent(
      'Your credit report shows this loan closed, as it should by 27 Nov 2026.',
    );
    expect(
      within(step('Your credit report')).queryByRole('button', { name: 'I raised a dispute' }),
    ).not.toBeInTheDocument();
  });

  it('lists the steps to take a vehicle’s hypothecation off the RC and saves Form 35', async () => {
    const fetch = vi.fn(async () => answer(200, PDF_BYTES, 'application/pdf'));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ClosureTrackerCard loan={carLoan} closure={car} />);

    const form35 = step('Removing the hypothecation from your RC');
    const steps = within(form35)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Get the no-objection certificate (NOC) and Form 35 signed by State Bank of India.',
      'Submit them with your RC, insurance and PUC certificate at your RTO, or apply online on Parivahan (VAHAN).',
      'The RTO then gives you an RC without State Bank of India’s name on it.',
    ]);
    expect(within(form35).getByRole('link', { name: 'Apply on parivahan.gov.in' })).toHaveAttribute(
      'href',
      'https://parivahan.gov.in',
    );
    expect(
      screen.queryByRole('heading', { name: 'The charge on your property at CERSAI' }),
    ).toBeNull();

    fireEvent.click(within(form35).getByRole('button', { name: 'Download Form 35' }));
    expect(
      await screen.findByText('Form 35 for your State Bank of India loan downloaded'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/loans/LN0002/form-35',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual(['State_Bank_of_India_Form_35_Hypothecation_Termination_4321.pdf']);
  });

  it('shows nothing of the credit report for a closure before fortnightly reporting', () => {
    renderScreen(<ClosureTrackerCard loan={homeLoan} closure={{ ...home, bureauWatch: null }} />);
    expect(screen.queryByRole('heading', { name: 'Your credit report' })).toBeNull();
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    try {
      const open: LoanClosure = {
        ...home,
        bureauWatch: { ...home.bureauWatch!, bureauStillOpen: true },
      };
      const { unmount } = renderScreen(<ClosureTrackerCard loan={homeLoan} closure={open} />);
      expect(step('आपकी क्रेडिट रिपोर्ट')).toHaveTextContent(
        'क्रेडिट रिपोर्ट में यह लोन 27 नव॰ 2026 तक बंद दिखना चाहिए था; यह अब भी चालू दिख रहा है — विवाद दर्ज करें।',
      );
      expect(screen.getByRole('button', { name: 'CERSAI पत्र डाउनलोड करें' })).toBeInTheDocument();
      unmount();
      renderScreen(<ClosureTrackerCard loan={carLoan} closure={car} />);
      expect(
        screen.getByRole('heading', { name: 'अपनी RC से हाइपोथिकेशन हटवाना' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'फ़ॉर्म 35 डाउनलोड करें' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
