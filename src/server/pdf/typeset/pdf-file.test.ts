import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loanDocumentData, loanDocumentModel } from '../loan-documents.js';
import { homeLoan, sampleInput } from '../testing/sample-loans.js';
import { documentFontFiles } from './document-fonts.js';
import { SIGNATURE_BYTES, writePdfFile } from './pdf-file.js';

/** Typst's own output for a document, before pdf-file.ts writes the file. */
function typstOutput(): Buffer {
  const require = createRequire(import.meta.url);
  const { NodeCompiler } = require('@myriaddreamin/typst-ts-node-compiler');
  const typst = NodeCompiler.create({ fontArgs: [{ fontBlobs: documentFontFiles() }] });
  const input = sampleInput(homeLoan);
  const data = loanDocumentData('repayment_schedule', input, {
    displayName: 'Repayment Schedule',
    generatedAt: new Date('2026-01-15T12:00:00Z'),
  });
  const compiled = typst.compile({
    mainFileContent: readFileSync(new URL('./loan-document.typ', import.meta.url), 'utf8'),
    inputs: { document: JSON.stringify(loanDocumentModel('repayment_schedule', input, data)) },
  });
  return typst.pdf(compiled.result, { pdfStandard: 'a-3a' });
}

/**
 * Typst's file with one more stream object, written just before the cross-reference table: data
 * that holds what object syntax looks like ("endobj", "endstream", a dictionary's end).
 */
function withTrickyStream(source: Buffer, data: Buffer): { file: Buffer; number: number } {
  const text = source.toString('latin1');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const table = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!table) throw new Error('not one xref section');
  const number = Number(table[1]);
  const trailerAt = text.indexOf('trailer', xrefAt);
  const object = Buffer.concat([
    Buffer.from(`${number} 0 obj\n<< /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const entries = text.slice(xrefAt + table[0].length, trailerAt);
  const entry = `${String(xrefAt).padStart(10, '0')} 00000 n \n`;
  const trailer = text.slice(trailerAt, text.lastIndexOf('startxref'));
  return {
    number,
    file: Buffer.concat([
      source.subarray(0, xrefAt),
      object,
      Buffer.from(
        `xref\n0 ${number + 1}\n${entries}${entry}` +
          trailer.replace(/\/Size \d+/, `/Size ${number + 1}`) +
          `startxref\n${xrefAt + object.length}\n%%EOF\n`,
        'latin1',
      ),
    ]),
  };
}

const typst = typstOutput();
const signature = {
  name: 'Sample Bank',
  reason: 'Issued by Sample Bank',
  location: 'Mumbai',
  contactInfo: 'care@samplebank.example',
  signingTime: '2026-01-15T12:00:00.000Z',
};

describe('writePdfFile', () => {
  it('packs every dictionary but the streams’, a seventh of the size for a long table', () => {
    const written = writePdfFile(typst);
    const text = written.toString('latin1');
    expect(text).toContain('/Type /ObjStm');
    expect(text).toContain('/Type /XRef');
    // Page and structure dictionaries are inside the compressed streams, not in the open.
    expect(text).not.toMatch(/\/Type \/Page\b/);
    expect(text).not.toMatch(/\/S \/TD\b/);
    expect(written.length).toBeLessThan(typst.length / 4);
  });

  it('copies every stream byte for byte (fonts, contents, the embedded data)', () => {
    const written = writePdfFile(typst);
    const source = typst.toString('latin1');
    for (const match of source.matchAll(/>>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      const end = source.indexOf('\nendstream', start);
      const data = typst.subarray(start, end);
      if (source.slice(start - 200, start).includes('/Type /Metadata')) continue;
      expect(written.includes(data)).toBe(true);
    }
  });

  it('writes one signature field whose placeholder @signpdf fills', () => {
    const text = writePdfFile(typst, { signature }).toString('latin1');
    expect(text.match(/\/ByteRange \[0 \/\*{10} \/\*{10} \/\*{10}\]/g)).toHaveLength(1);
    expect(text).toContain(`/Contents <${'0'.repeat(SIGNATURE_BYTES * 2)}>`);
    expect(text).toContain('/M (D:20260115120000Z)');
    expect(text).toContain('/Name (Sample Bank)');
  });

  it('writes a signer’s name outside ASCII as UTF-16', () => {
    const text = writePdfFile(typst, { signature: { ...signature, name: 'सैंपल बैंक' } }).toString(
      'latin1',
    );
    expect(text).toContain(
      `/Name <FEFF${Buffer.from('सैंपल बैंक', 'utf16le').swap16().toString('hex').toUpperCase()}>`,
    );
  });

  it('finds each object’s end however its stream’s data reads', () => {
    const data = Buffer.from(
      'endobj\n9 0 obj\n<< >>\nstream\nendstream\n>>\nstream\n\x00\xff',
      'latin1',
    );
    const { file, number } = withTrickyStream(typst, data);
    const written = writePdfFile(file);
    const copied = written.toString('latin1');
    const at = copied.indexOf(`${number} 0 obj\n<< /Length ${data.length} >>\nstream\n`);
    expect(at).toBeGreaterThan(0);
    const start = copied.indexOf('stream\n', at) + 'stream\n'.length;
    expect(written.subarray(start, start + data.length)).toEqual(data);
    expect(copied.slice(start + data.length, start + data.length + 17)).toBe('\nendstream\nendobj');
    // Every other object is still read: the file is as long as without it, plus the new one.
    expect(written.length).toBeGreaterThan(writePdfFile(typst).length + data.length);
  });

  it('refuses a file that was already updated, rather than lose the update', () => {
    const updated = Buffer.concat([
      typst,
      Buffer.from(
        'xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Prev 9 >>\nstartxref\n',
        'latin1',
      ),
      Buffer.from(`${typst.length}\n%%EOF\n`, 'latin1'),
    ]);
    expect(() => writePdfFile(updated)).toThrow(/updated file/);
  });
});
