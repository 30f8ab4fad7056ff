import { createRequire } from 'node:module';
import { resolveStyle, type StyleStack, splitWords } from './measure-text.js';
import type {
  DocMeasure,
  DocPreprocessor,
  LayoutBuilder,
  PageElementWriter,
  PdfKitFont,
  StyleContextStack,
  TableCell,
  TableColumn,
  TableNode,
  TableProcessor,
} from './pdfmake-internals.js';

/**
 * Long tables — a schedule's 240 instalments, a statement's transactions — are rows of short
 * strings in fixed columns. pdfmake measures and lays out every cell as a text node of its own
 * (style stack, line objects, an unbreakable block per row, copies of each line and rule as the
 * block is placed): most of the time and garbage of a 240-month schedule. Here a row whose
 * cells are plain strings is measured as pdfmake measures it, word by word, and if the cells
 * fit their columns on one line it is placed by arithmetic: its height is known, so it goes on
 * the page if it fits and otherwise after pdfmake's own page break, which repeats the header
 * row. Header rows, a totals row and any row that does not qualify are pdfmake's to measure
 * and lay out. The pages are pdfmake's, byte for byte once drawn (single-line-rows.test.ts).
 */

const require = createRequire(import.meta.url);
const PdfmakeTableProcessor = require('pdfmake/src/tableProcessor.js') as new (
  node: TableNode,
) => TableProcessor;
const ColumnCalculator = require('pdfmake/src/columnCalculator.js') as {
  measureMinMax(columns: readonly TableColumn[]): { min: number; max: number };
};

/** The page item of a table's rows placed here: drawn by draw-pages with drawSingleLineRows. */
export const SINGLE_LINE_ROWS = 'singleLineRows';

interface CellStyle {
  font: PdfKitFont;
  fontSize: number;
  color: string;
  alignment: unknown;
  /** The line's height, and how far below its top draw-pages puts a word. */
  height: number;
  shiftToBaseline: number;
}

/** A cell's text as pdfmake measures it: one line of words. */
interface SingleLine {
  style: CellStyle;
  text: string;
  /** The words and where each starts on the line; null when the text is one word. */
  words: readonly string[] | null;
  offsets: readonly number[] | null;
  /** Line.getWidth(): the last word's trailing spaces not counted. */
  width: number;
  /** Every word's width added up: no word wraps when this fits the column. */
  extent: number;
}

type PlainCell = TableCell & { text: string; _singleLine?: SingleLine; _inlines?: unknown[] };

/** A cell of nothing but a string and its alignment. */
function isPlainCell(cell: TableCell | undefined): cell is PlainCell {
  if (typeof cell?.text !== 'string') return false;
  for (const key in cell) {
    if (key !== 'text' && key !== 'alignment') return false;
  }
  return true;
}

/**
 * Which rows of a table that keeps rows whole (dontBreakRows) are rows of plain cells, below
 * its header rows; null if none are, or the table has no header rows or spans cells.
 */
function plainRowsOf(node: TableNode): boolean[] | null {
  const { table } = node;
  const headerRows = Number.isInteger(table.headerRows) ? (table.headerRows as number) : 0;
  if (!table.dontBreakRows || headerRows === 0) return null;
  const spans = (cells: TableCell[]) => cells.some((cell) => cell?.rowSpan || cell?.colSpan);
  if (table.body.some(spans)) return null;
  const columns = table.body[0]?.length ?? 0;
  const plain = table.body.map(
    (cells, index) => index >= headerRows && cells.length === columns && cells.every(isPlainCell),
  );
  return plain.includes(true) ? plain : null;
}

