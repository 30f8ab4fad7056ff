import fc from 'fast-check';
import type {
  Content,
  ContentTable,
  CustomTableLayout,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentType } from '../../shared/documents.js';
import { type Column, dataTable, loanDocument } from './layout.js';
import type { LoanDocumentInput } from './loan-document-input.js';
import { splitWords } from './measure-text.js';
import { layOutPdf, renderPdf } from './render-pdf.js';
import {
  ONE_WORD,
  SINGLE_LINE_ROWS,
  type SingleLineRows,
  SPACED_WORDS,
} from './single-line-rows.js';
import { documentsHeld } from './templates/documents-held.js';
import { foreclosureLetter } from './templates/foreclosure-letter.js';
import { interestCertificate } from './templates/interest-certificate.js';
import { noDuesCertificate } from './templates/no-dues-certificate.js';
import { repaymentSchedule } from './templates/repayment-schedule.js';
import { sanctionLetter } from './templates/sanction-letter.js';
import { statementOfAccount } from './templates/statement-of-account.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  sampleInput,
  sampleLoan,
} from './testing/sample-loans.js';

const TEMPLATES: Record<DocumentType, (input: LoanDocumentInput) => TDocumentDefinitions> = {
  statement_of_account: statementOfAccount,
  repayment_schedule: repaymentSchedule,
  sanction_letter: sanctionLetter,
  foreclosure_letter: foreclosureLetter,
  interest_certificate: interestCertificate,
  no_dues_certificate: noDuesCertificate,
  documents_held: documentsHeld,
};

/** A 30-year loan three EMIs behind: 300-odd transactions, overdue ones among them. */
const longOverdueLoan = sampleLoan({
  ...homeLoan,
  tenureMonths: 360,
  sanctionedOn: '2000-11-20',
  disbursedOn: '2000-12-01',
  firstDueDate: '2001-01-05',
  missedInstalments: 3,
  accountNumber: '900012345678',
});

/**
 * Where the PDF differs from the one made with pdfmake laying out every row, the moment each
 * was made (its date and file ID) aside. Each is made from a fresh definition: layout consumes
 * the one it is given.
 */
async function firstDifference(
  definition: () => TDocumentDefinitions,
): Promise<string | undefined> {
  const undated = (pdf: Buffer) =>
    pdf
      .toString('latin1')
      .replace(/\(D:\d{14}Z\)/, '')
      .replace(/\/ID \[<\w+> <\w+>\]/, '');
  const ours = undated(await renderPdf(definition()));
  const pdfmake = undated(await renderPdf(definition(), { singleLineRows: false }));
  if (ours === pdfmake) return undefined;
  let at = 0;
  while (ours[at] === pdfmake[at]) at++;
  return `byte ${at}: ${JSON.stringify(ours.slice(at - 40, at + 40))} instead of ${JSON.stringify(pdfmake.slice(at - 40, at + 40))}`;
}

/** Per page, the table rows placed by single-line-rows.ts. */
function placedRows(definition: TDocumentDefinitions): number[][] {
  return layOutPdf(definition).pages.map((page) =>
    page.items
      .filter((item) => item.type === SINGLE_LINE_ROWS)
      .flatMap((item) => (item.item as SingleLineRows).rows.map((row) => row.index)),
  );
}

function documentWith(content: Content[]): TDocumentDefinitions {
  return loanDocument(sampleInput(personalLoan), {
    title: 'Test Table',
    hindiTitle: 'तालिका',
    dated: '22 Nov 2026',
    content,
  });
}

const COLUMNS: readonly Column[] = [
  { header: 'Date', width: 48 },
  { header: 'Particulars', width: '*' },
  { header: 'Amount', width: 70, alignment: 'right' },
  { header: 'Note', width: 60, alignment: 'center' },
];

describe.each([
  ['240-month home loan', homeLoan],
  ['36-month personal loan', personalLoan],
  ['overdue auto loan', overdueAutoLoan],
  ['30-year loan three EMIs behind', longOverdueLoan],
])('the documents of a %s', (_name, loan) => {
  it.each(DOCUMENT_TYPES)(
    '%s: the same PDF, byte for byte, as with pdfmake laying out every row',
    async (type) => {
      expect(await firstDifference(() => TEMPLATES[type](sampleInput(loan)))).toBeUndefined();
    },
  );
});

