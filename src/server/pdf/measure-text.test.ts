import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { FONT_FAMILY, FONTS } from './fonts.js';
import { renderLoanDocument } from './loan-documents.js';
import {
  buildInlines,
  type MeasuredText,
  pdfmakeBuildInlines,
  type StyleStack,
  TextTools,
} from './measure-text.js';
import { homeLoan, overdueAutoLoan, personalLoan, sampleInput } from './testing/sample-loans.js';

const require = createRequire(import.meta.url);
const StyleContextStack = require('pdfmake/src/styleContextStack.js') as new (
  styles: Record<string, unknown>,
  defaultStyle: Record<string, unknown>,
) => StyleStack & { push(level: unknown): void; clone(): StyleStack };
const FontProvider = require('pdfmake/src/fontProvider.js') as new (
  fonts: unknown,
  document: unknown,
) => unknown;
const PdfKitEngine = require('pdfmake/src/pdfKitEngine.js') as {
  createPdfDocument(options: Record<string, unknown>): unknown;
};

type Call = { tools: { fontProvider: never }; text: unknown; stack: StyleStack };

/** A measured text with each font object named by its id (a failure prints small). */
function comparable(measured: MeasuredText): MeasuredText {
  return {
    ...measured,
    items: measured.items.map((item) => {
      const font = item.font as { id: string; name: string };
      return { ...item, font: `${font.id} ${font.name}` };
    }),
  };
}

/** Both measurings of one text, each on its own copy of the input. */
function both(call: Call): [MeasuredText, MeasuredText] {
  const copy = () => structuredClone(call.text);
  return [
    comparable(pdfmakeBuildInlines.call(call.tools, copy(), call.stack)),
    comparable(buildInlines.call(call.tools, copy(), call.stack)),
  ];
}

describe('text measuring', () => {
  it('gives what pdfmake gives for every text of every document', async () => {
    const calls: Call[] = [];
    const installed = TextTools.prototype.buildInlines;
    TextTools.prototype.buildInlines = function (text, stack) {
      const clone = (stack as StyleStack & { clone(): StyleStack }).clone();
      calls.push({ tools: this as Call['tools'], text: structuredClone(text), stack: clone });
      return installed.call(this, text, stack);
    };
    try {
      for (const loan of [personalLoan, homeLoan, overdueAutoLoan]) {
        for (const type of DOCUMENT_TYPES) {
          await renderLoanDocument(type, sampleInput(loan));
          await renderLoanDocument(type, sampleInput(loan, { sandbox: false }));
        }
      }
    } finally {
      TextTools.prototype.buildInlines = installed;
    }
    expect(calls.length).toBeGreaterThan(1000);
    for (const call of calls) {
      const [expected, actual] = both(call);
      expect(actual).toStrictEqual(expected);
    }
  });

  it('gives what pdfmake gives for any text, style and style stack', () => {
    const document = PdfKitEngine.createPdfDocument({ autoFirstPage: false, font: null });
    const tools = { fontProvider: new FontProvider(FONTS, document) } as Call['tools'];
    const styleNames = ['heading', 'small', 'missing'];
    const styles = {
      heading: { fontSize: 15, bold: true, alignment: 'center' },
      small: { fontSize: 7.5, color: '#5b6475', lineHeight: 1.3, noWrap: true },
    };
    const word = fc.constantFrom(
      'Loan',
      'EMI',
      '₹16,607.15',
      '05 Apr 2025',
      'खाता विवरण',
      'well-known',
      ' ',
      '  ',
      '\n',
      '\t',
      'a\r\nb',
      '',
      'x',
    );
    const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(''));
    const style = fc.record(
      {
        bold: fc.boolean(),
        italics: fc.boolean(),
        fontSize: fc.constantFrom(7.5, 9, 12),
        color: fc.constantFrom('#1d2433', 'red', null),
        alignment: fc.constantFrom('left', 'right', 'center', 'justify'),
        lineHeight: fc.constantFrom(1, 1.15),
        noWrap: fc.boolean(),
        wordBreak: fc.constantFrom('normal', 'break-all'),
        leadingIndent: fc.constantFrom(0, 6),
        preserveLeadingSpaces: fc.boolean(),
        preserveTrailingSpaces: fc.boolean(),
        characterSpacing: fc.constantFrom(0, 0.5),
        sup: fc.boolean(),
        style: fc.oneof(fc.constantFrom(...styleNames), fc.subarray(styleNames)),
      },
      { requiredKeys: [] },
    );
    const item = fc.oneof(
      text,
      fc.tuple(text, style).map(([value, own]) => ({ text: value, ...own })),
    );
    const textArray = fc.oneof(
      text,
      fc.array(fc.oneof(item, fc.array(item, { maxLength: 2 })), { maxLength: 4 }),
    );
    fc.assert(
      fc.property(textArray, fc.array(style, { maxLength: 3 }), (value, levels) => {
        const stack = new StyleContextStack(styles, { font: FONT_FAMILY, fontSize: 9 });
        for (const level of levels) stack.push(level);
        for (const name of styleNames) stack.push(name);
        const [expected, actual] = both({ tools, text: value, stack });
        expect(actual).toStrictEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
