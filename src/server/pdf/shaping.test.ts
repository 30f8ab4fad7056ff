import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatInrPaise } from '../../shared/format.js';
import { DOCUMENT_FONT_FILES, fontkit } from './fonts.js';
import { PLAIN_TEXT, plainRun, shareShapedWords } from './shaping.js';

// Copies of the files open as plain fontkit fonts, untouched by the document printer.
const fonts = {
  regular: fontkit.create(Buffer.from(DOCUMENT_FONT_FILES.regular)),
  bold: fontkit.create(Buffer.from(DOCUMENT_FONT_FILES.bold)),
};

function summary(run: ReturnType<typeof plainRun>) {
  return {
    glyphs: run.glyphs.map((glyph) => glyph.id),
    positions: run.positions.map((position) => ({ ...position })),
    advanceWidth: run.advanceWidth,
  };
}

describe.each(Object.entries(fonts))('shaping in the %s font', (_weight, font) => {
  it('draws every pair and triple of plain characters exactly as fontkit shapes them', () => {
    const characters = [...'₹0123456789.,%()- '];
    for (const a of characters) {
      for (const b of characters) {
        for (const c of ['', ...characters]) {
          const text = a + b + c;
          expect(summary(plainRun(font, text)), text).toEqual(summary(font.layout(text)));
        }
      }
    }
  });

  it('draws any amount exactly as fontkit shapes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const text = formatInrPaise(paise);
        expect(PLAIN_TEXT.test(text)).toBe(true);
        expect(summary(plainRun(font, text))).toEqual(summary(font.layout(text)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('shared shaping', () => {
  it('gives what fontkit gives, as a fresh copy every time', () => {
    const shared = fontkit.create(Buffer.from(DOCUMENT_FONT_FILES.regular));
    shareShapedWords(shared);
    for (const text of ['Statement', 'खाता विवरण', formatDate('2026-09-05'), '₹8,678.23']) {
      const first = shared.layout(text);
      expect(summary(first)).toEqual(summary(fonts.regular.layout(text)));
      for (const position of first.positions) position.xAdvance *= 2;
      expect(summary(shared.layout(text))).toEqual(summary(fonts.regular.layout(text)));
    }
  });

  it('leaves text with letters and Devanagari to the shaper', () => {
    expect(PLAIN_TEXT.test('AV')).toBe(false);
    expect(PLAIN_TEXT.test('पत्र')).toBe(false);
    expect(PLAIN_TEXT.test('05 Sept 2026')).toBe(false);
  });
});
