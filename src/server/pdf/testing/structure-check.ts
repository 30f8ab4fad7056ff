import { inflateSync } from 'node:zlib';

/**
 * The structure of a PDF, checked in JavaScript the way qpdf --check reads it: the header, the
 * end-of-file marker, and every cross-reference section from the last `startxref` back through
 * `/Prev` — classic tables and cross-reference streams alike — each offset pointing exactly at
 * the object (or the `xref` keyword) it names. What it finds wrong, in words; nothing means clean.
 */

export function structureProblems(pdf: Uint8Array): string[] {
  const file = Buffer.from(pdf);
  const text = file.toString('latin1');
  const problems: string[] = [];
  if (!/^%PDF-\d\.\d/.test(text)) problems.push('no %PDF- header at the start');
  if (!/%%EOF\s*$/.test(text)) problems.push('no %%EOF at the end');

  const last = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!last) return [...problems, 'no startxref before the final %%EOF'];
  const seen = new Set<number>();
  let offset: number | undefined = Number(last[1]);
  while (offset !== undefined) {
    if (seen.has(offset)) {
      problems.push(`the cross-reference sections loop at ${offset}`);
      break;
    }
    seen.add(offset);
    const section = readSection(file, text, offset, problems);
    offset = section?.previous;
  }
  return problems;
}

interface Section {
  previous: number | undefined;
}

function readSection(
  file: Buffer,
  text: string,
  offset: number,
  problems: string[],
): Section | undefined {
  if (text.startsWith('xref', offset)) return readTable(text, offset, problems);
  if (/^\d+\s+\d+\s+obj/.test(text.slice(offset, offset + 32))) {
    return readStream(file, text, offset, problems);
  }
  const near = JSON.stringify(text.slice(offset, offset + 12));
  problems.push(
    /^\s+xref/.test(text.slice(offset, offset + 12))
      ? `extraneous whitespace before xref at ${offset}`
      : `no cross-reference section at ${offset} (found ${near})`,
  );
  return undefined;
}

/** A classic `xref` table and its trailer. */
function readTable(text: string, offset: number, problems: string[]): Section {
  const end = text.indexOf('trailer', offset);
  if (end === -1) {
    problems.push(`the xref table at ${offset} has no trailer`);
    return { previous: undefined };
  }
  const lines = text
    .slice(offset + 4, end)
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim());
  let number = 0;
  for (const line of lines) {
    const subsection = /^(\d+)\s+(\d+)\s*$/.exec(line);
    if (subsection) {
      number = Number(subsection[1]);
      continue;
    }
    const entry = /^(\d{10}) (\d{5}) ([nf])\s*$/.exec(line);
    if (!entry) {
      problems.push(`a malformed xref entry at ${offset}: ${JSON.stringify(line)}`);
    } else if (entry[3] === 'n') {
      expectObjectAt(text, Number(entry[1]), number, Number(entry[2]), problems);
    }
    number++;
  }
  const trailer = dictionaryAt(text, end + 'trailer'.length);
  return { previous: numberIn(trailer, 'Prev') };
}

