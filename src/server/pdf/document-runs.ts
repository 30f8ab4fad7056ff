import { type Glyph, PLAIN_TEXT, type ShapingFont } from './shaping.js';

/**
 * pdfkit keeps, per document, each word it has laid out, scaled to its 1000-unit space: every
 * document scales again the words the one before it scaled. A scaled word never changes once
 * made (drawing only reads it), so words are kept across documents per font; amounts and
 * numbers, seldom the same twice, are built straight from each character's advance instead of
 * being shaped, copied and scaled. Both give exactly pdfkit's runs (document-runs.test.ts).
 */

interface ScaledPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

export interface ScaledRun {
  glyphs: Glyph[];
  positions: ScaledPosition[];
  advanceWidth: number;
}

/** pdfkit's EmbeddedFont: a font in one document. */
export interface DocumentFont {
  font: ShapingFont;
  scale: number;
  layoutRun(text: string): ScaledRun;
  layoutCached(text: string): ScaledRun;
}

const WORDS_LIMIT = 20_000;

interface FontRuns {
  words: Map<string, ScaledRun>;
  /** Each plain character's glyph and scaled position, shared by every run it is in. */
  characters: Map<number, { glyph: Glyph; position: ScaledPosition }>;
}

const RUNS = new WeakMap<ShapingFont, FontRuns>();

function runsOf(font: ShapingFont): FontRuns {
  let runs = RUNS.get(font);
  if (!runs) {
    runs = { words: new Map(), characters: new Map() };
    RUNS.set(font, runs);
  }
  return runs;
}

/** pdfkit's scaled run of text whose characters are one glyph each at their advance. */
function plainRun(font: ShapingFont, scale: number, runs: FontRuns, text: string): ScaledRun {
  const glyphs: Glyph[] = [];
  const positions: ScaledPosition[] = [];
  let advanceWidth = 0;
  for (let index = 0; index < text.length; index++) {
    const codePoint = text.charCodeAt(index);
    let character = runs.characters.get(codePoint);
    if (!character) {
      const glyph = font.glyphForCodePoint(codePoint);
      const advance = glyph.advanceWidth * scale;
      const position = {
        xAdvance: advance,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
        advanceWidth: advance,
      };
      character = { glyph, position };
      runs.characters.set(codePoint, character);
    }
    glyphs.push(character.glyph);
    positions.push(character.position);
    advanceWidth += character.position.xAdvance;
  }
  return { glyphs, positions, advanceWidth };
}

/** Makes one document's font take its words from, and give them to, every document's. */
export function shareDocumentRuns(documentFont: DocumentFont): void {
  const { font, scale } = documentFont;
  const runs = runsOf(font);
  // Amounts are laid out when measured and again when drawn: kept for this document only.
  const plain = new Map<string, ScaledRun>();
  documentFont.layoutCached = (text) => {
    let run: ScaledRun | undefined;
    if (PLAIN_TEXT.test(text)) {
      run = plain.get(text);
      if (!run) {
        run = plainRun(font, scale, runs, text);
        plain.set(text, run);
      }
      return run;
    }
    run = runs.words.get(text);
    if (!run) {
      const laidOut = documentFont.layoutRun(text);
      run = {
        glyphs: laidOut.glyphs,
        positions: laidOut.positions,
        advanceWidth: laidOut.advanceWidth,
      };
      if (runs.words.size >= WORDS_LIMIT) runs.words.clear();
      runs.words.set(text, run);
    }
    return run;
  };
}
