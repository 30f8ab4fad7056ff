import { type DocumentFont, plainCharacter, plainSlot } from './document-runs.js';
import type {
  GlyphPosition,
  LaidOutPage,
  PageLine,
  PageVector,
  PdfKitDocument,
  PdfKitFont,
  PdfKitGlyph,
} from './pdfmake-internals.js';
import { PLAIN_TEXT } from './shaping.js';
import { drawSingleLineRows, SINGLE_LINE_ROWS, type SingleLineRows } from './single-line-rows.js';

/**
 * Writes pdfmake's laid-out pages as PDF drawing operators. pdfmake's own renderer makes one
 * pdfkit `text()` call per word, each with its own save/transform/BT/ET/restore and colour,
 * opacity and font operators, and pdfkit turns every operator into a Buffer: drawing cost more
 * than laying out. Here each page becomes one content string: words that continue one another
 * in the same font and colour share one text-showing operator, and state is set only when it
 * changes. Glyphs go into pdfkit's font subset with their widths and ToUnicode entries (what
 * keeps the text selectable) exactly as pdfkit's own encoding puts them.
 *
 * Only what the loan documents use is drawn: text lines, lines, filled rectangles and the
 * watermark; anything else throws rather than silently going missing.
 */

interface TextState {
  font: PdfKitFont | null;
  fontSize: number;
  /** Where the next glyph of the open text-showing operator would be drawn, if one is open. */
  x: number;
  y: number;
  open: boolean;
}

class PageContent {
  readonly parts: string[] = [];
  private fill = '0 g';
  private stroke = '0 G';
  private lineWidth = 1;
  private inText = false;
  private readonly text: TextState = { font: null, fontSize: 0, x: 0, y: 0, open: false };
  /** The open TJ operator's array so far, and the glyph codes of its open string. */
  private shown = '';
  private codes = '';
  /** The colours last asked for, as given: most words and rules repeat the one before. */
  private fillName = '';
  private strokeName = '';
  private saved: [string, string, number] | undefined;
  /**
   * A horizontal rule not yet stroked: pdfmake draws a table's rule as one segment per cell,
   * and segments that continue one another in the same style are stroked as one line.
   */
  private rule: { x1: number; x2: number; y: number } | null = null;

  constructor(
    private readonly document: PdfKitDocument,
    readonly height: number,
    private readonly plainGlyphs: PlainGlyphs,
  ) {}

  fillColor(color: string): void {
    if (color === this.fillName) return;
    this.fillName = color;
    const operator = `${this.rgb(color)} rg`;
    if (operator !== this.fill) {
      this.strokeRule();
      this.closeShow();
      this.fill = operator;
      this.parts.push(operator);
    }
  }

  strokeColor(color: string): void {
    if (color === this.strokeName) return;
    this.strokeName = color;
    const operator = `${this.rgb(color)} RG`;
    if (operator !== this.stroke) {
      this.strokeRule();
      this.endText();
      this.stroke = operator;
      this.parts.push(operator);
    }
  }

  setLineWidth(width: number): void {
    if (width !== this.lineWidth) {
      this.strokeRule();
      this.endText();
      this.lineWidth = width;
      this.parts.push(`${num(width)} w`);
    }
  }

  /** q … Q around state that must not leak; what was set inside is forgotten at Q. */
  save(): void {
    this.strokeRule();
    this.endText();
    this.parts.push('q');
    this.saved = [this.fill, this.stroke, this.lineWidth];
  }

  restore(): void {
    this.strokeRule();
    this.endText();
    this.parts.push('Q');
    if (this.saved) [this.fill, this.stroke, this.lineWidth] = this.saved;
    this.saved = undefined;
    this.fillName = '';
    this.strokeName = '';
  }

  path(operators: string): void {
    this.strokeRule();
    this.endText();
    this.parts.push(operators);
  }

  /** Strokes a horizontal line from x1 to x2 at y (PDF space), in the current stroke style. */
  horizontalLine(x1: number, x2: number, y: number): void {
    const rule = this.rule;
    if (rule && rule.y === y && Math.abs(rule.x2 - x1) < 0.001) {
      rule.x2 = x2;
      return;
    }
    this.strokeRule();
    this.endText();
    this.rule = { x1, x2, y };
  }

  private strokeRule(): void {
    const rule = this.rule;
    if (rule) {
      this.parts.push(`${num(rule.x1)} ${num(rule.y)} m ${num(rule.x2)} ${num(rule.y)} l S`);
      this.rule = null;
    }
  }

