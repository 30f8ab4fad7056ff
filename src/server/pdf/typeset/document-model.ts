import type { Language } from '../../../shared/languages.js';
import type { SignatureField } from './pdf-file.js';

/**
 * A document as data for the typesetter: the frame (letterhead, title, footer) and a body of
 * blocks. Templates build it from the content functions; loan-document.typ lays it out. It is
 * plain JSON, so it crosses to a render thread as it is.
 */

/** A run of text; a plain string is regular weight in the body colour. */
export type Inline = string | { text: string; bold?: boolean; muted?: boolean; alert?: boolean };

export type Alignment = 'left' | 'center' | 'right';

/** A column width in points, '*' for a share of what is left, 'auto' for its content's width. */
export type ColumnWidth = number | '*' | 'auto';

export interface TableColumn {
  header: string;
  width: ColumnWidth;
  alignment?: Alignment;
}

export type Block =
  /** A section heading (level 2 under the document's title). */
  | { kind: 'section'; title: string }
  /** One paragraph of runs. */
  | {
      kind: 'paragraph';
      text: Inline[];
      small?: boolean;
      alignment?: Alignment;
      /** Extra space above it, in points. */
      spaceAbove?: number;
    }
  /** Short lines one under the other (an address, a signature, a form's heading). */
  | {
      kind: 'lines';
      lines: Inline[][];
      alignment?: Alignment;
      spaceAbove?: number;
      /** Points of space above each line, by line index (a signature's blank). */
      gapsBefore?: Record<number, number>;
      keepTogether?: boolean;
    }
  /** Blocks that stay together on one page. */
  | { kind: 'group'; blocks: Block[]; spaceAbove?: number; keepTogether?: boolean }
  /** Label/value pairs, two pairs a row, on a shaded panel. */
  | { kind: 'details'; pairs: [string, string][] }
  /** A data table: header row repeated on every page, an optional bold totals row. */
  | { kind: 'table'; columns: TableColumn[]; rows: string[][]; totals?: string[] }
  /** Label/value rows, optionally numbered, the last optionally emphasised as a total. */
  | {
      kind: 'terms';
      rows: [string, string][];
      numbered?: boolean;
      emphasiseLast?: boolean;
      valueAlignment?: Alignment;
      /** Widths of the label and value columns; the defaults suit a terms table. */
      widths?: [ColumnWidth, ColumnWidth];
      /** Rows without rules between them (a form's particulars). */
      plain?: boolean;
    }
  | { kind: 'bullets'; items: Inline[][] }
  /** A bold label and amount, right-aligned (a statement's closing balance). */
  | { kind: 'total'; label: string; value: string }
  /** Signature lines side by side: a date blank, a rule, the label and the name. */
  | { kind: 'signatures'; parties: { label: string; name: string }[] };

export interface TypesetDocument {
  /** The language of the body text (a lender's documents are English with Hindi titles). */
  language: Language;
  /** Whether the body's script needs the taller leading of Indic scripts (vowel signs above and below). */
  tallScript: boolean;
  info: { title: string; author: string; subject: string };
  /** Hex colour of the letterhead. */
  brand: string;
  letterhead: {
    mark: string;
    name: string;
    subtitle: string;
    contact: Inline[][];
  };
  title: {
    title: string;
    /**
     * The title in the other language, printed beneath (a lender's English document carries its
     * Hindi title, as Indian lenders print theirs; a Hindi letter its English one).
     */
    otherTitle: string;
    /** The language of `otherTitle`. */
    otherTitleLanguage: Language;
    /** "Date" in the document's language, and the date the document speaks for. */
    dated: [string, string];
    /** Label and value lines under the date (reference, verification code). */
    references: [string, string][];
    /** A line under the references, e.g. what the QR code is for. */
    note?: string;
    /** The QR code of the verification page, as SVG, and what it links to. */
    qr?: { svg: string; url: string };
  };
  /** Who the document is for, printed as a details panel under the title. */
  parties: [string, string][];
  /** Left and right of the small header on every page after the first. */
  runningHeader: [string, string];
  /** Two footer lines: the first shares its line with "Page x of y". */
  footerLines: [string, string];
  /** "Page" and "of" in the document's language. */
  pageOf: [string, string];
  sandboxNotice: string | null;
  body: Block[];
  /** The document's data (docs/document-data.md), embedded as an associated file. */
  attachment?: { fileName: string; description: string; json: string };
  /** The issuer's signature field, for a document a lender signs once it is typeset. */
  signature?: SignatureField;
}