/** A cross-reference stream: `/Type /XRef`, FlateDecode with an optional PNG predictor. */
function readStream(file: Buffer, text: string, offset: number, problems: string[]): Section {
  const dictionary = dictionaryAt(text, text.indexOf('<<', offset));
  const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(dictionary)?.slice(1).map(Number);
  const size = numberIn(dictionary, 'Size') ?? 0;
  if (!/\/Type\s*\/XRef/.test(dictionary) || !widths) {
    problems.push(`the object at ${offset} is not a cross-reference stream`);
    return { previous: undefined };
  }
  const index = /\/Index\s*\[([\d\s]+)\]/
    .exec(dictionary)?.[1]
    ?.trim()
    .split(/\s+/)
    .map(Number) ?? [0, size];
  const streamStart = text.indexOf('stream', offset + dictionary.length);
  const dataStart = streamStart + (text.startsWith('stream\r\n', streamStart) ? 8 : 7);
  const length = numberIn(dictionary, 'Length') ?? text.indexOf('endstream', dataStart) - dataStart;
  let data: Buffer;
  try {
    data = /\/FlateDecode/.test(dictionary)
      ? inflateSync(file.subarray(dataStart, dataStart + length))
      : file.subarray(dataStart, dataStart + length);
  } catch {
    problems.push(`the cross-reference stream at ${offset} does not inflate`);
    return { previous: numberIn(dictionary, 'Prev') };
  }
  const rowWidth = widths.reduce((sum, width) => sum + width, 0);
  const predictor = numberIn(dictionary, 'Predictor') ?? 1;
  const rows = predictor >= 10 ? unpredict(data, rowWidth) : chunk(data, rowWidth);
  let row = 0;
  for (let pair = 0; pair + 1 < index.length; pair += 2) {
    const [first, count] = [index[pair]!, index[pair + 1]!];
    for (let number = first; number < first + count; number++, row++) {
      const fields = rows[row];
      if (!fields) {
        problems.push(`the cross-reference stream at ${offset} ends before object ${number}`);
        return { previous: numberIn(dictionary, 'Prev') };
      }
      const [type, second, third] = readFields(fields, widths);
      if ((widths[0] === 0 ? 1 : type) === 1) {
        expectObjectAt(text, second, number, third, problems);
      }
    }
  }
  return { previous: numberIn(dictionary, 'Prev') };
}

function expectObjectAt(
  text: string,
  offset: number,
  number: number,
  generation: number,
  problems: string[],
): void {
  const header = new RegExp(`^${number}\\s+${generation}\\s+obj\\b`);
  if (!header.test(text.slice(offset, offset + 32))) {
    problems.push(`object ${number} ${generation} is not at offset ${offset}`);
  }
}

/** The `<< … >>` starting at `at`, nested dictionaries included. */
function dictionaryAt(text: string, at: number): string {
  let depth = 0;
  for (let position = at; position < text.length - 1; position++) {
    const pair = text.slice(position, position + 2);
    if (pair === '<<') {
      depth++;
      position++;
    } else if (pair === '>>') {
      depth--;
      position++;
      if (depth === 0) return text.slice(at, position + 1);
    }
  }
  return text.slice(at);
}

function numberIn(dictionary: string, key: string): number | undefined {
  const value = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary)?.[1];
  return value === undefined ? undefined : Number(value);
}

function chunk(data: Buffer, width: number): Buffer[] {
  const rows: Buffer[] = [];
  for (let at = 0; at + width <= data.length; at += width) rows.push(data.subarray(at, at + width));
  return rows;
}

/** Undoes the PNG predictors (one filter byte before each row), as cross-reference streams use. */
function unpredict(data: Buffer, width: number): Buffer[] {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(width);
  for (let at = 0; at + width + 1 <= data.length; at += width + 1) {
    const filter = data[at]!;
    const row = Buffer.from(data.subarray(at + 1, at + 1 + width));
    for (let column = 0; column < width; column++) {
      const left = column > 0 ? row[column - 1]! : 0;
      const up = previous[column]!;
      const upLeft = column > 0 ? previous[column - 1]! : 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      row[column] = (row[column]! + predicted) & 0xff;
    }
    rows.push(row);
    previous = row;
  }
  return rows;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [left, up, upLeft].map((value) => Math.abs(estimate - value));
  if (toLeft! <= toUp! && toLeft! <= toUpLeft!) return left;
  return toUp! <= toUpLeft! ? up : upLeft;
}

function readFields(row: Buffer, widths: number[]): [number, number, number] {
  const values: number[] = [];
  let at = 0;
  for (const width of widths) {
    let value = 0;
    for (let byte = 0; byte < width; byte++) value = value * 256 + row[at + byte]!;
    values.push(value);
    at += width;
  }
  return values as [number, number, number];
}
