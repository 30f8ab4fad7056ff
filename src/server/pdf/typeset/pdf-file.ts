import { deflateSync } from 'node:zlib';
import { withPdfUaPart, withTitleShown } from './pdf-ua-identification.js';

/**
 * Writes the file a borrower downloads from Typst's PDF: the same objects, with
 * - the PDF/UA-1 declaration added (pdf-ua-identification.ts), and, for a document a lender
 *   signs, an empty signature field whose placeholder the signer fills (document-signing.ts);
 * - every object that is not a stream packed into compressed object streams, with a compressed
 *   cross-reference stream. The tag tree — a dictionary for every paragraph and table cell — is
 *   most of an untagged file's size again; packed, a 240-month schedule is a seventh of it.
 * Streams (page contents, fonts, the XMP metadata, the embedded data) are copied byte for byte.
 */

/** The signature field a document carries for its issuer to sign (PAdES, CAdES detached). */
export interface SignatureField {
  /** The signer, as the signature dictionary names them. */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  /** ISO date-time of signing (the dictionary's /M). */
  signingTime: string;
}

/** Room for the CMS signature, in bytes (written as hex, twice as many characters). */
export const SIGNATURE_BYTES = 4800;

/** What @signpdf looks for and fills in: `/ByteRange [0 /********** /********** /**********]`. */
const BYTE_RANGE_PLACEHOLDER = '/ByteRange [0 /********** /********** /**********]';

/** Objects a compressed object stream holds; a reader inflates one stream to reach one object. */
const OBJECTS_PER_STREAM = 200;

interface SourceObject {
  number: number;
  /** The text between `N 0 obj` and `endobj`, trimmed. */
  body: string;
  isStream: boolean;
}

function fail(what: string): never {
  throw new Error(`PDF file: ${what}`);
}

/** The objects of a PDF with one classic cross-reference table, as Typst writes it. */
function readObjects(pdf: Buffer): { objects: Map<number, SourceObject>; trailer: string } {
  const text = pdf.toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text) ?? fail('no startxref');
  const xrefAt = Number(startxref[1]);
  if (!text.startsWith('xref', xrefAt)) fail('not a cross-reference table');
  const trailerAt = text.indexOf('trailer', xrefAt);
  const trailer = text.slice(trailerAt, startxref.index);
  if (/\/Prev\s/.test(trailer)) fail('an updated file');
  const table = text
    .slice(xrefAt + 4, trailerAt)
    .trim()
    .split(/\r?\n/);
  const located: Array<{ number: number; offset: number }> = [];
  let line = 0;
  while (line < table.length) {
    const [first, count] = (table[line++] ?? '').trim().split(/\s+/).map(Number) as [
      number,
      number,
    ];
    for (let index = 0; index < count; index++) {
      const entry = (table[line++] ?? '').trim().split(/\s+/);
      if (entry[2] === 'n') located.push({ number: first + index, offset: Number(entry[0]) });
    }
  }
  // Each object ends where the next one (or the table) begins: looking no further keeps reading
  // linear in the file's size (a 240-month schedule has thousands of tag objects).
  located.sort((a, b) => a.offset - b.offset);
  const read: SourceObject[] = [];
  located.forEach(({ number, offset }, position) => {
    const header = `${number} 0 obj`;
    if (!text.startsWith(header, offset)) fail(`object ${number} is not where the table says`);
    const extent = text.slice(offset + header.length, located[position + 1]?.offset ?? xrefAt);
    const end = extent.lastIndexOf('endobj');
    if (end < 0) fail(`object ${number} has no end`);
    const body = extent.slice(0, end).trim();
    // A stream's data may hold any bytes; its dictionary must give the data's length itself.
    const dictionaryEnd = body.indexOf('>>\nstream\n');
    const isStream = dictionaryEnd >= 0;
    if (isStream && !body.endsWith('endstream')) fail(`object ${number}'s stream has no end`);
    if (isStream && !/\/Length \d+\s*(?:\/|>>)/.test(body.slice(0, dictionaryEnd + 2))) {
      fail(`object ${number}'s stream has no direct length`);
    }
    read.push({ number, body, isStream });
  });
  // Written out in the table's order, as before.
  read.sort((a, b) => a.number - b.number);
  return { objects: new Map(read.map((object) => [object.number, object])), trailer };
}

function reference(pattern: RegExp, text: string, what: string): number {
  return Number((pattern.exec(text) ?? fail(`no ${what}`))[1]);
}