/** A style draw-pages draws and a line of plain words: no decoration, spacing or wrapping rule. */
function cellStyle(
  cell: PlainCell,
  stack: StyleContextStack,
  fonts: DocMeasure['textTools'],
): CellStyle | null {
  const style = resolveStyle(cell, stack as unknown as StyleStack);
  if (
    style.decoration ||
    style.background ||
    style.link ||
    style.linkToPage ||
    style.linkToDestination ||
    style.sup ||
    style.sub ||
    style.characterSpacing !== 0 ||
    style.fontFeatures !== null ||
    style.opacity !== 1 ||
    style.noWrap ||
    style.wordBreak !== 'normal' ||
    style.leadingIndent !== 0 ||
    style.preserveTrailingSpaces
  ) {
    return null;
  }
  const font = fonts.fontProvider.provideFont(
    style.font as string,
    style.bold as boolean,
    style.italics as boolean,
  );
  const fontSize = style.fontSize as number;
  // As pdfmake's Line and draw-pages' drawLine compute them for a line of this style.
  const height = Math.max(0, font.lineHeight(fontSize) * (style.lineHeight as number));
  const ascender = Math.max(0, (font.ascender / 1000) * fontSize);
  return {
    font,
    fontSize,
    color: style.color as string,
    alignment: style.alignment,
    height,
    shiftToBaseline: height - (font.ascender / 1000) * fontSize - (height - ascender),
  };
}

const WORD = String.raw`(?:₹?\d+(?:[.,]\d+)*|[A-Za-z]+)`;
/** Text the line breaker leaves whole: an amount or number, or a word of letters. */
export const ONE_WORD = new RegExp(`^${WORD}$`);
/** Such words, a space apart: the line breaker splits them after each space. */
export const SPACED_WORDS = new RegExp(`^${WORD}(?: ${WORD})+$`);
const LEADING_SPACE = /^\s/;
const TRAILING_SPACES = /\s+$/;

/** The words pdfmake splits the text into, if they make one line with no leading spaces. */
function wordsOf(text: string): string[] | null {
  if (SPACED_WORDS.test(text)) {
    const words = text.split(' ');
    for (let index = 0; index < words.length - 1; index++) words[index] += ' ';
    return words;
  }
  const words: string[] = [];
  for (const word of splitWords(text, false, false)) {
    if (word.lineEnd || LEADING_SPACE.test(word.text)) return null;
    words.push(word.text);
  }
  return words;
}

/** pdfmake's measure of the cell (measure-text.ts), if its text is one line of plain words. */
function measureLine(cell: PlainCell, style: CellStyle): boolean {
  const { text } = cell;
  const { font, fontSize } = style;
  if (ONE_WORD.test(text)) {
    const width = font.widthOfString(text, fontSize, null);
    cell._margin = null;
    cell._minWidth = Math.max(0, width);
    cell._maxWidth = Math.max(0, width);
    cell._singleLine = { style, text, words: null, offsets: null, width, extent: width };
    return true;
  }
  const words = wordsOf(text);
  if (!words) return false;
  // Each word's width with its trailing spaces, which the line's end cuts off.
  const offsets: number[] = [];
  let extent = 0;
  let trailingCut = 0;
  let minWidth = 0;
  let maxWidth = 0;
  for (const word of words) {
    offsets.push(extent);
    const width = font.widthOfString(word, fontSize, null);
    const spaces = TRAILING_SPACES.exec(word);
    trailingCut = spaces ? font.widthOfString(spaces[0], fontSize, null) : 0;
    extent += width;
    minWidth = Math.max(minWidth, width - trailingCut);
    maxWidth = Math.max(maxWidth, Math.max(0, extent - trailingCut));
  }
  cell._margin = null;
  cell._minWidth = minWidth;
  cell._maxWidth = maxWidth;
  cell._singleLine = { style, text, words, offsets, width: extent - trailingCut, extent };
  return true;
}

/** Plain cells come out of pdfmake's preprocessing as they go in: it skips their rows. */
function skipPlainRows(docPreprocessor: DocPreprocessor): void {
  const { preprocessTable } = docPreprocessor;
  docPreprocessor.preprocessTable = function (node) {
    const plain = plainRowsOf(node);
    if (!plain) return preprocessTable.call(this, node);
    const { table } = node;
    const body = table.body;
    table.body = body.filter((_, index) => !plain[index]);
    try {
      return preprocessTable.call(this, node);
    } finally {
      table.body = body;
    }
  };
}

