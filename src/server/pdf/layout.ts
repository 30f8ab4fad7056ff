import type {
  Alignment,
  Content,
  ContentTable,
  CustomTableLayout,
  Margins,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { formatDate, formatInrPaise, maskAccountNumber, maskPan } from '../../shared/format.js';
import type { LoanType, RateType } from '../../shared/loans.js';
import { FONT_FAMILY } from './fonts.js';
import type { LenderLetterhead, LoanDocumentInput } from './loan-document-input.js';
import { qrCodeCanvas } from './qr-code.js';

/**
 * The frame every loan document shares: A4, the lender's letterhead, the document title, the
 * borrower block (PAN and account number masked), and a footer with page x of y, the document
 * id and — for sandbox documents — a line saying no lender issued it. Templates fill the body.
 */

const INK = '#1d2433';
const MUTED = '#5b6475';
const RULE = '#d5dbe4';
const SHADE = '#eef2f7';
const ALERT = '#b42318';
const DEFAULT_BRAND = '#1f3a68';

const PAGE_WIDTH = 595.28;
const SIDE_MARGIN = 40;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * SIDE_MARGIN;

export const LOAN_TYPE_NAMES: Record<LoanType, string> = {
  home_loan: 'Home Loan',
  personal_loan: 'Personal Loan',
  business_loan: 'Business Loan',
  auto_loan: 'Auto Loan',
  credit_card: 'Credit Card',
  other: 'Loan',
};

export const RATE_TYPE_NAMES: Record<RateType, string> = { FIXED: 'Fixed', FLOATING: 'Floating' };

/** ₹12,34,567.89 */
export const money = formatInrPaise;

/** ISO date → 05 Jan 2026 */
export function date(iso: string): string {
  return formatDate(iso);
}

/** 8.5 → "8.50 %" */
export function percent(value: number): string {
  return `${value.toFixed(2)} %`;
}

/** "8.50 % p.a. (Floating)" */
export function rateText(annualRatePercent: number, rateType: RateType): string {
  return `${percent(annualRatePercent)} p.a. (${RATE_TYPE_NAMES[rateType]})`;
}

export function sandboxNotice(lenderName: string): string {
  return `SANDBOX DOCUMENT: generated from sandbox data, not issued by ${lenderName}. Not valid for any purpose.`;
}

export interface DocumentFrame {
  title: string;
  /** The title in Hindi, printed beneath the English one as Indian lenders do. */
  hindiTitle: string;
  /** The date the document speaks for, printed beside the title. */
  dated: string;
  content: Content[];
}

export function loanDocument(input: LoanDocumentInput, frame: DocumentFrame): TDocumentDefinitions {
  const { lender, loan, documentId, sandbox } = input;
  const brand = brandColor(lender);
  const accountMasked = maskAccountNumber(loan.accountNumber);
  return framedDocument({
    info: {
      title: `${frame.title} - ${lender.name}`,
      author: lender.name,
      subject: `${frame.title}, loan account ${accountMasked}`,
    },
    brand,
    runningHeader: [lender.name, `${frame.title} · Loan account ${accountMasked}`],
    footerLines: [
      `Document ID ${documentId} · Generated on ${date(input.issuedOn)} · Digitally signed by ${lender.name}`,
      `Check this document is genuine at ${input.verification.url}`,
    ],
    sandboxNotice: sandbox ? sandboxNotice(lender.name) : null,
    top: [
      letterhead(lenderMark(lender), lender.name, lenderSubtitle(lender), brand, [
        'Customer care',
        { text: lender.grievancePhone, color: INK },
        { text: lender.grievanceEmail, color: INK },
      ]),
      titleBlock(
        frame,
        [
          { text: [{ text: 'Reference: ', color: MUTED }, documentId], fontSize: 7.5 },
          {
            text: [{ text: 'Verification code: ', color: MUTED }, input.verification.code],
            fontSize: 7.5,
          },
          { text: 'Scan to check this document is genuine', fontSize: 7, color: MUTED },
        ],
        input.verification.url,
      ),
      borrowerBlock(input),
    ],
    content: frame.content,
  });
}

/** Who a summary of the borrower's own loans is for, and what it was made from. */
export interface BorrowerSummaryInput {
  borrower: { holderName: string; panNumber: string };
  /** ISO date the summary was prepared on. */
  issuedOn: string;
  /** Label/value pairs printed under the borrower (e.g. the financial year). */
  facts: readonly (readonly [string, string])[];
  /** The footer's line on what the figures come from. */
  source: string;
  sandbox: boolean;
}

/** The service's own name on what it prepares itself (no lender issues a summary across lenders). */
export const SERVICE_NAME = 'Loan Documents';

/**
 * The frame of a document the service prepares from the borrower's own loan records rather than
 * one a lender issues: the service's heading, the borrower, no signature and no verification code.
 */
export function borrowerSummaryDocument(
  input: BorrowerSummaryInput,
  frame: DocumentFrame,
): TDocumentDefinitions {
  return framedDocument({
    info: { title: frame.title, author: SERVICE_NAME, subject: frame.title },
    brand: DEFAULT_BRAND,
    runningHeader: [SERVICE_NAME, `${frame.title} · ${input.borrower.holderName}`],
    footerLines: [`Prepared by ${SERVICE_NAME} on ${date(input.issuedOn)}`, input.source],
    sandboxNotice: input.sandbox ? SERVICE_SANDBOX_NOTICE : null,
    top: [
      letterhead('LD', SERVICE_NAME, 'Prepared for you from your own loan records', DEFAULT_BRAND, [
        'For you to keep',
        { text: 'Not issued by a lender', color: INK },
      ]),
      titleBlock(frame, []),
      stacked([
        ['Borrower', input.borrower.holderName],
        ['PAN', maskPan(input.borrower.panNumber)],
        ...input.facts,
      ]),
    ],
    content: frame.content,
  });
}

export const SERVICE_SANDBOX_NOTICE =
  'SANDBOX DOCUMENT: prepared from sandbox data, not from any real loan. Not valid for any purpose.';

/** What differs between the frames; the page, styles, header and footer are the same. */
interface FrameParts {
  info: { title: string; author: string; subject: string };
  brand: string;
  /** Left and right of the small header on every page after the first. */
  runningHeader: [string, string];
  /** Two footer lines: the first shares its line with "Page x of y". */
  footerLines: [string, string];
  sandboxNotice: string | null;
  /** Letterhead, title and who the document is for. */
  top: Content[];
  content: Content[];
}

function framedDocument(parts: FrameParts): TDocumentDefinitions {
  const [headerLeft, headerRight] = parts.runningHeader;
  const [footerFirst, footerSecond] = parts.footerLines;
  return {
    pageSize: 'A4',
    pageMargins: [SIDE_MARGIN, 44, SIDE_MARGIN, 70],
    info: { ...parts.info, creator: SERVICE_NAME, producer: SERVICE_NAME },
    defaultStyle: { font: FONT_FAMILY, fontSize: 9, color: INK, lineHeight: 1.15 },
    styles: STYLES,
    ...(parts.sandboxNotice
      ? { watermark: { text: 'SANDBOX', color: ALERT, opacity: 0.05, bold: true, fontSize: 110 } }
      : {}),
    header: (currentPage) =>
      currentPage === 1
        ? null
        : {
            margin: [SIDE_MARGIN, 20, SIDE_MARGIN, 0],
            fontSize: 7.5,
            color: MUTED,
            columns: [
              { text: headerLeft, bold: true, color: parts.brand },
              { text: headerRight, alignment: 'right' },
            ],
          },
    footer: (currentPage, pageCount) => ({
      margin: [SIDE_MARGIN, 14, SIDE_MARGIN, 0],
      stack: [
        rule(0.5, RULE),
        {
          margin: [0, 4, 0, 0],
          fontSize: 7,
          color: MUTED,
          columns: [
            { text: footerFirst },
            { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', width: 'auto' },
          ],
        },
        { text: footerSecond, margin: [0, 2, 0, 0], fontSize: 7, color: MUTED },
        parts.sandboxNotice
          ? {
              text: parts.sandboxNotice,
              margin: [0, 3, 0, 0],
              fontSize: 7.5,
              bold: true,
              color: ALERT,
            }
          : '',
      ],
    }),
    content: [...parts.top, ...parts.content],
  };
}

const STYLES = {
  section: { fontSize: 10.5, bold: true, margin: [0, 12, 0, 5] },
  paragraph: { margin: [0, 0, 0, 6] },
  small: { fontSize: 7.5, color: MUTED },
  tableHeader: { bold: true, fontSize: 7.5, color: INK },
  table: { fontSize: 7.5, lineHeight: 1 },
  label: { color: MUTED },
} satisfies TDocumentDefinitions['styles'];

function brandColor(lender: LenderLetterhead): string {
  return lender.brandColor && /^#[0-9a-fA-F]{6}$/.test(lender.brandColor)
    ? lender.brandColor
    : DEFAULT_BRAND;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !['of', 'and', 'the', '&'].includes(word))
    .map((word) => word[0]?.toUpperCase())
    .join('')
    .slice(0, 4);
}

function rule(lineWidth: number, color: string, margin: Margins = [0, 0, 0, 0]): Content {
  return {
    margin,
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth, lineColor: color }],
  };
}

