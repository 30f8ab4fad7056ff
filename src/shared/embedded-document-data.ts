import { type DocumentData, documentData } from './api/document-data.js';
import { joinBytes } from './bytes.js';

/**
 * Reading the data a loan document carries inside its PDF: the JSON its `data_url` serves,
 * embedded as the associated file `document-data.json` (docs/document-data.md). Runs in the
 * browser and in Node alike (Uint8Array, TextDecoder, DecompressionStream; no Buffer).
 *
 * Only the embedded file's own stream is read: a stream object whose dictionary, in plain PDF
 * syntax, says `/Type /EmbeddedFile` and `/Subtype /application#2Fjson`. The rest of the file
 * (the file specification naming it, the catalogue) may sit in compressed object streams, so
 * nothing else is relied on.
 */

export type EmbeddedDocumentData =
  /** The data, checked against schema v1, and the JSON as it was embedded. */
  | { outcome: 'data'; data: DocumentData; json: string }
  /** No JSON is embedded: a document made before documents carried their data, or no PDF. */
  | { outcome: 'none' }
  /** JSON is embedded but cannot be read, or is not a loan document's data. */
  | { outcome: 'unreadable'; reason: 'stream' | 'json' | 'schema' };

/** A document's data is tens of kilobytes; more than this is not one (and would strain a phone). */
export const MAX_EMBEDDED_DATA_BYTES = 8 * 1024 * 1024;

export async function readEmbeddedDocumentData(pdf: Uint8Array): Promise<EmbeddedDocumentData> {
  const streams = embeddedJsonStreams(pdf);
  if (streams.length === 0) return { outcome: 'none' };
  // A later stream updates an earlier one (an incremental update appends; it never rewrites).
  let failure: EmbeddedDocumentData = { outcome: 'unreadable', reason: 'stream' };
  for (const stream of streams.reverse()) {
    const read = await readStream(stream);
    if (read.outcome === 'data') return read;
    failure = read;
  }
  return failure;
}

interface EmbeddedStream {
  bytes: Uint8Array;
  deflated: boolean;
}

