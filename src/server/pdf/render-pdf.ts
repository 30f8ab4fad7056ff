import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type DocumentFont, shareDocumentRuns } from './document-runs.js';
import { drawPages } from './draw-pages.js';
import './measure-text.js';
import { FONT_FAMILY, FONTS } from './fonts.js';
import type {
  LaidOutPage,
  LayoutBuilder as LayoutBuilderTables,
  PdfKitDocument,
} from './pdfmake-internals.js';
import { layOutSingleLineRows } from './single-line-rows.js';

/**
 * pdfmake's printer (PdfPrinter.createPdfKitDocument) for the loan documents, made fast enough
 * for many documents a second on one core. Layout — line breaking, tables with repeating header
 * rows, page breaks, headers and footers — is pdfmake's own; around it, each step gives exactly
 * what pdfmake and pdfkit give, for less work:
 * - text is measured by measure-text.ts (pdfmake's measuring, style resolved once per text);
 * - long tables' rows of one-line cells are measured and placed by single-line-rows.ts;
 * - words are laid out once for all documents (document-runs.ts, shaping.ts, fonts.ts);
 * - the laid-out pages are drawn by draw-pages.ts, one content stream a page;
 * - font subsets reuse what they read of each glyph (font-subset.ts);
 * - streams are deflated at a cheaper zlib level.
 */

const require = createRequire(import.meta.url);
const pdfmake = (module: string) => require(`pdfmake/src/${module}`);

interface LayoutBuilderInstance extends LayoutBuilderTables {
  layoutDocument(
    content: unknown,
    fontProvider: unknown,
    styles: unknown,
    defaultStyle: unknown,
    background: unknown,
    header: unknown,
    footer: unknown,
    images: unknown,
    watermark: unknown,
    pageBreakBefore: unknown,
  ): LaidOutPage[];
}

const LayoutBuilder = pdfmake('layoutBuilder.js') as new (
  pageSize: PageSize,
  pageMargins: Margins,
  imageMeasure: unknown,
  svgMeasure: unknown,
) => LayoutBuilderInstance;
interface FontProviderInstance {
  provideFont(family: string, bold: boolean, italics: boolean): DocumentFont;
}

const FontProvider = pdfmake('fontProvider.js') as new (
  fonts: unknown,
  document: unknown,
) => FontProviderInstance;
const ImageMeasure = pdfmake('imageMeasure.js') as new (
  document: unknown,
  images: unknown,
) => unknown;
const SVGMeasure = pdfmake('svgMeasure.js') as new () => unknown;
const PdfKitEngine = pdfmake('pdfKitEngine.js') as {
  createPdfDocument(options: Record<string, unknown>): PdfKitDocument;
};
const PAGE_SIZES = pdfmake('standardPageSizes.js') as Record<string, [number, number]>;

interface PageSize {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
}

interface Margins {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const SUPPORTED = new Set([
  'pageSize',
  'pageMargins',
  'info',
  'defaultStyle',
  'styles',
  'watermark',
  'header',
  'footer',
  'content',
]);

function pageSize(definition: TDocumentDefinitions): PageSize {
  const name = definition.pageSize ?? 'A4';
  const size = typeof name === 'string' ? PAGE_SIZES[name.toUpperCase()] : undefined;
  if (!size) throw new Error(`Unsupported page size ${JSON.stringify(name)}`);
  const [width, height] = size;
  return { width, height, orientation: width > height ? 'landscape' : 'portrait' };
}

function pageMargins(definition: TDocumentDefinitions): Margins {
  const margins = definition.pageMargins ?? 40;
  if (typeof margins === 'number') {
    return { left: margins, top: margins, right: margins, bottom: margins };
  }
  if (Array.isArray(margins) && margins.length === 4) {
    const [left, top, right, bottom] = margins;
    return { left, top, right, bottom };
  }
  throw new Error('pageMargins must be a number or [left, top, right, bottom]');
}

/** pdfmake's document information: lower-case keys become the PDF's Title, Author, … */
function documentInfo(definition: TDocumentDefinitions): Record<string, string> {
  const info: Record<string, string> = { Producer: 'pdfmake', Creator: 'pdfmake' };
  for (const [key, value] of Object.entries(definition.info ?? {})) {
    if (typeof value === 'string' && value) {
      info[key.charAt(0).toUpperCase() + key.slice(1)] = value;
    }
  }
  return info;
}

/** zlib level for every stream: level 4 is the fastest with lazy matching. */
const DEFLATE_LEVEL = 4;

/**
 * Deflates the document's streams (page contents, font subsets, ToUnicode maps) at
 * DEFLATE_LEVEL, which takes two thirds of the time of zlib's default level — pdfkit's — for
 * 1-2 % more bytes: each stream is deflated as it ends, and pdfkit told it is deflated already.
 */
function deflateStreams(document: PdfKitDocument): void {
  const ref = document.ref.bind(document);
  document.ref = (data) => {
    const reference = ref(data);
    const end = reference.end.bind(reference);
    reference.end = (chunk) => {
      if (chunk) reference.write(chunk);
      if (reference.compress && reference.buffer.length > 0) {
        const deflated = deflateSync(Buffer.concat(reference.buffer), { level: DEFLATE_LEVEL });
        reference.buffer = [deflated];
        reference.data.Filter = 'FlateDecode';
        reference.compress = false;
      }
      end();
    };
    return reference;
  };
}

export interface LayoutOptions {
  /** false lays every table row out with pdfmake's own row code, for tests to compare. */
  singleLineRows?: boolean;
}

/** The document's pages as laid out, and the pdfkit document that is to draw them. */
export function layOutPdf(
  definition: TDocumentDefinitions,
  options: LayoutOptions = {},
): { document: PdfKitDocument; pages: LaidOutPage[] } {
  for (const key of Object.keys(definition)) {
    if (!SUPPORTED.has(key)) throw new Error(`Document property ${key} is not supported`);
  }
  const size = pageSize(definition);
  const document = PdfKitEngine.createPdfDocument({
    size: [size.width, size.height],
    pdfVersion: '1.3',
    compress: true,
    info: documentInfo(definition),
    fontLayoutCache: true,
    bufferPages: false,
    autoFirstPage: false,
    font: null,
  });
  deflateStreams(document);

  const fontProvider = new FontProvider(FONTS, document);
  // pdfkit opens each font once per document; its words come from every document's.
  const provideFont = fontProvider.provideFont.bind(fontProvider);
  const shared = new Set<DocumentFont>();
  fontProvider.provideFont = (family, bold, italics) => {
    const font = provideFont(family, bold, italics);
    if (!shared.has(font)) {
      shareDocumentRuns(font);
      shared.add(font);
    }
    return font;
  };
  const builder = new LayoutBuilder(
    size,
    pageMargins(definition),
    new ImageMeasure(document, {}),
    new SVGMeasure(),
  );
  if (options.singleLineRows !== false) layOutSingleLineRows(builder);
  const pages = builder.layoutDocument(
    definition.content,
    fontProvider,
    definition.styles ?? {},
    definition.defaultStyle ?? { font: FONT_FAMILY },
    undefined,
    definition.header,
    definition.footer,
    {},
    definition.watermark,
    undefined,
  );
  return { document, pages };
}

/** Lays out and writes one PDF in memory. */
export function renderPdf(
  definition: TDocumentDefinitions,
  options: LayoutOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { document, pages } = layOutPdf(definition, options);
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    drawPages(pages, document);
    document.end();
  });
}
