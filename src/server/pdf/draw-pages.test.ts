import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../shared/documents.js';
import { FONTS } from './fonts.js';
import type { LoanDocumentInput } from './loan-document-input.js';
import { renderPdf } from './render-pdf.js';
import { documentsHeld } from './templates/documents-held.js';
import { foreclosureLetter } from './templates/foreclosure-letter.js';
import { interestCertificate } from './templates/interest-certificate.js';
import { noDuesCertificate } from './templates/no-dues-certificate.js';
import { repaymentSchedule } from './templates/repayment-schedule.js';
import { sanctionLetter } from './templates/sanction-letter.js';
import { statementOfAccount } from './templates/statement-of-account.js';
import { extractPdfText, lineWith, runWorkerInThisThread } from './testing/pdf-text.js';
import {
  closedHomeLoan,
  overdueAutoLoan,
  personalLoan,
  sampleInput,
} from './testing/sample-loans.js';

const TEMPLATES: Record<DocumentType, (input: LoanDocumentInput) => TDocumentDefinitions> = {
  statement_of_account: statementOfAccount,
  repayment_schedule: repaymentSchedule,
  sanction_letter: sanctionLetter,
  foreclosure_letter: foreclosureLetter,
  interest_certificate: interestCertificate,
  no_dues_certificate: noDuesCertificate,
  documents_held: documentsHeld,
};

/**
 * pdfmake's own printer, drawing with pdfkit word by word. It measures text as render-pdf
 * does (measure-text.test.ts compares that measuring with pdfmake's), so only drawing differs.
 */
function renderWithPdfmake(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PdfPrinter(FONTS).createPdfKitDocument(definition);
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}

interface PrintedLine {
  baseline: number;
  left: number;
  right: number;
  text: string;
}

/** Per page, each printed line: where it starts and ends and its text as drawn. */
async function printedLines(pdf: Buffer): Promise<PrintedLine[][]> {
  await runWorkerInThisThread();
  const loading = getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 });
  const document = await loading.promise;
  try {
    const pages: PrintedLine[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const items = (await page.getTextContent()).items.filter(
        (item): item is TextItem => 'str' in item && item.str !== '',
      );
      const rows = new Map<string, TextItem[]>();
      for (const item of items) {
        // The watermark is drawn rotated; key it apart from the level lines.
        const key = `${item.transform[5].toFixed(1)} ${item.transform[1] === 0 ? '' : 'rotated'}`;
        rows.set(key, [...(rows.get(key) ?? []), item]);
      }
      pages.push(
        [...rows.values()]
          .map((row) => {
            // Left to right; less than a point apart, in drawing order (a Devanagari half form
            // has no width and the rest of its word may start a fraction of a point left of it).
            row.sort((a, b) => {
              const apart = a.transform[4] - b.transform[4];
              return Math.abs(apart) < 1 ? 0 : apart;
            });
            const first = row[0] as TextItem;
            const last = row.at(-1) as TextItem;
            return {
              baseline: first.transform[5],
              left: first.transform[4],
              right: last.transform[4] + last.width,
              text: row.map((item) => item.str).join(''),
            };
          })
          .sort((a, b) => b.baseline - a.baseline || a.left - b.left),
      );
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}

describe.each([
  ['personal loan', personalLoan],
  ['overdue auto loan', overdueAutoLoan],
  ['repaid home loan', closedHomeLoan],
])('drawing the pages of a %s', (_name, loan) => {
  it.each(Object.keys(TEMPLATES) as DocumentType[])(
    'puts every line of the %s where pdfmake puts it',
    async (type) => {
      const template = TEMPLATES[type];
      const ours = await printedLines(await renderPdf(template(sampleInput(loan))));
      const pdfmake = await printedLines(await renderWithPdfmake(template(sampleInput(loan))));
      expect(ours.map((page) => page.length)).toEqual(pdfmake.map((page) => page.length));
      ours.forEach((lines, page) => {
        lines.forEach((line, index) => {
          const expected = pdfmake[page]?.[index] as PrintedLine;
          // pdf.js guesses spaces from how text is split into operators; compare without them.
          expect(line.text.replace(/\s+/g, '')).toBe(expected.text.replace(/\s+/g, ''));
          expect([line.text, line.baseline]).toEqual([
            line.text,
            expect.closeTo(expected.baseline, 2),
          ]);
          expect([line.text, line.left]).toEqual([line.text, expect.closeTo(expected.left, 2)]);
          // pdf.js measures a Devanagari conjunct (प्र, ब्) by how the text was cut into
          // operators, not by its glyphs, so the right end of such a line is not comparable;
          // the pages are drawn identically (their rendered pixels match).
          if (!line.text.includes('\u094D')) {
            expect([line.text, line.right]).toEqual([line.text, expect.closeTo(expected.right, 2)]);
          }
        });
      });
    },
  );
});

describe('glyph codes', () => {
  it('keep text selectable whatever code a glyph gets, escaped bytes included', async () => {
    // Over a hundred distinct characters: the subset numbers its glyphs past 0x28, 0x29 and
    // 0x5c, the bytes a literal string escapes (as it does 0x0a and 0x0d).
    const name =
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 ([{\\}]) @#&*!?;:/<>=+_~^`|"';
    const input = sampleInput(personalLoan, {
      borrower: { holderName: name, panNumber: 'ABCPK1234F' },
    });
    const pdf = await extractPdfText(await renderPdf(foreclosureLetter(input)));
    expect(lineWith(pdf, 'Dear ')).toBe(`Dear ${name},`);
  });
});