  /** Shows one word (pdfmake inline) with its top-left corner at (x, top), in pdfkit's space. */
  show(text: string, x: number, top: number, font: PdfKitFont, fontSize: number): void {
    const clean = text.includes('\n') ? text.replace(/\n/g, '') : text;
    if (clean.length === 0) return;
    this.strokeRule();
    const state = this.text;
    if (!this.inText) {
      this.parts.push('BT');
      this.inText = true;
      state.font = null;
      state.open = false;
    }
    if (state.font !== font || state.fontSize !== fontSize) {
      this.closeShow();
      this.registerFont(font);
      state.font = font;
      state.fontSize = fontSize;
      this.parts.push(`/${font.id} ${num(fontSize)} Tf`);
    }
    const baseline = this.height - top - (font.ascender / 1000) * fontSize;
    if (!state.open || Math.abs(state.x - x) > 0.001 || state.y !== baseline) {
      this.closeShow();
      this.parts.push(`1 0 0 1 ${num(x)} ${num(baseline)} Tm`);
      state.x = x;
      state.y = baseline;
      state.open = true;
    }
    this.glyphs(clean, font, fontSize);
  }

  /**
   * pdfkit's glyph positioning: kerning as TJ adjustments, mark offsets by moving the origin
   * for the one glyph. Glyphs join the document's subset as pdfkit's encoding adds them.
   */
  private glyphs(text: string, font: PdfKitFont, fontSize: number): void {
    if (PLAIN_TEXT.test(text)) {
      this.plainText(text, font, fontSize);
      return;
    }
    const run = SPACE_BEFORE_END.test(text) ? font.layout(text) : font.layoutCached(text);
    const { glyphs, positions } = run;
    const scale = fontSize / 1000;
    const state = this.text;
    let offset = false;
    for (let index = 0; index < glyphs.length; index++) {
      const code = glyphCode(font, glyphs[index] as PdfKitGlyph);
      const position = positions[index] as GlyphPosition;
      const adjustment = position.xAdvance - position.advanceWidth;
      if (position.xOffset || position.yOffset) {
        this.closeShow();
        this.parts.push(
          `1 0 0 1 ${num(state.x + position.xOffset * scale)} ${num(state.y + position.yOffset * scale)} Tm`,
        );
        this.codes = code;
        this.closeString(adjustment);
        this.closeShow();
        offset = true;
      } else {
        if (offset) {
          this.parts.push(`1 0 0 1 ${num(state.x)} ${num(state.y)} Tm`);
          offset = false;
        }
        this.codes += code;
        if (adjustment !== 0) this.closeString(adjustment);
      }
      state.x += position.xAdvance * scale;
    }
    if (offset) {
      // The word ended on a mark: the origin sits at the mark; put it back on the baseline.
      this.parts.push(`1 0 0 1 ${num(state.x)} ${num(state.y)} Tm`);
    }
  }

  /**
   * Amounts and numbers: one glyph a character at its advance, no kerning or marks (shaping.ts),
   * so each character's code is looked up rather than its run laid out.
   */
  private plainText(text: string, font: PdfKitFont, fontSize: number): void {
    let glyphs = this.plainGlyphs.get(font);
    if (!glyphs) {
      glyphs = [];
      this.plainGlyphs.set(font, glyphs);
    }
    const scale = fontSize / 1000;
    const state = this.text;
    let codes = this.codes;
    for (let index = 0; index < text.length; index++) {
      const charCode = text.charCodeAt(index);
      let glyph = glyphs[plainSlot(charCode)];
      if (!glyph) {
        const character = plainCharacter(font as unknown as DocumentFont, charCode);
        const code = glyphCode(font, character.glyph as PdfKitGlyph);
        glyph = { code, xAdvance: character.position.xAdvance };
        glyphs[plainSlot(charCode)] = glyph;
      }
      codes += glyph.code;
      state.x += glyph.xAdvance * scale;
    }
    this.codes = codes;
  }

  /** Ends the open string of the TJ array, followed by the kerning after its last glyph. */
  private closeString(adjustment: number): void {
    if (this.codes === '') return;
    const string = adjustment === 0 ? `(${this.codes})` : `(${this.codes}) ${num(-adjustment)}`;
    this.shown = this.shown === '' ? string : `${this.shown} ${string}`;
    this.codes = '';
  }

  private closeShow(): void {
    this.closeString(0);
    if (this.shown !== '') {
      this.parts.push(`[${this.shown}] TJ`);
      this.shown = '';
    }
  }

  endText(): void {
    if (!this.inText) return;
    this.closeShow();
    this.parts.push('ET');
    this.inText = false;
  }

  registerFont(font: PdfKitFont): void {
    const fonts = this.document.page.fonts;
    if (fonts[font.id] == null) fonts[font.id] = font.ref();
  }