describe('single-line rows', () => {
  it('places every instalment of the 240-month schedule, once and in order, on six pages', () => {
    const pages = placedRows(repaymentSchedule(sampleInput(homeLoan)));
    // Row 0 is the header and row 241 the totals: pdfmake's own.
    expect(pages.flat()).toEqual(Array.from({ length: 240 }, (_, index) => index + 1));
    expect(pages).toHaveLength(6);
    expect(pages.every((rows) => rows.length > 0)).toBe(true);
  });

  it('places the transactions of a long statement, but for the one too long for one line', () => {
    const definition = statementOfAccount(sampleInput(longOverdueLoan));
    const table = (definition.content as Content[]).find(
      (node) => typeof node === 'object' && 'table' in node && node.table?.headerRows === 1,
    ) as { table: { body: { text: string }[][] } };
    const particulars = table.table.body.map((row) => row[1]?.text);
    // Row 0 is the header and the last row the totals: pdfmake's own, as is a row that wraps.
    const wraps = particulars.indexOf('Fee and GST deducted from disbursement');
    const rows = placedRows(definition).flat();
    expect(rows).toEqual(
      particulars
        .map((_, index) => index)
        .filter((index) => index > 0 && index < particulars.length - 1 && index !== wraps),
    );
    const overdue = rows.filter((index) => particulars[index]?.endsWith('not paid (overdue)'));
    expect(overdue).toHaveLength(3);
  });

  it('leaves to pdfmake rows that wrap, have a styled cell or a fill, and nested tables', async () => {
    const long =
      'Part-prepayment received by cheque, adjusted against principal as the borrower asked';
    const plainTable = (fill: Partial<ContentTable>, layout: CustomTableLayout): ContentTable => ({
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [60, '*'],
        body: [['No.', 'Particulars'], ...['1', '2', '3', '4'].map((no) => [no, `EMI ${no}`])],
      },
      layout: { vLineWidth: () => 0, ...layout },
      ...fill,
    });
    const definition = () => {
      const table = dataTable(COLUMNS, [
        ['05 Jan 2026', 'EMI 1 received', '₹16,607.15', 'ok'],
        ['05 Feb 2026', long, '₹16,607.15', 'wraps'],
        ['05 Mar 2026', 'EMI 3 received', '₹16,607.15', ''],
      ]);
      (table.table.body[3] as { bold?: boolean }[])[1]!.bold = true;
      return documentWith([
        table,
        { columns: [dataTable(COLUMNS, [['a', 'b', 'c', 'd']])] },
        plainTable({}, { fillColor: (row) => (row % 2 === 0 ? '#eef2f7' : null) }),
        plainTable({ fillColor: '#fff4e5' }, {}),
      ]);
    };
    // Row 1 of the first table, and the odd, unshaded rows of the striped one.
    expect(placedRows(definition()).flat()).toEqual([1, 1, 3]);
    expect(await firstDifference(definition)).toBeUndefined();
  });

  it('lays out awkward texts and squeezed columns as pdfmake does', async () => {
    const texts = [
      '',
      'pre-EMI',
      'two  spaces',
      'tab\there',
      '(1.50 %)',
      '₹₹1',
      '-₹5.00',
      ' leading space',
      'line\nbreak',
      'चुकौती अनुसूची',
      'trailing space ',
      '₹1,23,45,678.90',
    ];
    const rows = texts.map((text, index) => [String(index), text, text, text]);
    // Star columns too narrow for their longest word: pdfmake sizes them by words' widths.
    const squeezed = () =>
      dataTable(
        [
          { header: 'No.', width: '*' },
          { header: 'A', width: '*' },
          { header: 'B', width: '*' },
          { header: 'C', width: '*' },
        ],
        Array.from({ length: 4 }, (_, index) => [
          String(index),
          '₹12,34,56,78,90,12,34,56,789.00',
          'Closing principal balance after the instalment',
          'x',
        ]),
      );
    const definition = () => documentWith([dataTable(COLUMNS, rows), squeezed()]);
    expect(placedRows(definition()).flat().length).toBeGreaterThan(texts.length / 2);
    expect(await firstDifference(definition)).toBeUndefined();
  });

  it('splits amounts, numbers and plain words as the line breaker does', () => {
    fc.assert(
      fc.property(fc.stringMatching(ONE_WORD), (text) => {
        expect(splitWords(text, false, false)).toEqual([{ text }]);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(SPACED_WORDS), (text) => {
        const words = text.split(' ').map((word, index, all) => ({
          text: index < all.length - 1 ? `${word} ` : word,
        }));
        expect(splitWords(text, false, false)).toEqual(words);
      }),
    );
  });
});
