import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSkip } from '../../../tests/support/skips.js';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { documentDataJson, loanDocumentData, renderLoanDocument } from '../pdf/loan-documents.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { closedHomeLoan, homeLoan, sampleInput } from '../pdf/testing/sample-loans.js';
import { checkSignatures } from '../pdf/testing/signature-check.js';
import { structureProblems } from '../pdf/testing/structure-check.js';
import { SandboxDocumentSigning } from '../sandbox/sandbox-signing.js';
import { signatureFieldFor, signPdf } from './document-signing.js';

/**
 * Every document a lender issues through us leaves signed and as valid PDF syntax: qpdf finds
 * nothing to warn about, and poppler's pdfsig finds the whole file signed and the signature valid.
 */

const run = promisify(execFile);
let folder = '';

async function tool(
  name: string,
  args: string[],
  pdf: Buffer,
): Promise<{ out: string; ok: boolean }> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  try {
    const { stdout, stderr } = await run(name, [...args, file], { maxBuffer: 64 << 20 });
    return { out: stdout + stderr, ok: true };
  } catch (failure) {
    const { stdout = '', stderr = '' } = failure as { stdout?: string; stderr?: string };
    return { out: stdout + stderr, ok: false };
  }
}

async function installed(name: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${name}`]).then(
    () => true,
    () => false,
  );
}

const lender = {
  id: 'sample-bank',
  name: 'Sample Bank',
  shortName: 'SB',
  brandColor: '#0b5394',
  city: 'Mumbai',
  grievance: { email: 'care@samplebank.example', phone: '1800 000 0000' },
};

const tools = { qpdf: false, pdfsig: false };
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'signed-pdf-'));
  tools.qpdf = await installed('qpdf');
  tools.pdfsig = await installed('pdfsig');
  if (!tools.qpdf) reportSkip('the qpdf --check of every signed document', 'needs qpdf');
  if (!tools.pdfsig) reportSkip('the pdfsig check of every signed document', 'needs pdfsig');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('signed documents', () => {
  it.each(DOCUMENT_TYPES)('%s is valid PDF syntax and validly signed', async (type) => {
    const loan = type === 'no_dues_certificate' ? closedHomeLoan : homeLoan;
    const input = sampleInput(loan);
    const data = loanDocumentData(type, input, {
      displayName: type,
      generatedAt: new Date('2026-01-15T12:00:00Z'),
    });
    const identity = await new SandboxDocumentSigning(() => new Date()).identityFor(lender);
    const signingTime = new Date();
    const pdf = await renderLoanDocument(
      type,
      input,
      data,
      signatureFieldFor(identity, signingTime),
    );
    const signed = await signPdf(pdf, identity, signingTime);

    // Always, in JavaScript: the whole file but the signature is signed, and the signature holds.
    expect(await checkSignatures(signed)).toEqual([
      {
        coversWholeFile: true,
        valid: true,
        subFilter: 'ETSI.CAdES.detached',
        signerCommonName: 'Sample Bank SANDBOX document signing',
      },
    ]);
    const tampered = Buffer.from(signed);
    const inContent = signed.indexOf('stream') + 20;
    tampered[inContent] = (tampered[inContent] ?? 0) ^ 0x01;
    expect((await checkSignatures(tampered))[0]?.valid).toBe(false);
    expect(structureProblems(pdf)).toEqual([]);
    expect(structureProblems(signed)).toEqual([]);

    if (tools.qpdf) {
      const check = await tool('qpdf', ['--check'], signed);
      expect(check.out).not.toMatch(/WARNING/);
      expect(check.ok).toBe(true);
    }
    if (tools.pdfsig) {
      const report = await tool('pdfsig', [], signed);
      expect(report.out).toContain('Total document signed');
      expect(report.out).toContain('Signature Validation: Signature is Valid.');
    }

    // Archival and accessible, still so once signed: PDF/A-3a and PDF/UA-1 declared in the
    // XMP metadata, the title shown, the language set, and the structure tagged.
    const text = signed.toString('latin1');
    expect(text).toContain(
      '<pdfaid:part>3</pdfaid:part><pdfaid:conformance>A</pdfaid:conformance>',
    );
    expect(text).toContain('<pdfuaid:part>1</pdfuaid:part>');
    // The title in Devanagari reads back in logical order (poppler may put a space in a word).
    const words = (await extractPdfText(signed)).text.replace(/\s+/g, '');
    expect(words).toContain(HINDI_TITLES[type].replace(/\s+/g, ''));

    if (tools.qpdf) {
      const attached = await tool('qpdf', ['--show-attachment=document-data.json'], signed);
      expect(attached.out).toBe(documentDataJson(data));
      // The tag tree: the title a level-1 heading, paragraphs, and tables with header cells.
      const objects = (await tool('qpdf', ['--json=2', '--json-key=qpdf'], signed)).out;
      const roles = new Set([...objects.matchAll(/"\/S": "\/(\w+)"/g)].map((match) => match[1]));
      for (const role of ['Document', 'H1', 'P']) expect(roles.has(role)).toBe(true);
      expect(objects).toContain('"/DisplayDocTitle": true');
      expect(objects).toContain('"/Lang": "u:en"');
      expect(objects).toMatch(/"\/Marked": true/);
      expect(objects).toContain('"/AFRelationship": "/Data"');
      // Packed: every dictionary but the streams' and the signature's in object streams.
      expect(objects).toContain('"/Type": "/ObjStm"');
      if (WITH_DATA_TABLE.has(type)) {
        for (const role of ['Table', 'TR', 'TH', 'TD']) expect(roles.has(role)).toBe(true);
      }
    }
  });
});

const HINDI_TITLES: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  statement_of_account: 'खाते का विवरण',
  repayment_schedule: 'चुकौती अनुसूची',
  sanction_letter: 'ऋण स्वीकृति पत्र',
  foreclosure_letter: 'ऋण पुरोबंध पत्र',
  interest_certificate: 'ब्याज प्रमाणपत्र',
  no_dues_certificate: 'अदेयता प्रमाणपत्र',
  documents_held: 'धारित दस्तावेज़ सूची',
};

/**
 * The documents with a data table for this loan (the others set out terms as label and value;
 * the sample loan has no documents held, so its list has no table).
 */
const WITH_DATA_TABLE = new Set<string>([
  'statement_of_account',
  'repayment_schedule',
  'interest_certificate',
]);
