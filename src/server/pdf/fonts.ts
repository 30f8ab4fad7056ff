import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { keepSubsetGlyphs, type SubsetFont } from './font-subset.js';
import { type ShapingFont, shareShapedWords } from './shaping.js';

/**
 * One Unicode font for every document: Noto Sans Devanagari carries Latin, digits, the rupee
 * sign (U+20B9) and Devanagari, and is embedded as a subset so the text stays selectable.
 * Two weights only — each variant costs parse and subset time.
 */

export const FONT_FAMILY = 'NotoSans';

const require = createRequire(import.meta.url);
const fontPackage = '@expo-google-fonts/noto-sans-devanagari';

function fontFile(weight: string): Buffer {
  return readFileSync(require.resolve(`${fontPackage}/${weight}/NotoSansDevanagari_${weight}.ttf`));
}

const regular = fontFile('400Regular');
const bold = fontFile('700Bold');

/** The font files as loaded; a copy of one opens as a plain, unshared fontkit font. */
export const DOCUMENT_FONT_FILES = { regular, bold } as const;

interface Fontkit {
  create: (buffer: Buffer, postscriptName?: string) => ShapingFont;
}

/** The fontkit instance pdfkit itself uses. */
export const fontkit = createRequire(
  createRequire(require.resolve('pdfmake')).resolve('@foliojs-fork/pdfkit'),
)('@foliojs-fork/fontkit') as Fontkit;

/**
 * pdfkit parses the font file again for every document, which costs more than laying out a
 * whole letter. A parsed font is not changed by the documents that use it, so each font file is
 * parsed once and shared; each document still builds its own subset, from glyph data read
 * once (font-subset.ts).
 */
function shareParsedFonts(files: readonly Buffer[]): void {
  const create = fontkit.create;
  const parsed = new Map<Buffer, ShapingFont>();
  fontkit.create = (buffer, postscriptName) => {
    if (postscriptName || !files.includes(buffer)) return create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = create(buffer);
      shareShapedWords(font);
      keepSubsetGlyphs(font as unknown as SubsetFont);
      parsed.set(buffer, font);
    }
    return font;
  };
}

shareParsedFonts([regular, bold]);

/** pdfmake's font table: the family's four styles, italics drawn upright. */
export const FONTS = {
  [FONT_FAMILY]: { normal: regular, bold, italics: regular, bolditalics: bold },
};
