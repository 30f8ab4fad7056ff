import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChargesCheck, Loan } from '../../../shared/api/loans';
import { changeLanguage } from '../../i18n/i18n';
import { renderScreen } from '../../testing/render-screen';
import { ChargesCheckCard } from './charges-check-card';

/** Charges to question: each with its day, wording, amount and why, then how to get it reversed. */

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
    expect(card).toHaveTextContent('Ask LIC Housing Finance in writing to reverse them');
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    try {
      renderScreen(<ChargesCheckCard loan={loan} check={check} />);
      const card = screen.getByRole('region', { name: 'सवाल उठाने लायक शुल्क' });
      expect(card).toHaveTextContent('आपके की फ़ैक्ट स्टेटमेंट में नहीं है।');
      expect(card).toHaveTextContent('RBI लोकपाल');
    } finally {
      await changeLanguage('en');
    }
  });
});
