import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BankProcessingStatus } from '../../../shared/api/batch';
import { changeLanguage } from '../../i18n/i18n';
import { renderScreen } from '../../testing/render-screen';
import { KeepTryingPanel } from './keep-trying-panel';

/**
 * Keep trying for me, offered under a bank whose Try again is spent, with the choice of an SMS
 * when it ends: unticked unless the borrower ticks it, and sent with the request to start.
 */

const spent: BankProcessingStatus = {
  bankName: 'ICICI Bank',
  lenderId: 'icici-bank',
  status: 'failed',
  documentsGenerated: 0,
  documentsRequested: 2,
  attempt: 4,
  maxAttempts: 4,
  retrying: false,
  canRetry: false,
  failureReason: 'no_answer',
  canKeepTrying: true,
  keepTrying: null,
  contact: { email: 'grievance@icicibank.example', phone: '1800 1080' },
};

function panel(bank: BankProcessingStatus = spent) {
  const actions = { start: vi.fn(), stop: vi.fn() };
  renderScreen(<KeepTryingPanel bank={bank} actions={actions} />);
  return actions;
}

const SMS = 'Also send me an SMS when the documents arrive (or if we stop trying): ICICI Bank';

describe('the SMS choice of Keep trying for me', () => {
  it('is unticked at first, and starting without ticking it asks for no SMS', () => {
    const actions = panel();
    const checkbox = screen.getByRole('checkbox', { name: SMS });
    expect(checkbox).not.toBeChecked();
    expect(
      screen.getByText('Also send me an SMS when the documents arrive (or if we stop trying)'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep trying for me: ICICI Bank' }));
    expect(actions.start).toHaveBeenCalledExactlyOnceWith(spent, false);
  });

  it('sends the choice when ticked (by the box or its words), and not once unticked again', () => {
    const actions = panel();
    fireEvent.click(screen.getByRole('checkbox', { name: SMS }));
    expect(screen.getByRole('checkbox', { name: SMS })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Keep trying for me: ICICI Bank' }));
    expect(actions.start).toHaveBeenLastCalledWith(spent, true);
    // Its words are its label: tapping them unticks it.
    fireEvent.click(
      screen.getByText('Also send me an SMS when the documents arrive (or if we stop trying)'),
    );
    expect(screen.getByRole('checkbox', { name: SMS })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Keep trying for me: ICICI Bank' }));
    expect(actions.start).toHaveBeenLastCalledWith(spent, false);
  });

  it('is not offered once Keep trying is on, or where it cannot be asked for', () => {
    panel({
      ...spent,
      canKeepTrying: false,
      keepTrying: { state: 'on', nextTryAt: '2026-01-15T05:00:00.000Z', until: null, sms: false },
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it.each([
    {
      language: 'hi',
      sms: 'दस्तावेज़ आने पर (या हमारे कोशिश बंद करने पर) मुझे SMS भी भेजें: ICICI Bank',
      start: 'मेरे लिए कोशिश करते रहें: ICICI Bank',
    },
    {
      language: 'mr',
      sms: 'दस्तऐवज आल्यावर (किंवा आम्ही प्रयत्न थांबवल्यास) मला SMS ही पाठवा: ICICI Bank',
      start: 'माझ्यासाठी प्रयत्न करत राहा: ICICI Bank',
    },
    {
      language: 'te',
      sms: 'పత్రాలు వచ్చినప్పుడు (లేదా మేము ప్రయత్నం ఆపితే) నాకు SMS కూడా పంపండి: ICICI Bank',
      start: 'నా కోసం ప్రయత్నిస్తూ ఉండండి: ICICI Bank',
    },
    {
      language: 'bn',
      sms: 'নথি এলে (অথবা আমরা চেষ্টা থামালে) আমাকে একটি SMS-ও পাঠান: ICICI Bank',
      start: 'আমার হয়ে চেষ্টা চালিয়ে যান: ICICI Bank',
    },
    {
      language: 'ta',
      sms: 'ஆவணங்கள் வந்ததும் (அல்லது முயற்சியை நிறுத்தினால்) எனக்கு SMS-உம் அனுப்புங்கள்: ICICI Bank',
      start: 'எனக்காகத் தொடர்ந்து முயலுங்கள்: ICICI Bank',
    },
  ] as const)('says it in $language', async ({ language, sms, start }) => {
    await changeLanguage(language);
    try {
      const actions = panel();
      const checkbox = screen.getByRole('checkbox', { name: sms });
      expect(checkbox).not.toBeChecked();
      fireEvent.click(checkbox);
      fireEvent.click(screen.getByRole('button', { name: start }));
      expect(actions.start).toHaveBeenCalledExactlyOnceWith(spent, true);
    } finally {
      await changeLanguage('en');
    }
  });
});
