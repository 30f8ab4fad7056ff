import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSkip } from '../../../tests/support/skips.js';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { renderLoanDocument } from '../pdf/loan-documents.js';
import { closedHomeLoan, homeLoan, sampleInput } from '../pdf/testing/sample-loans.js';
import { checkSignatures } from '../pdf/testing/signature-check.js';
import { structureProblems } from '../pdf/testing/structure-check.js';
import { SandboxDocumentSigning } from '../sandbox/sandbox-signing.js';
import { signPdf } from './document-signing.js';

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
    const { stdout, stderr } = await run(name, [...args, file]);
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
    const pdf = await renderLoanDocument(type, sampleInput(loan));
    const identity = await new SandboxDocumentSigning(() => new Date()).identityFor(lender);
    const signed = await signPdf(pdf, identity, new Date());

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
  });
});