async function readStream(stream: EmbeddedStream): Promise<EmbeddedDocumentData> {
  let json: string;
  try {
    const bytes = stream.deflated
      ? await inflate(stream.bytes, MAX_EMBEDDED_DATA_BYTES)
      : stream.bytes;
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { outcome: 'unreadable', reason: 'stream' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { outcome: 'unreadable', reason: 'json' };
  }
  const checked = documentData.safeParse(parsed);
  return checked.success
    ? { outcome: 'data', data: checked.data, json }
    : { outcome: 'unreadable', reason: 'schema' };
}

// ---------------------------------------------------------------- finding the streams

/** A PDF name ends at white space or a delimiter. */
const NAME_END = String.raw`(?=[\s()<>\[\]{}/%]|$)`;
const EMBEDDED_FILE_TYPE = new RegExp(String.raw`/Type\s*/EmbeddedFile${NAME_END}`, 'g');
const JSON_SUBTYPE = new RegExp(String.raw`/Subtype\s*/application#2[Ff]json${NAME_END}`);
const FILTER = new RegExp(String.raw`/Filter\s*(\[\s*)?/(\w+)${NAME_END}\s*(\])?`);
const LENGTH = /\/Length(?=[\s/])\s*(\d+)(?:\s+(\d+)\s+R(?![A-Za-z0-9]))?/;
const OBJECT_HEADER = /(?:^|[^0-9])(\d+)\s+(\d+)\s+obj(?![A-Za-z0-9])/g;
/** How far before `/Type /EmbeddedFile` its object's header may be. */
const HEADER_REACH = 64 * 1024;

/** Every stream of the file that is an embedded JSON file, in the order they appear. */
function embeddedJsonStreams(pdf: Uint8Array): EmbeddedStream[] {
  // One character per byte, so that a position in the text is the same position in the bytes.
  const text = new TextDecoder('latin1').decode(pdf);
  if (text.length !== pdf.length) return [];
  const found: EmbeddedStream[] = [];
  for (const match of text.matchAll(EMBEDDED_FILE_TYPE)) {
    const stream = embeddedStreamAt(pdf, text, match.index);
    if (stream) found.push(stream);
  }
  return found;
}

function embeddedStreamAt(pdf: Uint8Array, text: string, at: number): EmbeddedStream | null {
  const dictionary = enclosingObjectDictionary(text, at);
  if (!dictionary) return null;
  const entries = text.slice(dictionary.start, dictionary.end);
  if (!JSON_SUBTYPE.test(entries)) return null;
  const filter = FILTER.exec(entries);
  // Flate, or none; an embedded file written any other way is not one of ours.
  if (filter && filter[2] !== 'FlateDecode') return null;

  const keyword = /^\s*stream(\r\n|\n|\r)/.exec(text.slice(dictionary.end, dictionary.end + 64));
  if (!keyword) return null;
  const start = dictionary.end + keyword[0].length;
  const end = streamEnd(text, entries, start);
  return { bytes: pdf.subarray(start, end), deflated: filter !== null };
}

/**
 * The dictionary of the object `at` lies in, from `<<` to its closing `>>`; null when `at` is
 * not in its top level (a `/Type /EmbeddedFile` nested deeper, or in a string).
 */
function enclosingObjectDictionary(
  text: string,
  at: number,
): { start: number; end: number } | null {
  const from = Math.max(0, at - HEADER_REACH);
  let header: number | null = null;
  for (const match of text.slice(from, at).matchAll(OBJECT_HEADER)) {
    header = from + match.index + match[0].length;
  }
  if (header === null) return null;
  const start = text.indexOf('<<', header);
  if (start < 0 || start > at) return null;
  const end = dictionaryEnd(text, start);
  if (end === null || end < at) return null;
  return { start, end };
}

/** Just past the `>>` that closes the dictionary opened at `start`, skipping strings. */
function dictionaryEnd(text: string, start: number): number | null {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (character === '(') {
      index = literalStringEnd(text, index);
      if (index < 0) return null;
    } else if (character === '%') {
      const lineEnd = text.slice(index).search(/[\r\n]/);
      if (lineEnd < 0) return null;
      index += lineEnd;
    } else if (character === '<' && text[index + 1] === '<') {
      depth++;
      index++;
    } else if (character === '>' && text[index + 1] === '>') {
      depth--;
      index++;
      if (depth === 0) return index + 1;
    } else if (character === '<') {
      index = text.indexOf('>', index);
      if (index < 0) return null;
    }
  }
  return null;
}

/** The index of the `)` closing the literal string opened at `start` (strings nest), or -1. */
function literalStringEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (character === '\\') index++;
    else if (character === '(') depth++;
    else if (character === ')' && --depth === 0) return index;
  }
  return -1;
}

/**
 * Where the stream's data ends: by its length, direct or in an object of its own, when that
 * length lands on `endstream`; else just before the `endstream` keyword; else (a file cut
 * short) at the end of the file, for the reading to fail.
 */
function streamEnd(text: string, entries: string, start: number): number {
  const length = LENGTH.exec(entries);
  const bytes = length?.[2] === undefined ? length?.[1] : indirectLength(text, length[1] ?? '');
  if (bytes !== undefined) {
    const end = start + Number(bytes);
    if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 64))) return end;
  }
  const keyword = text.indexOf('endstream', start);
  if (keyword < 0) return text.length;
  const end = text.slice(start, keyword).endsWith('\r\n')
    ? keyword - 2
    : /[\r\n]$/.test(text.slice(start, keyword))
      ? keyword - 1
      : keyword;
  return Math.max(start, end);
}

/** The number held by object `number` (`12 0 obj 678 endobj`), the last definition winning. */
function indirectLength(text: string, number: string): string | undefined {
  const definition = new RegExp(
    String.raw`(?:^|[^0-9])${number}\s+\d+\s+obj\s*(\d+)\s*endobj(?![A-Za-z0-9])`,
    'g',
  );
  let found: string | undefined;
  for (const match of text.matchAll(definition)) found = match[1];
  return found;
}

// ---------------------------------------------------------------- inflating

/** zlib-inflates the bytes, refusing to produce more than `limit` bytes. */
async function inflate(compressed: Uint8Array, limit: number): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate');
  const writer = stream.writable.getWriter();
  // A failure to inflate surfaces on the reading side; these only settle.
  writer.write(new Uint8Array(compressed)).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RangeError('The embedded data is larger than a document’s data can be');
    }
    chunks.push(value);
  }
  return joinBytes(chunks);
}
