import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentType } from '../../shared/documents.js';
import { maskAccountNumber, maskPan } from '../../shared/format.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { sandboxNotice } from './layout.js';
import { renderLoanDocument } from './loan-documents.js';
import { extractPdfText, type PdfText } from './testing/pdf-text.js';
import {
  closedHomeLoan,
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_PAN,
  sampleInput,
} from './testing/sample-loans.js';

const LOANS: Record<string, LoanAccount> = {
  'fixed-rate personal loan': personalLoan,
  'floating-rate 240-month home loan': homeLoan,
  'overdue auto loan': overdueAutoLoan,
  // Repaid: its no-dues certificate certifies it (the others' ask for one is declined).
  'repaid home loan': closedHomeLoan,
};

const HINDI_TITLES: Record<DocumentType, string> = {
  statement_of_account: 'खाते का विवरण',
  repayment_schedule: 'चुकौती अनुसूची',
  sanction_letter: 'ऋण स्वीकृति पत्र',
  foreclosure_letter: 'ऋण पुरोबंध पत्र',
  interest_certificate: 'ब्याज प्रमाणपत्र',
  no_dues_certificate: 'अदेयता प्रमाणपत्र',
  documents_held: 'धारित दस्तावेज़ सूची',
};

describe.each(Object.entries(LOANS))('every document for a %s', (_name, loan) => {
  const sandboxed = new Map<DocumentType, PdfText>();
  const issued = new Map<DocumentType, PdfText>();

  beforeAll(async () => {
    for (const type of DOCUMENT_TYPES) {
      sandboxed.set(type, await extractPdfText(await renderLoanDocument(type, sampleInput(loan))));
      issued.set(
        type,
        await extractPdfText(await renderLoanDocument(type, sampleInput(loan, { sandbox: false }))),
      );
    }
  });

  it.each(DOCUMENT_TYPES)('%s is A4 with page x of y and the document id on every page', (type) => {
    const pdf = sandboxed.get(type)!;
    expect(pdf.pages.length).toBeGreaterThan(0);
    pdf.pages.forEach((page, index) => {
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
      expect(page.text).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
      expect(page.text).toContain('Document ID doc_7Hq2mX9kLp4R');
    });
  });

  it.each(DOCUMENT_TYPES)('%s shows the PAN and account number masked, never in full', (type) => {
    for (const pdf of [sandboxed.get(type)!, issued.get(type)!]) {
      expect(pdf.text).toContain(maskPan(SAMPLE_PAN));
      expect(pdf.text).toContain(maskAccountNumber(loan.accountNumber));
      expect(pdf.text).not.toContain(SAMPLE_PAN);
      expect(pdf.text).not.toContain(loan.accountNumber);
      expect(JSON.stringify(pdf.info)).not.toContain(SAMPLE_PAN);
      expect(JSON.stringify(pdf.info)).not.toContain(loan.accountNumber);
    }
  });

  it.each(DOCUMENT_TYPES)('%s prints rupee amounts with ₹ and its title in Devanagari', (type) => {
    const pdf = sandboxed.get(type)!;
    expect(pdf.text).toMatch(/₹[\d,]+\.\d{2}/);
    // Drawing order splits some Devanagari words, so compare without spaces.
    expect(pdf.text.replace(/\s/g, '')).toContain(HINDI_TITLES[type].replace(/\s/g, ''));
    expect(pdf.text).toContain('Rahul Kumar Sharma');
    expect(pdf.text).toContain('Sample Bank');
  });

  it.each(DOCUMENT_TYPES)('%s says it is a sandbox document only when it is one', (type) => {
    const notice = sandboxNotice('Sample Bank');
    for (const page of sandboxed.get(type)!.pages) expect(page.text).toContain(notice);
    expect(issued.get(type)!.text).not.toContain(notice);
    expect(issued.get(type)!.text).not.toMatch(/sandbox/i);
  });
});

describe('renderLoanDocument', () => {
  it('returns a PDF file', async () => {
    const pdf = await renderLoanDocument('sanction_letter', sampleInput(personalLoan));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('draws the lender mark from the name when no short name is given', async () => {
    const input = sampleInput(personalLoan);
    const pdf = await extractPdfText(
      await renderLoanDocument(
        'foreclosure_letter',
        sampleInput(personalLoan, {
          lender: { ...input.lender, name: 'Bank of Maharashtra', shortName: undefined },
        }),
      ),
    );
    expect(pdf.pages[0]?.text).toMatch(/(^|\s)BM(\s|$)/m);
  });
});
