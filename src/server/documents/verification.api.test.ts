import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, borrowerAddress } from '../../../tests/support/borrower.js';
import { borrowerWithDocuments, urlOf } from '../../../tests/support/documents-journey.js';
import { reportSkip } from '../../../tests/support/skips.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { checkSignatures } from '../pdf/testing/signature-check.js';
import { fileSha256 } from './document-signing.js';

/**
 * Documents anyone can check: signed (PAdES), with a code and QR code leading to a public page
 * that says what the document is and whether it stands, and the hash of the file as issued.
 */

const run = promisify(execFile);
const folders: string[] = [];
let hasPdfsig = false;

beforeAll(async () => {
  hasPdfsig = await run('pdfsig', ['-v']).then(
    () => true,
    () => false,
  );
  if (!hasPdfsig) reportSkip("poppler's pdfsig check of a signed document", 'needs pdfsig');
});

/** What poppler's pdfsig says of a file. */
async function pdfsig(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdfsig-'));
  folders.push(folder);
  const file = path.join(folder, 'document.pdf');
  await writeFile(file, pdf);
  try {
    const { stdout } = await run('pdfsig', [file]);
    return stdout;
  } catch (failure) {
    return String((failure as { stdout?: string }).stdout ?? failure);
  }
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

forEachApp((getApp) => {
  describe('signed, verifiable documents', { timeout: 60_000 }, () => {
    it('are signed by the lender adapter: pdfsig finds the whole file signed and valid; a flipped byte breaks it', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app, ['sanction_letter']);
      const document = borrower.documents[0]!;
      const file = (await app.inject({ method: 'GET', url: urlOf(document, 'download_url') }))
        .rawPayload;

      expect(await checkSignatures(file)).toEqual([
        {
          coversWholeFile: true,
          valid: true,
          subFilter: 'ETSI.CAdES.detached',
          signerCommonName: `${document.bankName} SANDBOX document signing`,
        },
      ]);
      // One byte of the signed content changed: the signature no longer holds.
      const text = file.toString('latin1');
      const inContent = text.indexOf('stream') + 20;
      const tampered = Buffer.from(file);
      tampered[inContent] = (tampered[inContent] ?? 0) ^ 0x01;
      expect((await checkSignatures(tampered))[0]?.valid).toBe(false);

      if (hasPdfsig) {
        const report = await pdfsig(file);
        expect(report).toContain('Signature Type: ETSI.CAdES.detached');
        expect(report).toContain('Total document signed');
        expect(report).toContain('Signature Validation: Signature is Valid.');
        expect(report).toContain(
          `Signer Certificate Common Name: ${document.bankName} SANDBOX document signing`,
        );
        const broken = await pdfsig(tampered);
        expect(broken).not.toContain('Signature is Valid.');
        expect(broken).toMatch(/Digest Mismatch|Signature is Invalid/);
      }
    });

    it('print a code and a link that the public page answers for, with the hash of the very file', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app, ['statement_of_account']);
      const document = borrower.documents[0]!;
      const file = (await app.inject({ method: 'GET', url: urlOf(document, 'download_url') }))
        .rawPayload;
      const { text } = await extractPdfText(file);
      const code = /Verification code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
      expect(code).toBeDefined();
      expect(text).toContain(
        `Check this document is genuine at ${app.config.publicOrigin}/verify/${code}`,
      );

      const verify = (typed: string) =>
        app.inject({
          method: 'GET',
          url: `/api/verify/${encodeURIComponent(typed)}`,
          remoteAddress: borrowerAddress(),
        });
      const answer = await verify(code!);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        valid: true,
        status: 'valid',
        lender_name: document.bankName,
        document_type: 'statement_of_account',
        issued_at: document.generatedAt,
        sha256: fileSha256(file),
      });
      // Nothing about whose it is.
      for (const secret of [borrower.panNumber, borrower.mobile, document.fileName]) {
        expect(answer.body).not.toContain(secret);
      }
      // As people type it: lower case, without dashes.
      expect((await verify(code!.replaceAll('-', '').toLowerCase())).json().valid).toBe(true);
      const unknown = await verify('0000-0000-0000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'We could not find a document with this code. Check the code printed on the document and try again.',
      );
      expect((await verify('not a code')).statusCode).toBe(404);

      // Deleted by its owner: the page says so, and still knows what it was.
      await app.inject({
        method: 'DELETE',
        url: '/api/my-data',
        headers: bearer(borrower.accessToken),
        remoteAddress: borrowerAddress(),
      });
      expect((await verify(code!)).json()).toMatchObject({
        valid: false,
        status: 'deleted',
        lender_name: document.bankName,
        sha256: fileSha256(file),
      });
    });

    it('say expired once the 30 days are over', async () => {
      const { app, clock } = getApp();
      const borrower = await borrowerWithDocuments(app, ['repayment_schedule']);
      const file = (
        await app.inject({ method: 'GET', url: urlOf(borrower.documents[0]!, 'download_url') })
      ).rawPayload;
      const code = /Verification code: (\S+)/.exec((await extractPdfText(file)).text)?.[1] ?? '';
      clock.advance(30 * 24 * 60 * 60_000 + 1000);
      expect(
        (await app.inject({ method: 'GET', url: `/api/verify/${code}` })).json(),
      ).toMatchObject({ valid: false, status: 'expired' });
    });
  });
});
