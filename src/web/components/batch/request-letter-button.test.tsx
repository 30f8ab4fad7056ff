import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankProcessingStatus } from '../../../shared/api/batch';
import { changeLanguage } from '../../i18n/i18n';
import { sampleId } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { BankStatusList } from './bank-status-list';

/**
 * A bank that failed for good offers, after its grievance desk, a request letter asking it for
 * the documents it did not send: saved under its name, or a sentence saying why not.
 */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const BATCH = sampleId('batch-1');
const LETTER = `/api/consent/batch/${BATCH}/banks/icici-bank/request-letter`;

const failed: BankProcessingStatus = {
  bankName: 'ICICI Bank',
  lenderId: 'icici-bank',
  status: 'failed',
  documentsGenerated: 0,
  documentsRequested: 2,
  attempt: 4,
  maxAttempts: 4,
  retrying: false,
  canRetry: true,
  failureReason: 'no_answer',
  canKeepTrying: false,
  keepTrying: null,
  contact: { email: 'grievance@icicibank.example', phone: '1800 1080' },
};
const completed: BankProcessingStatus = {
  ...failed,
  bankName: 'HDFC Bank',
  lenderId: 'hdfc-bank',
  status: 'completed',
  documentsGenerated: 2,
  canRetry: false,
  contact: null,
};

/** The server as the button meets it: this batch's letter for ICICI Bank, and nothing else. */
function letterServer(answerForLetter: () => Response) {
  return vi.fn(async (path: string) =>
    path === LETTER
      ? answerForLetter()
      : answer(404, JSON.stringify({ success: false, message: 'Not found' }), 'application/json'),
  );
}

function showBanks(banks: readonly BankProcessingStatus[] = [completed, failed]) {
  renderScreen(<BankStatusList banks={banks} />, {
    path: '/batch-otp-verify',
    state: { batchId: BATCH },
  });
  const list = screen.getByRole('region', { name: 'Bank by bank' });
  return (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
}

describe('request letter for a bank that failed', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered after the bank’s grievance desk and saved under its name', async () => {
    vi.stubGlobal(
      'fetch',
      letterServer(() => answer(200, PDF_BYTES, 'application/pdf')),
    );
    const row = showBanks();
    expect(within(row('HDFC Bank')).queryByRole('button', { name: /request letter/ })).toBeNull();
    const button = within(row('ICICI Bank')).getByRole('button', {
      name: 'Download a request letter for ICICI Bank',
    });
    expect(button).toHaveTextContent('Download a request letter');
    // After the desk's email and phone.
    const desk = within(row('ICICI Bank')).getByRole('link', { name: '1800 1080' });
    expect(desk.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(button);
    expect(
      await screen.findByText('Letter to ICICI Bank’s grievance officer downloaded'),
    ).toBeInTheDocument();
    expect(saved).toEqual(['ICICI_Bank_Document_Request_Letter.pdf']);
  });

  it('says why when the letter cannot be made, in the server’s words', async () => {
    vi.stubGlobal(
      'fetch',
      letterServer(() =>
        answer(
          409,
          JSON.stringify({
            success: false,
            error: 'BANK_NOT_FAILED',
            message:
              "A request letter is for a bank that did not send your documents after every try. ICICI Bank's documents are ready or still on the way.",
          }),
          'application/json',
        ),
      ),
    );
    const row = showBanks();
    fireEvent.click(within(row('ICICI Bank')).getByRole('button', { name: /request letter/ }));
    expect(
      await screen.findByText(/ICICI Bank's documents are ready or still on the way/),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered for a bank whose grievance desk is not known', () => {
    const row = showBanks([{ ...failed, contact: null }]);
    expect(within(row('ICICI Bank')).queryByRole('button', { name: /request letter/ })).toBeNull();
  });

  it('says it in Hindi', async () => {
    vi.stubGlobal(
      'fetch',
      letterServer(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await changeLanguage('hi');
    try {
      renderScreen(<BankStatusList banks={[failed]} />, {
        path: '/batch-otp-verify',
        state: { batchId: BATCH },
      });
      fireEvent.click(screen.getByRole('button', { name: 'अनुरोध पत्र डाउनलोड करें: ICICI Bank' }));
      expect(
        await screen.findByText('हम आपका पत्र तैयार नहीं कर सके। कृपया फिर से कोशिश करें।'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    } finally {
      await changeLanguage('en');
    }
  });
});