  /** Sets the fill and stroke opacity, through a graphics state in the page's resources. */
  opacity(value: number): void {
    this.strokeRule();
    this.endText();
    this.parts.push(`/${opacityState(this.document, value)} gs`);
  }

  /**
   * Makes the operators the page's content stream. What pdfkit wrote to it — the transform
   * that flips its coordinates top-down — is dropped: every coordinate here is in PDF's own
   * bottom-up space.
   */
  end(): void {
    this.strokeRule();
    this.endText();
    this.document.page.content.buffer = [Buffer.from(this.parts.join('\n'), 'latin1')];
    this.parts.length = 0;
  }

  private rgb(color: string): string {
    let rgb = RGB.get(color);
    if (rgb === undefined) {
      const normalized = this.document._normalizeColor(color);
      if (normalized?.length !== 3) throw new Error(`Unsupported colour ${color}`);
      rgb = normalized.map(num).join(' ');
      RGB.set(color, rgb);
    }
    return rgb;
  }
}

const RGB = new Map<string, string>();

/** Per document font, by plainSlot: a plain character's code in the subset and its advance. */
type PlainGlyphs = Map<PdfKitFont, ({ code: string; xAdvance: number } | undefined)[]>;

const GLYPH_CODES: string[] = [];

/**
 * A subset glyph's two-byte code as it sits in a literal string: half the bytes of pdfkit's
 * hex strings, escaped where PDF requires — parentheses and backslash, and line ends, which a
 * reader would otherwise normalise.
 */
function codeOf(id: number): string {
  let code = GLYPH_CODES[id];
  if (code === undefined) {
    code = '';
    for (const byte of [id >> 8, id & 0xff]) {
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) code += `\\${String.fromCharCode(byte)}`;
      else if (byte === 0x0d) code += '\\r';
      else if (byte === 0x0a) code += '\\n';
      else code += String.fromCharCode(byte);
    }
    GLYPH_CODES[id] = code;
  }
  return code;
}

/** A pdfmake word is one pdfkit word unless it has spaces inside. */
const SPACE_BEFORE_END = /[ \t]./;

/**
 * pdfkit's EmbeddedFont.encode for one glyph: it joins the document's subset with its width
 * and the text it stands for (the ToUnicode map that keeps text selectable).
 */
function glyphCode(font: PdfKitFont, glyph: PdfKitGlyph): string {
  const id = font.subset.includeGlyph(glyph.id);
  if (font.widths[id] == null) font.widths[id] = glyph.advanceWidth * font.scale;
  if (font.unicode[id] == null) font.unicode[id] = glyph.codePoints;
  return codeOf(id);
}

const OPACITY_STATES = new WeakMap<PdfKitDocument, Map<number, [string, unknown]>>();

/** The name of a graphics state with this fill and stroke opacity, one per document. */
function opacityState(document: PdfKitDocument, opacity: number): string {
  let states = OPACITY_STATES.get(document);
  if (!states) {
    states = new Map();
    OPACITY_STATES.set(document, states);
  }
  let state = states.get(opacity);
  if (!state) {
    const reference = document.ref({ Type: 'ExtGState', ca: opacity, CA: opacity });
    reference.end();
    state = [`Op${states.size + 1}`, reference];
    states.set(opacity, state);
  }
  const [name, reference] = state;
  document.page.ext_gstates[name] = reference;
  return name;
}

