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
  widthOfString(text: string, size: number, features?: unknown): number;
  lineHeight(size: number, includeGap?: boolean): number;
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

/** pdfmake's DocumentContext: the page being filled and where the next element goes on it. */
export interface DocumentContext {
  x: number;
  y: number;
  availableHeight: number;
  moveDown(offset: number): boolean;
  getCurrentPage(): LaidOutPage;
  resetMarginXTopParent(): void;
}

/** pdfmake's PageElementWriter: adds elements, breaking pages and repeating table headers. */
export interface PageElementWriter {
  /** How deep in unbreakable blocks (a table row with dontBreakRows is one) writing is. */
  transactionLevel: number;
  context(): DocumentContext;
  moveToNextPage(): void;
}

export type TableCell = Record<string, unknown>;

/** A table layout as measuring completes it: pdfmake's defaults under the template's own. */
export interface TableLayout {
  hLineWidth(index: number, node: TableNode): number;
  vLineWidth(index: number, node: TableNode): number;
  hLineColor: string | ((index: number, node: TableNode, column: number) => string);
  hLineStyle(index: number, node: TableNode): { dash?: unknown } | null;
  paddingTop(row: number, node: TableNode): number;
  paddingBottom(row: number, node: TableNode): number;
  fillColor: string | null | ((row: number, node: TableNode, column: number) => string | null);
  defaultBorder: boolean;
}

/** A table column as measuring and layout complete it. */
export interface TableColumn {
  width: unknown;
  _minWidth: number;
  _maxWidth: number;
  _calcWidth: number;
}

/** A table node after measuring. */
export interface TableNode {
  table: {
    body: TableCell[][];
    widths: TableColumn[];
    headerRows?: number;
    dontBreakRows?: boolean;
    heights?: unknown;
  };
  _layout: TableLayout;
  _offsets: { offsets: number[]; total: number };
  _minWidth: number;
  _maxWidth: number;
  _margin: number[] | null;
  positions: unknown[];
}

/** pdfmake's TableProcessor: lays out one table, row by row. */
export interface TableProcessor {
  dontBreakRows: boolean;
  /** Header rows, and the rows kept with them, go on a page together. */
  rowsWithoutPageBreak: number;
  /** Per column, where its cell starts (left padding included) and how wide it is. */
  rowSpanData: { left: number; width: number }[];
  beginTable(writer: PageElementWriter): void;
  beginRow(row: number, writer: PageElementWriter): void;
  endRow(row: number, writer: PageElementWriter, pageBreaks: unknown[]): void;
  endTable(writer: PageElementWriter): void;
}

/** pdfmake's StyleContextStack. */
export interface StyleContextStack {
  clone(): StyleContextStack;
  push(level: unknown): void;
  auto<T>(item: unknown, callback: () => T): T;
  getProperty(name: string): unknown;
}

/** pdfmake's DocPreprocessor: normalises every node before measuring. */
export interface DocPreprocessor {
  preprocessTable(node: TableNode): TableNode;
}

/** pdfmake's DocMeasure: measures every node before layout. */
export interface DocMeasure {
  styleStack: StyleContextStack;
  textTools: {
    fontProvider: { provideFont(family: string, bold: boolean, italics: boolean): PdfKitFont };
    buildInlines(text: unknown, stack: StyleContextStack): { items: unknown[] };
  };
  measureTable(node: TableNode): TableNode;
  measureNode(node: TableCell): TableCell;
}

/** pdfmake's LayoutBuilder, as far as laying out tables goes. */
export interface LayoutBuilder {
  writer: PageElementWriter;
  nestedLevel: number;
  docPreprocessor: DocPreprocessor;
  docMeasure: DocMeasure;
  tryLayoutDocument(...args: unknown[]): unknown;
  processTable(node: TableNode): void;
  processRow(row: {
    marginX: number[];
    dontBreakRows: boolean;
    rowsWithoutPageBreak: number;
    cells: TableCell[];
    widths: unknown[];
    gaps: number[];
    tableBody: TableCell[][];
    tableNode: TableNode;
    rowIndex: number;
    height: undefined;
  }): { pageBreaks: unknown[]; positions: unknown[] };
}