function lenderMark(lender: LenderLetterhead): string {
  return lender.shortName?.trim() || initials(lender.name) || lender.name.slice(0, 2);
}

function lenderSubtitle(lender: LenderLetterhead): string {
  return lender.city ? `Registered office: ${lender.city}` : 'Loan servicing';
}

function letterhead(
  mark: string,
  name: string,
  subtitle: string,
  brand: string,
  contact: Content[],
): Content {
  return {
    stack: [
      {
        columns: [
          {
            width: 46,
            table: {
              widths: [46],
              heights: [46],
              body: [
                [
                  {
                    text: mark,
                    color: '#ffffff',
                    bold: true,
                    fontSize: mark.length > 3 ? 10 : 13,
                    alignment: 'center',
                    fillColor: brand,
                    margin: [0, mark.length > 3 ? 15 : 13, 0, 0],
                  },
                ],
              ],
            },
            layout: markLayout,
          },
          {
            margin: [10, 4, 0, 0],
            stack: [
              { text: name, fontSize: 16, bold: true, color: brand },
              { text: subtitle, fontSize: 8, color: MUTED },
            ],
          },
          {
            width: 'auto',
            margin: [0, 6, 0, 0],
            alignment: 'right',
            fontSize: 7.5,
            color: MUTED,
            stack: contact,
          },
        ],
      },
      rule(2, brand, [0, 8, 0, 0]),
    ],
  };
}