/** A PDF number: at most three decimals (a thousandth of a point), never exponent notation. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A rotation coefficient, to pdfkit's six decimals: its error grows with the distance turned. */
function coefficient(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function drawLine(content: PageContent, line: PageLine): void {
  if (line._pageNodeRef || line.id) throw new Error('Page references are not drawn');
  const x = line.x || 0;
  const y = line.y || 0;
  const lineHeight = line.getHeight();
  const descent = lineHeight - line.getAscenderHeight();
  for (const inline of line.inlines) {
    if (
      inline.decoration ||
      inline.background ||
      inline.link ||
      inline.linkToPage ||
      inline.linkToDestination ||
      inline.sup ||
      inline.sub ||
      inline.characterSpacing ||
      inline.fontFeatures ||
      inline._pageNodeRef ||
      (typeof inline.opacity === 'number' && inline.opacity !== 1)
    ) {
      throw new Error(`Text style of "${inline.text}" is not drawn`);
    }
    const shiftToBaseline = lineHeight - (inline.font.ascender / 1000) * inline.fontSize - descent;
    content.fillColor(inline.color || 'black');
    content.show(inline.text, x + inline.x, y + shiftToBaseline, inline.font, inline.fontSize);
  }
}

const KAPPA = (4 * (Math.SQRT2 - 1)) / 3;

/** pdfkit's ellipse: four Bézier quarters around (x, y). */
function ellipse(centreX: number, centreY: number, r1: number, r2: number): string {
  const x = centreX - r1;
  const y = centreY - r2;
  const ox = r1 * KAPPA;
  const oy = r2 * KAPPA;
  const xe = x + r1 * 2;
  const ye = y + r2 * 2;
  const xm = x + r1;
  const ym = y + r2;
  const c = (...points: number[]) => `${points.map(num).join(' ')} c`;
  return [
    `${num(x)} ${num(ym)} m`,
    c(x, ym - oy, xm - ox, y, xm, y),
    c(xm + ox, y, xe, ym - oy, xe, ym),
    c(xe, ym + oy, xm + ox, ye, xm, ye),
    c(xm - ox, ye, x, ym + oy, x, ym),
    'h',
  ].join(' ');
}

function drawVector(content: PageContent, vector: PageVector): void {
  if (vector.dash || vector.linearGradient || vector.r)
    throw new Error('Vector style is not drawn');
  if (
    (typeof vector.fillOpacity === 'number' && vector.fillOpacity !== 1) ||
    (typeof vector.strokeOpacity === 'number' && vector.strokeOpacity !== 1)
  ) {
    throw new Error('Vector opacity is not drawn');
  }
  const height = content.height;
  if (
    vector.type === 'line' &&
    vector.y1 === vector.y2 &&
    vector.x1 <= vector.x2 &&
    !vector.color
  ) {
    content.setLineWidth(vector.lineWidth || 1);
    content.strokeColor(vector.lineColor || 'black');
    content.horizontalLine(vector.x1, vector.x2, height - vector.y1);
    return;
  }
  let path: string;
  switch (vector.type) {
    case 'line':
      path = `${num(vector.x1)} ${num(height - vector.y1)} m ${num(vector.x2)} ${num(height - vector.y2)} l`;
      break;
    case 'rect':
      path = `${num(vector.x)} ${num(height - vector.y - vector.h)} ${num(vector.w)} ${num(vector.h)} re`;
      break;
    case 'ellipse':
      path = ellipse(vector.x, height - vector.y, vector.r1, vector.r2);
      break;
    default:
      throw new Error(`Vector ${vector.type} is not drawn`);
  }
  // As pdfmake: a width of 0 draws 1.
  content.setLineWidth(vector.lineWidth || 1);
  if (vector.color && vector.lineColor) {
    content.fillColor(vector.color);
    content.strokeColor(vector.lineColor);
    content.path(`${path} B`);
  } else if (vector.color) {
    content.fillColor(vector.color);
    content.path(`${path} f`);
  } else {
    content.strokeColor(vector.lineColor || 'black');
    content.path(`${path} S`);
  }
}

function drawWatermark(content: PageContent, page: LaidOutPage, document: PdfKitDocument): void {
  const watermark = page.watermark;
  if (!watermark) return;
  const { width, height } = document.page;
  // As pdfmake draws it: rotated about the page centre in pdfkit's top-down space.
  content.save();
  content.opacity(watermark.opacity);
  content.fillColor(watermark.color);
  const radians = (watermark.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const originX = width / 2;
  const originY = height / 2;
  const dx = originX - (originX * cos - originY * sin);
  const dy = originY - (originX * sin + originY * cos);
  content.parts.push(
    `1 0 0 -1 0 ${num(height)} cm`,
    `${coefficient(cos)} ${coefficient(sin)} ${coefficient(-sin)} ${coefficient(cos)} ${num(dx)} ${num(dy)} cm`,
    `1 0 0 -1 0 ${num(height)} cm`,
  );
  const x = width / 2 - watermark._size.size.width / 2;
  const y = height / 2 - watermark._size.size.height / 2;
  content.show(watermark.text, x, y, watermark.font, watermark.fontSize);
  content.restore();
}

/** Draws every laid-out page into the pdfkit document, one content string per page. */
export function drawPages(pages: readonly LaidOutPage[], document: PdfKitDocument): void {
  const plainGlyphs: PlainGlyphs = new Map();
  for (const page of pages) {
    document.addPage(document.options);
    const content = new PageContent(document, document.page.height, plainGlyphs);
    for (const { type, item } of page.items) {
      if (type === 'line') drawLine(content, item as PageLine);
      else if (type === 'vector') drawVector(content, item as PageVector);
      else if (type === SINGLE_LINE_ROWS) drawSingleLineRows(item as SingleLineRows, content);
      else throw new Error(`Page item ${type} is not drawn`);
    }
    drawWatermark(content, page, document);
    content.end();
  }
}
