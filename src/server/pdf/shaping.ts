/**
 * Text shaping (OpenType substitution and positioning) is the costliest step of laying out a
 * document. Two savings, both giving exactly what fontkit's shaper gives:
 * - words recur across documents (labels, dates), so shaped words are kept per font;
 * - amounts and numbers — digits, ₹, separators — have no substitutions or kerning in the
 *   document font (shaping.test.ts proves it against fontkit), so they are shaped by looking
 *   up each character's glyph and advance.
 */

export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface Glyph {
  id: number;
  advanceWidth: number;
}

export interface GlyphRun {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  readonly advanceWidth: number;
}

/** The part of a fontkit font used here. */
export interface ShapingFont {
  layout: (text: string, ...options: unknown[]) => GlyphRun;
  glyphForCodePoint: (codePoint: number) => Glyph;
}

/** A run handed out as a copy: pdfkit scales the positions of a run in place. */
class SharedRun implements GlyphRun {
  readonly glyphs: Glyph[];
  readonly positions: GlyphPosition[];
  constructor(glyphs: Glyph[], positions: readonly GlyphPosition[]) {
    this.glyphs = glyphs;
    this.positions = positions.map((position) => ({
      xAdvance: position.xAdvance,
      yAdvance: position.yAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
    }));
  }
  get advanceWidth(): number {
    let width = 0;
    for (const position of this.positions) width += position.xAdvance;
    return width;
  }
}

/** Characters the document font draws one glyph each, at its advance, in any order. */
export const PLAIN_TEXT = /^[₹0-9.,%()\- ]+$/;

/** Shapes text of PLAIN_TEXT characters without the shaper. */
export function plainRun(font: ShapingFont, text: string): GlyphRun {
  const glyphs: Glyph[] = [];
  const positions: GlyphPosition[] = [];
  for (const character of text) {
    const glyph = font.glyphForCodePoint(character.codePointAt(0) as number);
    glyphs.push(glyph);
    positions.push({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
  }
  return new SharedRun(glyphs, positions);
}

const SHAPED_WORDS_LIMIT = 50_000;

/** Replaces `font.layout` with one that reuses shaped words and shapes numbers directly. */
export function shareShapedWords(font: ShapingFont): void {
  const layout = font.layout.bind(font);
  const shaped = new Map<string, SharedRun>();
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return layout(text, ...options);
    if (PLAIN_TEXT.test(text)) return plainRun(font, text);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS_LIMIT) shaped.clear();
      const fresh = layout(text);
      run = new SharedRun(fresh.glyphs, fresh.positions);
      shaped.set(text, run);
    }
    return new SharedRun(run.glyphs, run.positions);
  };
}