/**
 * Measures the rows of plain cells here, and leaves pdfmake to measure the others as a table
 * of those rows alone (while measuring it calls only the layout's column functions: borders
 * and paddings). Each table measured so keeps its style context, in case layout needs
 * pdfmake's measure of one of its plain cells after all.
 */
function measurePlainRows(docMeasure: DocMeasure, stacks: Map<TableNode, StyleContextStack>): void {
  const { measureTable } = docMeasure;
  docMeasure.measureTable = function (node) {
    const plain = plainRowsOf(node);
    if (!plain) return measureTable.call(this, node);
    const { table } = node;
    const body = table.body;
    table.body = body.filter((_, index) => !plain[index]);
    try {
      measureTable.call(this, node);
    } finally {
      table.body = body;
    }
    // What pdfmake's measure gives each cell and column, for the rows left out above.
    const fillColor = this.styleStack.getProperty('fillColor');
    const fillOpacity = this.styleStack.getProperty('fillOpacity');
    const styles = new Map<unknown, CellStyle | null>();
    body.forEach((cells, index) => {
      if (!plain[index]) return;
      cells.forEach((cell, column) => {
        const plainCell = cell as PlainCell;
        plainCell.fillColor = fillColor;
        plainCell.fillOpacity = fillOpacity;
        // Cells differ only in alignment, so their style is resolved once per alignment.
        let style = styles.get(plainCell.alignment);
        if (style === undefined) {
          style = cellStyle(plainCell, this.styleStack, this.textTools);
          styles.set(plainCell.alignment, style);
        }
        if (!style || !measureLine(plainCell, style)) {
          this.styleStack.auto(plainCell, () => this.measureNode(plainCell));
        }
        const width = table.widths[column] as TableColumn;
        width._minWidth = Math.max(width._minWidth, plainCell._minWidth as number);
        width._maxWidth = Math.max(width._maxWidth, plainCell._maxWidth as number);
      });
    });
    const measures = ColumnCalculator.measureMinMax(table.widths);
    node._minWidth = measures.min + node._offsets.total;
    node._maxWidth = measures.max + node._offsets.total;
    stacks.set(node, this.styleStack.clone());
    return node;
  };
}

/** pdfmake's measure of a cell measured here, for a row pdfmake lays out after all. */
function measureWithPdfmake(
  docMeasure: DocMeasure,
  stack: StyleContextStack,
  cells: readonly TableCell[],
): void {
  for (const cell of cells) {
    if ((cell as PlainCell)._singleLine && !cell._inlines) {
      const cellStack = stack.clone();
      cellStack.push(cell);
      cell._inlines = docMeasure.textTools.buildInlines(cell.text, cellStack).items;
    }
  }
}

/** A row placed on a page: the top of its line, and its rule below. */
interface PlacedRow {
  index: number;
  lineTop: number;
  ruleY: number;
  ruleWidth: number;
}

/** The page item: rows of one table placed one after another on a page. */
export interface SingleLineRows {
  table: TableRows;
  /** The page's left edge of the table (pdfmake's context x). */
  x: number;
  rows: PlacedRow[];
}

/** What drawing rows needs of a page's content (draw-pages' PageContent). */
export interface RowPainter {
  readonly height: number;
  fillColor(color: string): void;
  show(text: string, x: number, top: number, font: PdfKitFont, fontSize: number): void;
  setLineWidth(width: number): void;
  strokeColor(color: string): void;
  horizontalLine(x1: number, x2: number, y: number): void;
}

/**
 * One table's rows as pdfmake would lay each out: the cells of a row in an unbreakable block
 * (at x 0, y 0), one line per cell in its column, then the rule below the row, the block then
 * placed at the page's x and y. The arithmetic is pdfmake's, in its order, so every position
 * comes out the same to the last bit.
 */
