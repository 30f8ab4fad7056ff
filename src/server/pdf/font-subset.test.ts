import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepSubsetGlyphs, type SubsetFont } from './font-subset.js';
import { DOCUMENT_FONT_FILES, fontkit } from './fonts.js';

interface EncodingSubset {
  includeGlyph(id: number): number;
  encodeStream(): NodeJS.ReadableStream;
}

function open(file: Buffer): SubsetFont & { numGlyphs: number } {
  // A copy opens as a plain fontkit font, not the documents' shared one.
  return fontkit.create(Buffer.from(file)) as unknown as SubsetFont & { numGlyphs: number };
}

function subsetFile(font: SubsetFont, glyphs: readonly number[]): Promise<Buffer> {
  const subset = font.createSubset() as unknown as EncodingSubset;
  for (const glyph of glyphs) subset.includeGlyph(glyph);
  const chunks: Buffer[] = [];
  const stream = subset.encodeStream();
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

describe.each(Object.entries(DOCUMENT_FONT_FILES))('subsets of the %s font', (_weight, file) => {
  const plain = open(file);
  const kept = open(file);
  keepSubsetGlyphs(kept);

  it('are byte for byte what fontkit writes, for any glyphs in any order, again and again', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: plain.numGlyphs - 1 }), { maxLength: 80 }),
        async (glyphs) => {
          expect(await subsetFile(kept, glyphs)).toEqual(await subsetFile(plain, glyphs));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('include the glyphs a composite glyph is made of', async () => {
    // Every glyph of the font: composite ones pull in their components.
    const all = Array.from({ length: plain.numGlyphs }, (_, id) => id).reverse();
    const file = await subsetFile(kept, all);
    expect(file).toEqual(await subsetFile(plain, all));
  });
});

describe('a shared font after a subset', () => {
  it('still gives a glyph first met as a component the characters it is later shaped for', async () => {
    const font = open(DOCUMENT_FONT_FILES.regular) as unknown as SubsetFont & {
      layout(text: string): { glyphs: { id: number; codePoints: number[] }[] };
    };
    keepSubsetGlyphs(font);
    // ो is drawn as one composite glyph made of the glyphs of ा and of े's mark.
    const [, , , o] = font.layout('पुरो').glyphs;
    await subsetFile(font, [o!.id]);
    const later = font
      .layout('अदेयता')
      .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints));
    expect(later).toEqual(['अ', 'द', 'े', 'य', 'त', 'ा']);
  });
});
