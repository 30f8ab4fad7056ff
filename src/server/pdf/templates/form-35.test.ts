import { describe, expect, it } from 'vitest';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import { closedAutoLoan, SAMPLE_PAN, sampleInput } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { form35 } from './form-35.js';

async function form(registrationNumber?: string): Promise<PdfText> {
  const loan = closedAutoLoan as LoanAccount & { closedOn: string };
  const { borrower, lender } = sampleInput(loan);
  return extractPdfText(
    await renderPdf(
      form35({
        loan,
        borrower,
        lender,
        registrationNumber: registrationNumber ?? null,
        issuedOn: '2026-11-22',
        sandbox: true,
      }),
    ),
  );
}

const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ');

describe('Form 35 for a repaid vehicle loan', () => {
  it('is the rule 61(1) notice, prefilled with the owner, the financier and the day it ended', async () => {
    // The sample auto loan was repaid by its last EMI on 15 Aug 2026.
    const pdf = await form();
    const text = prose(pdf);
    expect(pdf.pages).toHaveLength(1);
    expect(text).toContain('FORM 35');
    expect(text).toContain('[See rule 61(1) of the Central Motor Vehicles Rules, 1989]');
    expect(text).toContain(
      'Notice of termination of an agreement of hire-purchase/lease/hypothecation',
    );
    expect(text.replace(/ /g, '')).toContain('35—हाइपोथिकेशनसमाप्तिकीसूचना');
    expect(text).toContain('To The Registering Authority');
    expect(text).toContain('has been terminated on 15 Aug 2026');
    expect(text).toContain(
      'endorsement of hypothecation in the certificate of registration be cancelled',
    );
    expect(lineWith(pdf, 'Name of the registered owner')).toContain('Rahul Kumar Sharma');
    expect(lineWith(pdf, 'Name and address of the financier')).toMatch(
      /Sample Bank, Mumbai _{10,}/,
    );
    expect(lineWith(pdf, 'Loan account with the financier')).toContain('XXXX0987');
    const endedLines = pdf.pages[0]!.lines.filter((line) => line.includes('Agreement ended on'));
    expect(endedLines).toEqual([
      'Agreement ended on 15 Aug 2026',
      'Agreement ended on 15 Aug 2026',
    ]);
    // Nothing in a loan record says which vehicle: lines to fill in.
    expect(lineWith(pdf, 'Registration number')).toMatch(/Registration number _{10,}$/);
    expect(lineWith(pdf, 'Chassis number')).toMatch(/_{10,}$/);
    expect(lineWith(pdf, 'Engine number')).toMatch(/_{10,}$/);
    // Both sign.
    expect(text).toContain('Signature of the registered owner');
    expect(text).toContain('Signature of the financier (with seal)');
    expect(text).toContain('For Sample Bank');
    expect(text).toContain('Parivahan (VAHAN)');
    expect(text).not.toContain(SAMPLE_PAN);
  });

  it('prints the registration number when it is known', async () => {
    const pdf = await form('MH 02 AB 1234');
    expect(lineWith(pdf, 'Registration number')).toContain('MH 02 AB 1234');
  });
});