class TableRows {
  /** Per column: where its cell's line starts in the block, and its width. */
  private readonly columnX: number[] = [];
  private readonly columnWidth: number[] = [];

  constructor(
    private readonly node: TableNode,
    private readonly processor: TableProcessor,
  ) {
    let x = 0;
    let lastWidth = 0;
    node.table.widths.forEach((column, index) => {
      x = x + lastWidth + (node._offsets.offsets[index] as number);
      lastWidth = column._calcWidth;
      this.columnX.push(x);
      this.columnWidth.push(lastWidth);
    });
  }

  /**
   * Whether the row can be placed here: cells measured here that fit their columns, no fill,
   * a plain rule, and (as with the header row) outside any unbreakable block.
   */
  places(index: number, writer: PageElementWriter): boolean {
    if (index < this.processor.rowsWithoutPageBreak || writer.transactionLevel !== 0) return false;
    const { node } = this;
    const layout = node._layout;
    const cells = node.table.body[index] as PlainCell[];
    for (let column = 0; column < cells.length; column++) {
      const cell = cells[column] as PlainCell;
      const line = cell._singleLine;
      if (!line || line.extent > (this.columnWidth[column] as number)) return false;
      const fill =
        typeof layout.fillColor === 'function'
          ? layout.fillColor(index, node, column)
          : layout.fillColor;
      if (cell.fillColor || fill) return false;
    }
    return !layout.hLineStyle(index + 1, node)?.dash;
  }

  /** Adds the row to the page, after a page break (and the header row again) if it does not fit. */
  place(index: number, writer: PageElementWriter): void {
    const { node } = this;
    const layout = node._layout;
    let lineHeight = 0;
    for (const cell of node.table.body[index] as PlainCell[]) {
      lineHeight = Math.max(lineHeight, (cell._singleLine as SingleLine).style.height);
    }
    const ruleWidth = layout.hLineWidth(index + 1, node);
    const lineTop = layout.paddingTop(index, node);
    const blockHeight = lineTop + lineHeight + layout.paddingBottom(index, node);
    const height = ruleWidth ? blockHeight + ruleWidth : blockHeight;

    const context = writer.context();
    if (height > context.availableHeight) writer.moveToNextPage();
    const items = context.getCurrentPage().items;
    let rows = items[items.length - 1]?.item as SingleLineRows | undefined;
    if (rows?.table !== this) {
      rows = { table: this, x: context.x, rows: [] };
      items.push({ type: SINGLE_LINE_ROWS, item: rows });
    }
    rows.rows.push({
      index,
      lineTop: lineTop + context.y,
      ruleY: ruleWidth / 2 + blockHeight + context.y,
      ruleWidth,
    });
    context.moveDown(height);
  }

  /** Draws the row as draw-pages draws pdfmake's lines and rules: the same calls, in order. */
  draw(row: PlacedRow, x: number, painter: RowPainter): void {
    const { node } = this;
    const cells = node.table.body[row.index] as PlainCell[];
    for (let column = 0; column < cells.length; column++) {
      const line = (cells[column] as PlainCell)._singleLine as SingleLine;
      const { style } = line;
      const width = this.columnWidth[column] as number;
      // ElementWriter.alignLine.
      const offset =
        style.alignment === 'right'
          ? width - line.width
          : style.alignment === 'center'
            ? (width - line.width) / 2
            : 0;
      let lineX = this.columnX[column] as number;
      if (offset) lineX += offset;
      lineX += x;
      const top = row.lineTop + style.shiftToBaseline;
      const { words, offsets } = line;
      if (!words || !offsets) {
        painter.fillColor(style.color || 'black');
        painter.show(line.text, lineX, top, style.font, style.fontSize);
        continue;
      }
      for (let word = 0; word < words.length; word++) {
        painter.fillColor(style.color || 'black');
        painter.show(
          words[word] as string,
          lineX + (offsets[word] as number),
          top,
          style.font,
          style.fontSize,
        );
      }
    }
    if (!row.ruleWidth || !node._layout.defaultBorder) return;
    const { hLineColor } = node._layout;
    const spans = this.processor.rowSpanData;
    for (let column = 0; column < cells.length; column++) {
      const span = spans[column] as { left: number; width: number };
      const color =
        typeof hLineColor === 'function' ? hLineColor(row.index + 1, node, column) : hLineColor;
      painter.setLineWidth(row.ruleWidth);
      painter.strokeColor(color || 'black');
      painter.horizontalLine(span.left + x, span.left + span.width + x, painter.height - row.ruleY);
    }
  }
}

