import { describe, expect, it } from 'vitest';
import { loanDocumentModel } from '../loan-documents.js';
import { extractPdfText } from '../testing/pdf-text.js';
import { personalLoan, sampleInput } from '../testing/sample-loans.js';
import type { Block, TypesetDocument } from './document-model.js';
import { typesetPdf } from './typst-engine.js';

/**
 * A document expected to fit on one page is typeset first with its footer fixed at "Page 1 of 1"
 * (one layout pass); these check that a wrong guess never reaches the borrower.
 */

const letter = loanDocumentModel('sanction_letter', sampleInput(personalLoan));
const [runningLeft, runningRight] = letter.runningHeader;

/** Forty lines that each wrap onto several: few by count, three pages or so in print. */
function longLines(): Block {
  const sentence = 'The borrower asks the lender for every document this loan account has. ';
  return {
    kind: 'lines',
    lines: Array.from({ length: 40 }, (_, index) => [`${index + 1}. ${sentence.repeat(5)}`]),
  };
}

const createdAt = new Date('2026-01-15T12:00:00Z');

describe('typesetting a document', () => {
  it('numbers the pages of a document that looked short but was not, with the running header after page 1', async () => {
    const document: TypesetDocument = { ...letter, body: [longLines()] };
    const pdf = await extractPdfText(typesetPdf(document, createdAt));
    const pages = pdf.pages.length;
    expect(pages).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => {
      expect(page.text).toContain(`Page ${index + 1} of ${pages}`);
      if (index === 0) {
        expect(page.text).not.toContain(runningRight);
      } else {
        expect(page.text).toContain(runningLeft);
        expect(page.text).toContain(runningRight);
      }
    });
  });

  it('gives a one-page letter "Page 1 of 1", no running header, and its title and subject', async () => {
    const pdf = await extractPdfText(typesetPdf(letter, createdAt));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Page 1 of 1');
    expect(pdf.text).not.toContain(runningRight);
    expect(pdf.info.Title).toBe(letter.info.title);
    expect(pdf.info.Subject).toBe(letter.info.subject);
    expect(pdf.info.Author).toBe(letter.info.author);
  });

  it('typesets the same page whichever documents came before it', async () => {
    const first = await extractPdfText(typesetPdf(letter, createdAt));
    typesetPdf({ ...letter, body: [longLines()] }, createdAt);
    typesetPdf(loanDocumentModel('repayment_schedule', sampleInput(personalLoan)), createdAt);
    const again = await extractPdfText(typesetPdf(letter, createdAt));
    expect(again.text).toBe(first.text);
  });
});
