import { type Glyph, PLAIN_TEXT, type ShapingFont } from './shaping.js';

/**
 * pdfkit keeps, per document, each word it has laid out, scaled to its 1000-unit space: every
 * document scales again the words the one before it scaled. A scaled word never changes once
 * made (drawing only reads it), so words are kept across documents per font; amounts and
 * numbers, seldom the same twice, are built straight from each character's advance instead of
 * being shaped, copied and scaled, and measured without being laid out at all. All give exactly
 * pdfkit's runs and widths (document-runs.test.ts).
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
  widthOfString(text: string, size: number, features?: unknown): number;
}

/** A plain character's glyph and its scaled position, shared by every run it is in. */
export interface PlainCharacter {
  glyph: Glyph;
  position: ScaledPosition;
}

const RUPEE = 0x20b9;

/** Where a PLAIN_TEXT character sits in a table of them: ASCII by its code, then ₹. */
export function plainSlot(charCode: number): number {
  return charCode === RUPEE ? 128 : charCode;
}

const WORDS_LIMIT = 20_000;

const SPACE_OR_TAB = /[ \t]/;

interface FontRuns {
  words: Map<string, ScaledRun>;
  /** By plainSlot. */
  characters: (PlainCharacter | undefined)[];
}

const RUNS = new WeakMap<ShapingFont, FontRuns>();

function runsOf(font: ShapingFont): FontRuns {
  let runs = RUNS.get(font);
  if (!runs) {
    runs = { words: new Map(), characters: [] };
    RUNS.set(font, runs);
  }
  return runs;
}

function characterOf(
  font: ShapingFont,
  scale: number,
  runs: FontRuns,
  charCode: number,
): PlainCharacter {
  const slot = plainSlot(charCode);
  let character = runs.characters[slot];
  if (!character) {
    const glyph = font.glyphForCodePoint(charCode);
    const advance = glyph.advanceWidth * scale;
    character = {
      glyph,
      position: { xAdvance: advance, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: advance },
    };
    runs.characters[slot] = character;
  }
  return character;
}

/** The glyph and scaled position of a PLAIN_TEXT character in this document's font. */
export function plainCharacter(documentFont: DocumentFont, charCode: number): PlainCharacter {
  return characterOf(documentFont.font, documentFont.scale, runsOf(documentFont.font), charCode);
}

/** pdfkit's scaled run of text whose characters are one glyph each at their advance. */
function plainRun(font: ShapingFont, scale: number, runs: FontRuns, text: string): ScaledRun {
  const glyphs: Glyph[] = [];
  const positions: ScaledPosition[] = [];
  let advanceWidth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = characterOf(font, scale, runs, text.charCodeAt(index));
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
  documentFont.layoutCached = (text) => {
    if (PLAIN_TEXT.test(text)) return plainRun(font, scale, runs, text);
    let run = runs.words.get(text);
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
  // pdfkit adds up the advances of the text's words (split after each space) and scales the
  // sum. Text that is one such word is its run; a plain one is its characters' advances.
  const widthOfString = documentFont.widthOfString.bind(documentFont);
  documentFont.widthOfString = (text, size, features) => {
    const space = text.search(SPACE_OR_TAB);
    if (features || (space !== -1 && space !== text.length - 1)) {
      return widthOfString(text, size, features);
    }
    if (!PLAIN_TEXT.test(text)) return documentFont.layoutCached(text).advanceWidth * (size / 1000);
    let width = 0;
    for (let index = 0; index < text.length; index++) {
      width += characterOf(font, scale, runs, text.charCodeAt(index)).position.xAdvance;
    }
    return width * (size / 1000);
  };
}