/** pdfmake's 'noBorders' table layout, for the one-cell table that draws the lender's mark. */
const markLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 0,
};

/** The QR code's side on the page, in points (2 cm: scannable from a phone screen or print). */
const QR_SIZE = 58;

/**
 * Title (English over Hindi) on the left; on the right the date, the `references` given and, for
 * a document anyone may check, the QR code of its verification page.
 */
function titleBlock(
  frame: DocumentFrame,
  references: Content[],
  verificationUrl?: string,
): Content {
  return {
    margin: [0, 12, 0, 10],
    columns: [
      {
        stack: [
          { text: frame.title, fontSize: 15, bold: true },
          { text: frame.hindiTitle, fontSize: 9, color: MUTED },
        ],
      },
      {
        width: 'auto',
        alignment: 'right',
        fontSize: 8.5,
        margin: [0, 3, verificationUrl ? 8 : 0, 0],
        stack: [{ text: [{ text: 'Date: ', color: MUTED }, frame.dated] }, ...references],
      },
      ...(verificationUrl
        ? [{ width: QR_SIZE, canvas: qrCodeCanvas(verificationUrl, QR_SIZE) }]
        : []),
    ],
  };
}

function borrowerBlock(input: LoanDocumentInput): Content {
  const { borrower, loan } = input;
  return stacked([
    ['Borrower', borrower.holderName],
    ['PAN', maskPan(borrower.panNumber)],
    ['Loan account', maskAccountNumber(loan.accountNumber)],
    ['Loan type', LOAN_TYPE_NAMES[loan.loanType]],
  ]);
}

function stacked(pairs: readonly (readonly [string, string])[]): Content {
  return { stack: [detailsGrid(pairs)], margin: [0, 0, 0, 10] };
}

/** Label/value pairs, two pairs per row, on a shaded panel. */
export function detailsGrid(pairs: readonly (readonly [string, string])[]): Content {
  const body: TableCell[][] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const row: TableCell[] = [];
    for (const pair of [pairs[index], pairs[index + 1]]) {
      row.push(
        pair ? { text: pair[0], style: 'label' } : '',
        pair ? { text: pair[1], bold: true } : '',
      );
    }
    body.push(row);
  }
  return {
    table: { widths: [96, '*', 96, '*'], body },
    layout: panelLayout,
    fontSize: 8.5,
  };
}

const panelLayout: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  fillColor: () => SHADE,
  paddingLeft: (column) => (column === 0 ? 8 : 4),
  paddingRight: () => 4,
  paddingTop: (row) => (row === 0 ? 6 : 2),
  paddingBottom: (row, node) => (row === node.table.body.length - 1 ? 6 : 2),
};

