/**
 * Every document embeds the subset of the font it uses, and fontkit builds it by decoding each
 * glyph's whole outline (every point) only to learn whether it is made of other glyphs. For a
 * shared font that work is the same in every document, so what a subset takes from each glyph
 * — its bytes, the components it refers to, its metrics — is read once and kept; the subset
 * file written is byte for byte fontkit's (font-subset.test.ts).
 */

interface Component {
  glyphID: number;
  /** Where the component's glyph id sits in the glyph's bytes. */
  pos: number;
}

interface DecodedGlyph {
  numberOfContours: number;
  components?: Component[];
}

interface FontkitGlyph {
  advanceWidth: number;
  _decode(): DecodedGlyph | null;
  _getMetrics(): { leftBearing: number };
}

interface GlyphTableStream {
  pos: number;
  readBuffer(length: number): Buffer;
}

/** The part of a fontkit TrueType font a subset reads. */
export interface SubsetFont {
  _glyphs: Record<number, unknown>;
  loca: { offsets: number[] };
  _variationProcessor?: unknown;
  getGlyph(id: number): FontkitGlyph;
  _getTableStream(tag: 'glyf'): GlyphTableStream;
  createSubset(): FontkitSubset;
}

/** fontkit's TTFSubset while it encodes. */
interface FontkitSubset {
  includeGlyph(id: number): number;
  _addGlyph(id: number): number;
  glyf: Buffer[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
}

interface SubsetGlyph {
  bytes: Buffer;
  components: readonly Component[] | null;
  advance: number;
  bearing: number;
}

function readGlyph(font: SubsetFont, id: number): SubsetGlyph {
  // fontkit keeps the first glyph object it makes for an id, with the characters it was made
  // for; one made here would have none, and text later shaped with it none in its ToUnicode map.
  const fresh = font._glyphs[id] === undefined;
  const glyph = font.getGlyph(id);
  if (fresh) delete font._glyphs[id];
  const decoded = glyph._decode();
  const start = font.loca.offsets[id] as number;
  const end = font.loca.offsets[id + 1] as number;
  const stream = font._getTableStream('glyf');
  stream.pos += start;
  // A copy: the stream's buffer is the whole font file.
  const bytes = Buffer.from(stream.readBuffer(end - start));
  return {
    bytes,
    components:
      decoded && decoded.numberOfContours < 0
        ? (decoded.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
        : null,
    advance: glyph.advanceWidth,
    bearing: glyph._getMetrics().leftBearing,
  };
}

/** Makes the subsets of a TrueType font (without variations) reuse what they read of glyphs. */
export function keepSubsetGlyphs(font: SubsetFont): void {
  if (font._variationProcessor) return;
  const glyphs = new Map<number, SubsetGlyph>();
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    // fontkit's TTFSubset._addGlyph, with the glyph read once per font.
    subset._addGlyph = function (this: FontkitSubset, id: number): number {
      let glyph = glyphs.get(id);
      if (!glyph) {
        glyph = readGlyph(font, id);
        glyphs.set(id, glyph);
      }
      let bytes = glyph.bytes;
      if (glyph.components) {
        bytes = Buffer.from(bytes);
        for (const component of glyph.components) {
          bytes.writeUInt16BE(this.includeGlyph(component.glyphID), component.pos);
        }
      }
      this.glyf.push(bytes);
      this.loca.offsets.push(this.offset);
      this.hmtx.metrics.push({ advance: glyph.advance, bearing: glyph.bearing });
      this.offset += bytes.length;
      return this.glyf.length - 1;
    };
    return subset;
  };
}
