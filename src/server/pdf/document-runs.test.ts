import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatInrPaise } from '../../shared/format.js';
import { type DocumentFont, shareDocumentRuns } from './document-runs.js';
import { DOCUMENT_FONT_FILES } from './fonts.js';

const require = createRequire(import.meta.url);
const PdfKitEngine = require('pdfmake/src/pdfKitEngine.js') as {
  createPdfDocument(options: Record<string, unknown>): {
    font(source: Buffer): { _font: DocumentFont & PdfKitLayout };
  };
};

interface PdfKitLayout {
  layout(text: string): { glyphs: { id: number }[]; positions: object[]; advanceWidth: number };
  widthOfString(text: string, size: number): number;
}

/** A font as a new document opens it; `file` itself opens the documents' shared font. */
function documentFont(file: Buffer): DocumentFont & PdfKitLayout {
  return PdfKitEngine.createPdfDocument({ autoFirstPage: false, font: null }).font(file)._font;
}

function summary(font: PdfKitLayout, text: string) {
  const run = font.layout(text);
  return {
    glyphs: run.glyphs.map((glyph) => glyph.id),
    positions: run.positions.map((position) => ({ ...position })),
    advanceWidth: run.advanceWidth,
    width: font.widthOfString(text, 7.5),
  };
}

const text = fc.oneof(
  fc.integer({ min: -1e11, max: 1e11 }).map(formatInrPaise),
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
    .map((day) => formatDate(day.toISOString().slice(0, 10))),
  fc.constantFrom(
    'Statement of Account',
    'खाता विवरण',
    'ऋण स्वीकृति पत्र',
    'AV WA Tj',
    '12.00 % p.a. (Fixed)',
    '(1 EMI)',
    '- 0',
  ),
  fc.string({ maxLength: 12 }),
);

describe.each(Object.entries(DOCUMENT_FONT_FILES))('words in the %s font', (_weight, file) => {
  it('are laid out as pdfkit lays them out, in every document', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (texts) => {
        // A copy of the file opens an unshared font that pdfkit lays out on its own.
        const plain = documentFont(Buffer.from(file));
        const shared = [documentFont(file), documentFont(file)];
        for (const font of shared) shareDocumentRuns(font);
        for (const value of [...texts, ...texts]) {
          const expected = summary(plain, value);
          for (const font of shared) expect(summary(font, value)).toStrictEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });
});