export function section(title: string): Content {
  return { text: title, style: 'section' };
}

export function paragraph(text: Content): Content {
  return { text, style: 'paragraph' };
}

export interface Column {
  header: string;
  width: number | '*' | 'auto';
  alignment?: Alignment;
}

/**
 * A data table whose header row repeats on every page. Rows are plain strings; each column's
 * alignment is applied here so templates only supply values.
 */
export function dataTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  totals?: readonly string[],
): ContentTable {
  const alignments = columns.map((column) => column.alignment ?? 'left');
  const body: TableCell[][] = [
    columns.map((column, index) => ({
      text: column.header,
      style: 'tableHeader',
      alignment: alignments[index],
    })),
  ];
  for (const row of rows) {
    body.push(row.map((text, index) => ({ text, alignment: alignments[index] })));
  }
  if (totals) {
    body.push(totals.map((text, index) => ({ text, bold: true, alignment: alignments[index] })));
  }
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body,
    },
    layout: totals ? totalsLayout : gridLayout,
    style: 'table',
  };
}

const gridLayout: CustomTableLayout = {
  hLineWidth: (index, node) =>
    index === 0 || index === 1 || index === node.table.body.length ? 0.8 : 0.3,
  hLineColor: (index) => (index <= 1 ? '#9aa5b5' : RULE),
  vLineWidth: () => 0,
  fillColor: (row) => (row === 0 ? SHADE : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2.2,
  paddingBottom: () => 2.2,
};

const totalsLayout: CustomTableLayout = {
  ...gridLayout,
  hLineWidth: (index, node) =>
    index === 0 || index === 1 || index >= node.table.body.length - 1 ? 0.8 : 0.3,
  hLineColor: (index, node) =>
    index <= 1 || index >= node.table.body.length - 1 ? '#9aa5b5' : RULE,
  fillColor: (row, node) => (row === 0 || row === node.table.body.length - 1 ? SHADE : null),
};

/** Two-column terms table (label, value) — Key Fact Statement, payoff breakdown. */
export function termsTable(
  rows: readonly (readonly [string, string])[],
  options: { numbered?: boolean; emphasiseLast?: boolean; valueAlignment?: Alignment } = {},
): Content {
  const body: TableCell[][] = rows.map(([label, value], index) => {
    const emphasised = options.emphasiseLast === true && index === rows.length - 1;
    const row: TableCell[] = [
      { text: label, bold: emphasised },
      { text: value, bold: emphasised, alignment: options.valueAlignment ?? 'left' },
    ];
    return options.numbered ? [{ text: String(index + 1), style: 'label' }, ...row] : row;
  });
  return {
    table: {
      dontBreakRows: true,
      widths: options.numbered ? [16, 170, '*'] : ['*', 130],
      body,
    },
    layout: options.emphasiseLast ? totalsTermsLayout : termsLayout,
    fontSize: 8.5,
  };
}

const termsLayout: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.8 : 0.3),
  hLineColor: (index, node) => (index === 0 || index === node.table.body.length ? '#9aa5b5' : RULE),
  vLineWidth: () => 0,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2.8,
  paddingBottom: () => 2.8,
};

const totalsTermsLayout: CustomTableLayout = {
  ...termsLayout,
  hLineWidth: (index, node) => (index === 0 || index >= node.table.body.length - 1 ? 0.8 : 0.3),
  fillColor: (row, node) => (row === node.table.body.length - 1 ? SHADE : null),
};

export const OMBUDSMAN = 'Reserve Bank of India Ombudsman at cms.rbi.org.in';

/** Where a borrower takes a complaint — every document ends with it. */
export function grievanceContact(lender: LenderLetterhead): Content[] {
  return [
    section('Queries and grievances'),
    paragraph([
      'For any query or complaint about this loan, write to ',
      { text: lender.grievanceEmail, bold: true },
      ' or call ',
      { text: lender.grievancePhone, bold: true },
      '. If you receive no reply within 30 days, or are not satisfied with it, you may complain ' +
        `to the ${OMBUDSMAN}.`,
    ]),
  ];
}

export function bullets(items: readonly Content[]): Content {
  return { ul: [...items], style: 'paragraph', margin: [6, 0, 0, 6] };
}

export function signOff(lender: LenderLetterhead): Content {
  return {
    margin: [0, 14, 0, 0],
    stack: ['Yours faithfully,', { text: `For ${lender.name}`, bold: true }],
  };
}