export function drawSingleLineRows(rows: SingleLineRows, painter: RowPainter): void {
  for (const row of rows.rows) rows.table.draw(row, rows.x, painter);
}

/** Whether rows of this table can be placed here at all; else pdfmake lays out all of it. */
function placesRows(builder: LayoutBuilder, node: TableNode): boolean {
  const { table, _layout: layout } = node;
  const columns = table.body[0]?.length ?? 0;
  for (let index = 0; index <= columns; index++) {
    if (layout.vLineWidth(index, node) !== 0) return false;
  }
  return (
    builder.nestedLevel === 0 &&
    builder.writer.transactionLevel === 0 &&
    Number.isInteger(table.headerRows) &&
    (table.headerRows as number) > 0 &&
    table.dontBreakRows === true &&
    table.heights === undefined &&
    table.body.every((cells) => cells.every((cell) => !cell.border && !cell.borderColor))
  );
}

/** pdfmake's processTable, placing here every row it can. */
function processTable(
  builder: LayoutBuilder,
  node: TableNode,
  stack: StyleContextStack,
  pdfmakeProcessTable: (node: TableNode) => void,
): void {
  const body = node.table.body;
  if (!placesRows(builder, node)) {
    for (const cells of body) measureWithPdfmake(builder.docMeasure, stack, cells);
    pdfmakeProcessTable.call(builder, node);
    return;
  }
  const { writer } = builder;
  builder.nestedLevel++;
  const processor = new PdfmakeTableProcessor(node);
  processor.beginTable(writer);
  const rows = new TableRows(node, processor);
  for (let index = 0; index < body.length; index++) {
    if (rows.places(index, writer)) {
      rows.place(index, writer);
      continue;
    }
    const cells = body[index] as TableCell[];
    measureWithPdfmake(builder.docMeasure, stack, cells);
    processor.beginRow(index, writer);
    const result = builder.processRow({
      marginX: node._margin ? [node._margin[0] as number, node._margin[2] as number] : [0, 0],
      dontBreakRows: processor.dontBreakRows,
      rowsWithoutPageBreak: processor.rowsWithoutPageBreak,
      cells,
      widths: node.table.widths,
      gaps: node._offsets.offsets,
      tableBody: body,
      tableNode: node,
      rowIndex: index,
      height: undefined,
    });
    node.positions.push(...result.positions);
    processor.endRow(index, writer, result.pageBreaks);
  }
  processor.endTable(writer);
  builder.nestedLevel--;
  if (builder.nestedLevel === 0) writer.context().resetMarginXTopParent();
}

/**
 * Makes the builder lay out tables' single-line rows itself. The rows it places are not
 * pdfmake nodes: they carry no positions for pdfmake's page-break callbacks, which the loan
 * documents do not use.
 */
export function layOutSingleLineRows(builder: LayoutBuilder): void {
  const stacks = new Map<TableNode, StyleContextStack>();
  const { tryLayoutDocument, processTable: pdfmakeProcessTable } = builder;
  builder.tryLayoutDocument = function (...args) {
    skipPlainRows(this.docPreprocessor);
    measurePlainRows(this.docMeasure, stacks);
    return tryLayoutDocument.apply(this, args);
  };
  builder.processTable = function (node) {
    const stack = stacks.get(node);
    if (stack) processTable(this, node, stack, pdfmakeProcessTable);
    else pdfmakeProcessTable.call(this, node);
  };
}
