import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedDocumentData,
  readEmbeddedDocumentData,
} from '../../shared/embedded-document-data.js';
import { documentDataJson, loanDocumentData, renderLoanDocument } from '../pdf/loan-documents.js';
import { homeLoan, sampleInput } from '../pdf/testing/sample-loans.js';
import { SandboxDocumentSigning } from '../sandbox/sandbox-signing.js';
import { signatureFieldFor, signPdf } from './document-signing.js';

/**
 * The data a signed loan document carries inside it reads back, from the PDF's bytes alone, as
 * exactly the JSON data_url serves; a document made without it says so; a damaged one says it
 * cannot be read. (The verify page reads a picked file with this, in the browser.)
 */

const lender = {
  id: 'sample-bank',
  name: 'Sample Bank',
  shortName: 'SB',
  brandColor: '#0b5394',
  city: 'Mumbai',
  grievance: { email: 'care@samplebank.example', phone: '1800 000 0000' },
};

const input = sampleInput(homeLoan);
const data = loanDocumentData('sanction_letter', input, {
  displayName: 'Sanction Letter',
  generatedAt: new Date('2026-11-22T06:30:00Z'),
});
let signed: Uint8Array;
let withoutData: Uint8Array;

beforeAll(async () => {
  const identity = await new SandboxDocumentSigning(() => new Date()).identityFor(lender);
  const signingTime = new Date();
  const field = signatureFieldFor(identity, signingTime);
  const pdf = await renderLoanDocument('sanction_letter', input, data, field);
  signed = new Uint8Array(await signPdf(pdf, identity, signingTime));
  withoutData = new Uint8Array(
    await signPdf(
      await renderLoanDocument('sanction_letter', input, undefined, field),
      identity,
      signingTime,
    ),
  );
});

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const bytesOf = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** Where the embedded file's stream data starts and how long it is, found by hand. */
function embeddedStream(pdf: Uint8Array): { start: number; length: number } {
  const text = latin1(pdf);
  const type = text.indexOf('/Type /EmbeddedFile\n');
  const dictionary = text.lastIndexOf('<<', type);
  const length = Number(/\/Length (\d+)/.exec(text.slice(dictionary, type))?.[1]);
  const start = text.indexOf('stream\n', type) + 'stream\n'.length;
  return { start, length };
}

/** A minimal PDF holding one embedded JSON file, its dictionary written as given. */
function pdfWith(dictionary: string, data: Uint8Array, after = ''): Uint8Array {
  const head = `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n7 0 obj\n${dictionary}\nstream\n`;
  const tail = `\nendstream\nendobj\n${after}trailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return new Uint8Array([...bytesOf(head), ...data, ...bytesOf(tail)]);
}

const JSON_FILE = '/Type /EmbeddedFile /Subtype /application#2Fjson';
const deflated = (text: string) => new Uint8Array(deflateSync(new TextEncoder().encode(text)));

describe('reading the data embedded in a loan document', () => {
  it('reads a signed document’s data: exactly what data_url serves, valid against schema v1', async () => {
    const read = await readEmbeddedDocumentData(signed);
    expect(read).toEqual({ outcome: 'data', data, json: documentDataJson(data) });
  });

  it('says there is no data inside a document made without it', async () => {
    expect(await readEmbeddedDocumentData(withoutData)).toEqual({ outcome: 'none' });
    expect(await readEmbeddedDocumentData(new Uint8Array())).toEqual({ outcome: 'none' });
    expect(await readEmbeddedDocumentData(bytesOf('a letter, not a PDF'))).toEqual({
      outcome: 'none',
    });
  });

  it('says a damaged one cannot be read, byte flipped or cut short', async () => {
    const { start, length } = embeddedStream(signed);
    const flipped = new Uint8Array(signed);
    const inData = start + Math.floor(length / 2);
    flipped[inData] = (flipped[inData] ?? 0) ^ 0x55;
    expect(await readEmbeddedDocumentData(flipped)).toEqual({
      outcome: 'unreadable',
      reason: 'stream',
    });
    expect(await readEmbeddedDocumentData(signed.subarray(0, inData))).toEqual({
      outcome: 'unreadable',
      reason: 'stream',
    });
  });

  it('says JSON that is not a document’s data, or no JSON, cannot be read', async () => {
    const dictionary = (bytes: Uint8Array) =>
      `<< /Length ${bytes.length} ${JSON_FILE} /Filter /FlateDecode >>`;
    const notJson = deflated('{"schemaVersion": 1,');
    expect(await readEmbeddedDocumentData(pdfWith(dictionary(notJson), notJson))).toEqual({
      outcome: 'unreadable',
      reason: 'json',
    });
    const otherJson = deflated(JSON.stringify({ ...data, schemaVersion: 2 }));
    expect(await readEmbeddedDocumentData(pdfWith(dictionary(otherJson), otherJson))).toEqual({
      outcome: 'unreadable',
      reason: 'schema',
    });
  });

  it('finds the stream however its dictionary is written: length by reference, no filter, any order', async () => {
    const json = documentDataJson(data);
    const expected: EmbeddedDocumentData = { outcome: 'data', data, json };
    const packed = deflated(json);

    // The length in an object of its own, written after the stream.
    const byReference = pdfWith(
      `<</Filter/FlateDecode/Subtype/application#2Fjson/Length 9 0 R/Type/EmbeddedFile/Params<</Size ${json.length}>>>>`,
      packed,
      `9 0 obj\n${packed.length}\nendobj\n`,
    );
    expect(await readEmbeddedDocumentData(byReference)).toEqual(expected);

    // A reference to a length that is nowhere to be read (it sits in an object stream): the
    // data ends at endstream.
    expect(
      await readEmbeddedDocumentData(
        pdfWith(`<< ${JSON_FILE} /Filter [/FlateDecode] /Length 12 0 R >>`, packed),
      ),
    ).toEqual(expected);

    // Stored without compression.
    const plain = new TextEncoder().encode(json);
    expect(
      await readEmbeddedDocumentData(pdfWith(`<< ${JSON_FILE} /Length ${plain.length} >>`, plain)),
    ).toEqual(expected);

    // Another embedded file (not JSON) is not taken for the data.
    expect(
      await readEmbeddedDocumentData(
        pdfWith('<< /Type /EmbeddedFile /Subtype /text#2Fplain /Length 5 >>', bytesOf('hello')),
      ),
    ).toEqual({ outcome: 'none' });
  });
});
