/**
 * The parts of pdfmake 0.2's layout engine and of its pdfkit fork that render-pdf.ts and
 * draw-pages.ts use; the packages ship no declarations for them.
 */

export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** pdfkit's EmbeddedFont: one font in one document, with its subset. */
export interface PdfKitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

export interface PdfKitRun {
  glyphs: PdfKitGlyph[];
  positions: GlyphPosition[];
}

export interface PdfKitFont {
  id: string;
  ascender: number;
  descender: number;
  /** 1000 / units per em. */
  scale: number;
  subset: { includeGlyph(id: number): number };
  /** Per subset glyph: its width, and the code points it stands for. */
  widths: number[];
  unicode: number[][];
  /** The run of text, split at spaces and tabs into words laid out one by one. */
  layout(text: string): PdfKitRun;
  /** The run of one word. */
  layoutCached(text: string): PdfKitRun;
  ref(): unknown;
}

/** pdfkit's PDFReference: one object of the file; a stream when it has a buffer. */
export interface PdfKitReference {
  data: Record<string, unknown>;
  /** Whether pdfkit deflates the buffer when the object ends. */
  compress: boolean;
  buffer: Buffer[];
  write(chunk: Buffer | string): void;
  end(chunk?: Buffer | string): void;
}

export interface PdfKitPage {
  width: number;
  height: number;
  fonts: Record<string, unknown>;
  ext_gstates: Record<string, unknown>;
  content: PdfKitReference;
}

export interface PdfKitDocument {
  options: Record<string, unknown>;
  page: PdfKitPage;
  addPage(options?: Record<string, unknown>): PdfKitDocument;
  ref(data?: Record<string, unknown>): PdfKitReference;
  _normalizeColor(color: string): number[] | null;
  on(event: 'data', listener: (chunk: Buffer) => void): PdfKitDocument;
  on(event: 'end', listener: () => void): PdfKitDocument;
  on(event: 'error', listener: (error: Error) => void): PdfKitDocument;
  end(): void;
}

export interface PageInline {
  text: string;
  x: number;
  width: number;
  font: PdfKitFont;
  fontSize: number;
  color?: string;
  opacity?: number;
  decoration?: unknown;
  background?: unknown;
  link?: unknown;
  linkToPage?: unknown;
  linkToDestination?: unknown;
  sup?: boolean;
  sub?: boolean;
  characterSpacing?: number;
  fontFeatures?: unknown;
  _pageNodeRef?: unknown;
}

export interface PageLine {
  x?: number;
  y?: number;
  id?: string;
  _pageNodeRef?: unknown;
  inlines: PageInline[];
  getHeight(): number;
  getAscenderHeight(): number;
}

export interface PageVector {
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  r?: number;
  r1: number;
  r2: number;
  lineWidth?: number;
  lineColor?: string;
  color?: string;
  dash?: unknown;
  linearGradient?: unknown;
  fillOpacity?: number;
  strokeOpacity?: number;
}

export interface PageWatermark {
  text: string;
  font: PdfKitFont;
  fontSize: number;
  color: string;
  opacity: number;
  angle: number;
  _size: { size: { width: number; height: number } };
}

export interface LaidOutPage {
  items: { type: string; item: unknown }[];
  watermark?: PageWatermark;
}
