import { describe, expect, it } from 'vitest';
import { maskPan } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { SERVICE_SANDBOX_NOTICE } from '../layout.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  closedHomeLoan,
  SAMPLE_ISSUED_ON,
  SAMPLE_PAN,
  sampleInput,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { cersaiSatisfactionLetter } from './cersai-satisfaction-letter.js';

async function letter(issuedOn: string, sandbox = true): Promise<PdfText> {
  const loan = closedHomeLoan as LoanAccount & { closedOn: string };
  const { borrower, lender } = sampleInput(loan);
  return extractPdfText(
    await renderPdf(cersaiSatisfactionLetter({ loan, borrower, lender, issuedOn, sandbox })),
  );
}

/** The letter's text on one line, as a reader follows it across line breaks. */
const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ');

describe('letter asking the lender to file the satisfaction of its charge with CERSAI', () => {
  it('asks for the filing within 30 days of repayment, to the grievance officer', async () => {
    // Closed 05 Nov 2026: the satisfaction is due by 05 Dec 2026.
    const pdf = await letter(SAMPLE_ISSUED_ON);
    const text = prose(pdf);
    expect(pdf.pages).toHaveLength(1);
    expect(text).toContain('Request to file satisfaction of charge with CERSAI');
    // The Hindi title (its reph-bearing words come out of the PDF reordered).
    expect(text.replace(/ /g, '')).toContain('कीसंतुष्टि');
    expect(text.replace(/ /g, '')).toContain('करनेकाअनुरोध');
    expect(text).toContain('To The Grievance Redressal Officer Sample Bank Mumbai');
    expect(text).toContain('Email: care@samplebank.example');
    expect(text).toContain(
      'Subject: Satisfaction of the charge over my property at CERSAI — Home Loan account ' +
        'XXXX5432 closed on 05 Nov 2026',
    );
    expect(text).toContain('My Home Loan account XXXX5432 was repaid in full on 05 Nov 2026.');
    expect(text).toContain(
      'Central Registry of Securitisation Asset Reconstruction and Security Interest of India (CERSAI)',
    );
    expect(text).toContain('within 30 days of repayment — for this loan, by 05 Dec 2026.');
    expect(text).toContain(
      'I request you to file the satisfaction by 05 Dec 2026, and to send me a copy of the ' +
        'filing with its CERSAI transaction reference.',
    );
    expect(text).toContain('https://www.cersai.org.in, search by borrower or by asset');
    expect(text).toContain(
      'Reserve Bank – Integrated Ombudsman Scheme, 2021 (https://cms.rbi.org.in)',
    );
    expect(lineWith(pdf, 'Satisfaction due by')).toContain('05 Dec 2026');
    expect(lineWith(pdf, 'Closed on')).toContain('05 Nov 2026');
    // Signed by the borrower, PAN masked; no amount is claimed.
    expect(text).toContain('Yours faithfully, Rahul Kumar Sharma');
    expect(text).toContain(`PAN: ${maskPan(SAMPLE_PAN)}`);
    expect(text).not.toContain(SAMPLE_PAN);
    expect(pdf.pages.flatMap((page) => page.lines).flatMap(amountsIn)).toEqual([]);
    expect(text).toContain(SERVICE_SANDBOX_NOTICE);
  });

  it('says the date has passed once it has', async () => {
    const text = prose(await letter('2026-12-06', false));
    expect(text).toContain(
      'As on 06 Dec 2026, that date has passed. I request you to file the satisfaction without ' +
        'further delay',
    );
    expect(text).not.toContain(SERVICE_SANDBOX_NOTICE);
  });
});