/** A PDF text string: literal when plain ASCII, else UTF-16BE with its byte order mark. */
function pdfString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, '\\$&')})`;
  return `<FEFF${Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** 2026-01-15T12:00:00.000Z → (D:20260115120000Z) */
function pdfDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) fail(`not a date: ${iso}`);
  return `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;
}

/** Adds `entry` to a dictionary's text, before its closing `>>`. */
function withEntry(dictionary: string, entry: string): string {
  const end = dictionary.lastIndexOf('>>');
  if (end < 0) fail('not a dictionary');
  return `${dictionary.slice(0, end)}  ${entry}\n${dictionary.slice(end)}`;
}

function withAnnotation(page: string, annotation: number): string {
  if (/\/Annots\s*\[/.test(page))
    return page.replace(/\/Annots\s*\[/, `/Annots [${annotation} 0 R `);
  if (/\/Annots\s+\d+\s+0\s+R/.test(page)) fail('the page lists its annotations elsewhere');
  return withEntry(page, `/Annots [${annotation} 0 R]`);
}

/** The finished file: declared PDF/UA-1, with a signature field if asked, objects packed. */
export function writePdfFile(typst: Buffer, options: { signature?: SignatureField } = {}): Buffer {
  const { objects, trailer } = readObjects(typst);
  const root = reference(/\/Root (\d+) 0 R/, trailer, 'catalog');
  const info = /\/Info (\d+) 0 R/.exec(trailer)?.[1];
  const id = /\/ID\s*\[[^\]]*\]/.exec(trailer)?.[0] ?? fail('no file identifier');
  let next = Math.max(...objects.keys()) + 1;

  const catalog = objects.get(root) ?? fail('no catalog');
  const metadata = objects.get(reference(/\/Metadata (\d+) 0 R/, catalog.body, 'metadata'));
  if (!metadata?.isStream) fail('no metadata stream');
  let catalogBody = withTitleShown(catalog.body);

  // The XMP packet is stored unfiltered (PDF/A), so it can be rewritten as text.
  const packet = /stream\r?\n([\s\S]*)\r?\nendstream$/.exec(metadata.body) ?? fail('no XMP packet');
  const xmp = Buffer.from(withPdfUaPart(packet[1] as string), 'latin1');
  metadata.body = `<<\n  /Type /Metadata\n  /Subtype /XML\n  /Length ${xmp.length}\n>>\nstream\n${xmp.toString('latin1')}\nendstream`;

  let signatureObject: SourceObject | undefined;
  if (options.signature) {
    const signature = options.signature;
    const pages =
      objects.get(reference(/\/Pages (\d+) 0 R/, catalog.body, 'page tree')) ??
      fail('no page tree');
    const firstPage =
      objects.get(reference(/\/Kids\s*\[\s*(\d+) 0 R/, pages.body, 'first page')) ??
      fail('no first page');
    const signatureNumber = next++;
    const widgetNumber = next++;
    signatureObject = {
      number: signatureNumber,
      isStream: false,
      body:
        `<<\n  /Type /Sig\n  /Filter /Adobe.PPKLite\n  /SubFilter /ETSI.CAdES.detached\n` +
        `  ${BYTE_RANGE_PLACEHOLDER}\n  /Contents <${'0'.repeat(SIGNATURE_BYTES * 2)}>\n` +
        `  /Reason ${pdfString(signature.reason)}\n  /M ${pdfDate(signature.signingTime)}\n` +
        `  /ContactInfo ${pdfString(signature.contactInfo)}\n  /Name ${pdfString(signature.name)}\n` +
        `  /Location ${pdfString(signature.location)}\n` +
        '  /Prop_Build << /App << /Name /LoanDocuments >> >>\n>>',
    };
    // An invisible field (zero size), printed flag set as PDF/A asks of every annotation.
    objects.set(widgetNumber, {
      number: widgetNumber,
      isStream: false,
      body:
        `<<\n  /Type /Annot\n  /Subtype /Widget\n  /FT /Sig\n  /Rect [0 0 0 0]\n` +
        `  /V ${signatureNumber} 0 R\n  /T (Signature1)\n  /F 132\n  /P ${firstPage.number} 0 R\n>>`,
    });
    firstPage.body = withAnnotation(firstPage.body, widgetNumber);
    if (/\/AcroForm/.test(catalogBody)) fail('the document already has a form');
    catalogBody = withEntry(
      catalogBody,
      `/AcroForm << /Fields [${widgetNumber} 0 R] /SigFlags 3 >>`,
    );
  }
  catalog.body = catalogBody;

  // Header, then streams and the signature dictionary as they are, then the packed objects.
  // `%PDF-1.7` and the binary comment line.
  const header = typst.subarray(0, typst.indexOf('\n', typst.indexOf('\n') + 1) + 1);
  const parts: Buffer[] = [header];
  let offset = header.length;
  const write = (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    offset += bytes.length;
  };
  /** Cross-reference entries by object number: [type, field 2, field 3]. */
  const entries = new Map<number, [number, number, number]>();
  const packed: SourceObject[] = [];
  for (const object of [...objects.values(), ...(signatureObject ? [signatureObject] : [])]) {
    if (object.isStream || object === signatureObject) {
      entries.set(object.number, [1, offset, 0]);
      write(`${object.number} 0 obj\n${object.body}\nendobj\n`);
    } else {
      packed.push(object);
    }
  }
  for (let start = 0; start < packed.length; start += OBJECTS_PER_STREAM) {
    const group = packed.slice(start, start + OBJECTS_PER_STREAM);
    const streamNumber = next++;
    let index = '';
    let data = '';
    group.forEach((object, position) => {
      index += `${object.number} ${data.length} `;
      data += `${object.body}\n`;
      entries.set(object.number, [2, streamNumber, position]);
    });
    const content = deflateSync(Buffer.from(index + data, 'latin1'));
    entries.set(streamNumber, [1, offset, 0]);
    write(
      `${streamNumber} 0 obj\n<< /Type /ObjStm /N ${group.length} /First ${index.length} ` +
        `/Filter /FlateDecode /Length ${content.length} >>\nstream\n`,
    );
    write(content);
    write('\nendstream\nendobj\n');
  }

  const xrefNumber = next++;
  entries.set(xrefNumber, [1, offset, 0]);
  const size = next;
  const rows = Buffer.alloc(size * 7);
  rows.writeUInt8(0, 0);
  rows.writeUInt32BE(0, 1);
  rows.writeUInt16BE(0xffff, 5);
  for (const [number, [type, second, third]] of entries) {
    rows.writeUInt8(type, number * 7);
    rows.writeUInt32BE(second, number * 7 + 1);
    rows.writeUInt16BE(third, number * 7 + 5);
  }
  const xref = deflateSync(rows);
  const xrefAt = offset;
  write(
    `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root ${root} 0 R ` +
      (info ? `/Info ${info} 0 R ` : '') +
      `${id} /Filter /FlateDecode /Length ${xref.length} >>\nstream\n`,
  );
  write(xref);
  write(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}
