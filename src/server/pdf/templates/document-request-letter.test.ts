import { describe, expect, it } from 'vitest';
import { maskPan } from '../../../shared/format.js';
import { SERVICE_SANDBOX_NOTICE } from '../layout.js';
import { extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import { homeLoan, SAMPLE_ISSUED_ON, SAMPLE_PAN, sampleInput } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { documentRequestLetter, type RequestedDocumentLine } from './document-request-letter.js';

const statement: RequestedDocumentLine = {
  displayName: 'Statement of Account',
  loanType: 'personal_loan',
  accountMasked: 'XXXX4410',
};
const schedule: RequestedDocumentLine = { ...statement, displayName: 'Repayment Schedule' };
const certificate: RequestedDocumentLine = {
  displayName: 'Interest Certificate FY 2025-26',
  loanType: 'home_loan',
  accountMasked: 'XXXX0921',
};

async function letter(
  documents: readonly RequestedDocumentLine[],
  options: { attempts?: number; sandbox?: boolean } = {},
): Promise<PdfText> {
  const { borrower, lender } = sampleInput(homeLoan);
  return extractPdfText(
    await renderPdf(
      documentRequestLetter({
        borrower,
        lender,
        documents,
        askedOn: '2026-11-20',
        attempts: options.attempts ?? 4,
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: options.sandbox ?? true,
      }),
    ),
  );
}

/** The letter's text on one line, as a reader follows it across line breaks. */
const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ').replace('// ', '//');

describe('letter asking a lender for the documents it did not send', () => {
  it('names each document with its loan, when it was asked for and how often', async () => {
    const pdf = await letter([statement, schedule, certificate]);
    const text = prose(pdf);
    expect(text).toContain(
      'Subject: Request for documents of my loan accounts Personal Loan XXXX4410, Home Loan XXXX0921',
    );
    expect(text).toContain(
      'On 20 Nov 2026, with my consent, I asked for the following documents of my loans with ' +
        'you through the Loan Documents service. The request was sent to Sample Bank 4 times ' +
        'and the documents were not provided:',
    );
    expect(lineWith(pdf, 'Statement of Account')).toBe(
      'Personal Loan XXXX4410 Statement of Account',
    );
    expect(lineWith(pdf, 'Repayment Schedule')).toBe('Personal Loan XXXX4410 Repayment Schedule');
    expect(lineWith(pdf, 'Interest Certificate')).toBe(
      'Home Loan XXXX0921 Interest Certificate FY 2025-26',
    );
    expect(lineWith(pdf, 'Documents asked for')).toContain('3');
    expect(lineWith(pdf, 'Asked for on')).toContain('20 Nov 2026');
  });

  it('asks for a reply within the lender’s own timeline and at most 30 days, then the Ombudsman', async () => {
    const text = prose(await letter([statement]));
    expect(text).toContain(
      'I request you to send me this document, or to tell me in writing why you cannot, within ' +
        'the time your grievance redressal policy sets and in any case within 30 days of this letter.',
    );
    expect(text).toContain(
      'If I have no reply within 30 days, or the reply does not resolve this, I may complain to ' +
        'the RBI Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021 on the ' +
        'RBI’s complaint portal (https://cms.rbi.org.in).',
    );
    expect(text).toContain(
      'Subject: Request for a document of my loan account Personal Loan XXXX4410',
    );
    expect(text).toContain('the document was not provided');
    expect(prose(await letter([statement], { attempts: 1 }))).toContain(
      'The request was sent to Sample Bank once',
    );
  });

  it('is addressed to the lender’s grievance officer and signed by the borrower, PAN masked', async () => {
    const pdf = await letter([statement, certificate], { sandbox: false });
    const lines = pdf.pages.flatMap((page) => page.lines);
    const to = lines.indexOf('To');
    expect(lines.slice(to, to + 5)).toEqual([
      'To',
      'The Grievance Redressal Officer',
      'Sample Bank',
      'Mumbai',
      'Email: care@samplebank.example',
    ]);
    const signed = lines.indexOf('Yours faithfully,');
    expect(lines.slice(signed, signed + 3)).toEqual([
      'Yours faithfully,',
      'Rahul Kumar Sharma',
      `PAN: ${maskPan(SAMPLE_PAN)}`,
    ]);
    expect(pdf.text).not.toContain(SAMPLE_PAN);
    expect(pdf.text).not.toContain('Enclosure');
    expect(pdf.text).not.toMatch(/sandbox/i);
    expect(pdf.pages).toHaveLength(1);
  });

  it('is prepared by the service for the borrower to send, in English with a Hindi title', async () => {
    const pdf = await letter([statement]);
    const text = prose(pdf);
    expect(text).toContain('Request for loan documents');
    // pdf.js reads the ों of दस्तावेज़ों back as ां: compare around it.
    const hindi = pdf.text.replace(/\s/g, '');
    expect(hindi).toContain('ऋणदस्तावेज़');
    expect(hindi).toContain('ंकेलिएअनुरोधपत्र');
    expect(text).toContain('Not issued by a lender');
    expect(text).toContain('for you to check, sign and send to care@samplebank.example');
    for (const page of pdf.pages) expect(page.text).toContain(SERVICE_SANDBOX_NOTICE);
  });

  it('names the loan as well as it is known for a request made before accounts were recorded', async () => {
    const pdf = await letter([
      { displayName: 'Sanction Letter', loanType: null, accountMasked: null },
    ]);
    expect(lineWith(pdf, 'Sanction Letter')).toBe('Loan Sanction Letter');
  });

  it('is never made without a document to ask for', () => {
    const { borrower, lender } = sampleInput(homeLoan);
    expect(() =>
      documentRequestLetter({
        borrower,
        lender,
        documents: [],
        askedOn: '2026-11-20',
        attempts: 4,
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
      }),
    ).toThrow('needs a document to ask for');
  });
});
