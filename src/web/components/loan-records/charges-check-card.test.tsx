import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargesCheck, Loan } from '../../../shared/api/loans';
import { changeLanguage } from '../../i18n/i18n';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { ChargesCheckCard } from './charges-check-card';

/**
 * Charges to question: each with its day, wording, amount and why, then the letter to the
 * grievance officer asking for them back, saved under its name.
 */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

/** The server as the card meets it: the letter of this loan, and nothing else. */
function letterServer(answerForLetter: () => Response) {
  return vi.fn(async (path: string) =>
    path === '/api/loans/LN0002/charges-letter'
      ? answerForLetter()
      : answer(404, JSON.stringify({ success: false, message: 'Not found' }), 'application/json'),
  );
}

const check: ChargesCheck = {
  statementDate: '2026-11-24',
  flagged: [
    {
      on: '2026-07-27',
      kind: 'foreclosure_charge',
      description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
      amount: 9_440,
      problem: 'not-allowed',
    },
    {
      on: '2026-10-10',
      kind: 'documentation_charge',
      description: 'Documentation charges + GST',
      amount: 1_770,
      problem: 'not-in-kfs',
    },
  ],
};

const loan = {
  loanId: 'LN0002',
  bankName: 'LIC Housing Finance',
  loanType: 'home_loan',
  accountId: 'XXXX4321',
} as Loan;

describe('charges check card', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what is wrong with each charge and what to do', () => {
    renderScreen(<ChargesCheckCard loan={loan} check={check} />);
    const card = screen.getByRole('region', { name: 'Charges to question' });
    expect(card).toHaveTextContent('LIC Housing Finance · Home Loan · A/c XXXX4321');
    const [prepayment, documentation] = screen.getAllByRole('listitem');
    expect(prepayment).toHaveTextContent('Part-prepayment charge (2 % of ₹4,00,000) + GST₹9,440');
    expect(prepayment).toHaveTextContent('27 Jul 2026');
    expect(prepayment).toHaveTextContent(
      'Not allowed: RBI bars foreclosure and prepayment charges on floating-rate loans to individuals.',
    );
    expect(documentation).toHaveTextContent('Not in your Key Fact Statement.');
    expect(card).toHaveTextContent(
      'Send this letter to LIC Housing Finance’s grievance officer: it lists these charges',
    );
  });

  it('saves the letter asking for the charges back under its name', async () => {
    vi.stubGlobal(
      'fetch',
      letterServer(() => answer(200, PDF_BYTES, 'application/pdf')),
    );
    renderScreen(<ChargesCheckCard loan={loan} check={check} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download letter' }));
    expect(
      await screen.findByText('Letter to LIC Housing Finance’s grievance officer downloaded'),
    ).toBeInTheDocument();
    expect(saved).toEqual(['LIC_Housing_Finance_Charges_Refund_Request_4321.pdf']);
  });

  it('says why when the letter cannot be made, in the server’s words', async () => {
    vi.stubGlobal(
      'fetch',
      letterServer(() =>
        answer(
          409,
          JSON.stringify({
            success: false,
            error: 'NOTHING_TO_QUESTION',
            message:
              "Every charge on LIC Housing Finance's statement for this loan was agreed in your sanction letter, so there is nothing to ask back.",
          }),
          'application/json',
        ),
      ),
    );
    renderScreen(<ChargesCheckCard loan={loan} check={check} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download letter' }));
    expect(await screen.findByText(/so there is nothing to ask back/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    try {
      renderScreen(<ChargesCheckCard loan={loan} check={check} />);
      const card = screen.getByRole('region', { name: 'सवाल उठाने लायक शुल्क' });
      expect(card).toHaveTextContent('आपके की फ़ैक्ट स्टेटमेंट में नहीं है।');
      expect(card).toHaveTextContent('RBI लोकपाल');
      vi.stubGlobal(
        'fetch',
        letterServer(() => {
          throw new TypeError('Failed to fetch');
        }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'पत्र डाउनलोड करें' }));
      expect(
        await screen.findByText('हम आपका पत्र तैयार नहीं कर सके। कृपया फिर से कोशिश करें।'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    } finally {
      await changeLanguage('en');
    }
  });
});
