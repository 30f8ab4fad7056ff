import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectedFileName } from '../../../tests/support/batch-journey.js';
import { bearer, borrowerAddress, freshPan } from '../../../tests/support/borrower.js';
import {
  borrowerWithDocuments,
  listDocuments,
  urlOf,
} from '../../../tests/support/documents-journey.js';
import { unknownDocumentId } from '../../../tests/support/ids.js';
import { expectNoSecretsInLogs } from '../../../tests/support/logs.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import {
  DOCUMENT_URL_TTL_SECONDS,
  type DocumentsResponse,
  type LoanDocument,
} from '../../shared/api/documents.js';
import type { SandboxOutboxResponse } from '../../shared/api/sandbox.js';
import { DOCUMENT_RETENTION_MS, type DocumentType } from '../../shared/documents.js';
import { formatFileSize, maskPan } from '../../shared/format.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { contentDisposition } from './document-views.js';
import { signedFileUrl } from './signed-urls.js';

/**
 * The documents API on real documents made by the batch API: the list, signed download and
 * view URLs, HEAD, and one borrower never reaching another's documents.
 */

const FILE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'cache-control',
  'x-content-type-options',
] as const;

const LINK_EXPIRED = {
  success: false,
  error: 'LINK_EXPIRED',
  message: 'This download link has expired. Go back to the Document Center and try again.',
};
const FILE_NOT_AVAILABLE = {
  success: false,
  error: 'NOT_FOUND',
  message: 'File is not available for download.',
};

function fileHeaders(response: LightMyRequestResponse) {
  return Object.fromEntries(FILE_HEADERS.map((name) => [name, response.headers[name]]));
}

/** The same URL with one query parameter replaced. */
function withQuery(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

forEachApp(
  (getApp) => {
    const secrets = new Set<string>();
    const mobiles = new Set<string>();
    async function borrower(types?: readonly DocumentType[]) {
      const made = await borrowerWithDocuments(getApp().app, types);
      secrets.add(made.panNumber);
      secrets.add(made.accessToken);
      mobiles.add(made.mobile);
      return made;
    }
    const get = (url: string, headers: Record<string, string> = {}) =>
      getApp().app.inject({ method: 'GET', url, headers, remoteAddress: borrowerAddress() });
    const head = (url: string) =>
      getApp().app.inject({ method: 'HEAD', url, remoteAddress: borrowerAddress() });
    const documentOf = async (accessToken: string, documentId: string) =>
      (await listDocuments(getApp().app, accessToken)).find(
        (document) => document.documentId === documentId,
      );

    describe('the list', () => {
      it("shows the borrower's documents with real sizes, ISO dates and signed URLs", async () => {
        const { app } = getApp();
        const types = ['statement_of_account', 'repayment_schedule'] as const;
        const owner = await borrower(types);
        const response = await get('/api/documents', bearer(owner.accessToken));
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const { documents } = response.json<DocumentsResponse>();
        expect(documents).toHaveLength(owner.loans.length * types.length);

        const rows = await app.database.db
          .selectFrom('documents')
          .selectAll()
          .where('request_id', '=', owner.batchId)
          .execute();
        for (const document of documents) {
          const row = rows.find((candidate) => candidate.id === document.documentId)!;
          const pdf = await app.documentVault.load(row.blob_key!);
          const loan = owner.loans.find((candidate) => candidate.loanId === document.loanId)!;
          expect(document).toMatchObject({
            bankName: loan.bankName,
            status: 'ready',
            fileSizeBytes: pdf!.length,
            fileSize: formatFileSize(pdf!.length),
            generatedAt: row.generated_at!.toISOString(),
            expiresAt: new Date(row.generated_at!.getTime() + DOCUMENT_RETENTION_MS).toISOString(),
            downloadCount: 0,
            canDownload: true,
            requestId: owner.batchId,
          });
          expect(document.fileName).toBe(expectedFileName(owner.loans, loan, document.displayName));
          expect(urlOf(document, 'download_url')).toMatch(
            new RegExp(`^/api/documents/download/${document.documentId}\\?expires=\\d+&signature=`),
          );
          expect(urlOf(document, 'view_url')).toMatch(/&purpose=view$/);
        }
        // Per loan, the statement before the schedule (the usual order).
        expect(documents.map((document) => document.documentType).slice(0, 2)).toEqual(types);
      });

      it('lists a newer request first', async () => {
        const { app, clock } = getApp();
        const owner = await borrower(['statement_of_account']);
        clock.advance(60_000);
        const { batchId } = await borrowerWithDocuments(app, ['sanction_letter'], {
          panNumber: owner.panNumber,
        });
        const requests = (await listDocuments(app, owner.accessToken)).map((d) => d.requestId);
        expect(requests[0]).toBe(batchId);
        expect(requests.at(-1)).toBe(owner.batchId);
      });

      it('answers /api/documents/{panNumber} only for the PAN of the token', async () => {
        const owner = await borrower();
        const headers = bearer(owner.accessToken);
        const own = await get(`/api/documents/${owner.panNumber.toLowerCase()}`, headers);
        expect(own.statusCode).toBe(200);
        expect(own.json<DocumentsResponse>().documents.map((d) => d.documentId)).toEqual(
          owner.documents.map((d) => d.documentId),
        );

        const other = await borrower();
        const someoneElses = await get(`/api/documents/${other.panNumber}`, headers);
        const nobodys = await get(`/api/documents/${freshPan()}`, headers);
        expect(someoneElses.statusCode).toBe(404);
        expect(someoneElses.body).toBe(nobodys.body);
        expect(someoneElses.json().message).toBe('No documents were found for this PAN.');
        expect((await get(`/api/documents/${owner.panNumber}`)).statusCode).toBe(401);
        expect((await get('/api/documents')).statusCode).toBe(401);
      });
    });

    describe('a signed download', () => {
      it('streams the real PDF as an attachment and counts it', async () => {
        const owner = await borrower();
        const document = owner.documents[0]!;
        const response = await get(urlOf(document, 'download_url'));
        expect(response.statusCode).toBe(200);
        expect(fileHeaders(response)).toEqual({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('attachment', document.fileName),
          'content-length': String(document.fileSizeBytes),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await extractPdfText(response.rawPayload);
        expect(pdf.text).toContain(maskPan(owner.panNumber));
        expect(pdf.text).not.toContain(owner.panNumber);
        expect(pdf.text).toContain(document.bankName);
        expect((await documentOf(owner.accessToken, document.documentId))?.downloadCount).toBe(1);

        // Two more at once: both counted.
        await Promise.all([
          get(urlOf(document, 'download_url')),
          get(urlOf(document, 'download_url')),
        ]);
        expect((await documentOf(owner.accessToken, document.documentId))?.downloadCount).toBe(3);
      });

      it('opens inline for viewing without counting a download', async () => {
        const owner = await borrower();
        const document = owner.documents[0]!;
        const response = await get(urlOf(document, 'view_url'));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          contentDisposition('inline', document.fileName),
        );
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect((await documentOf(owner.accessToken, document.documentId))?.downloadCount).toBe(0);
      });

      it('answers HEAD exactly as GET, without a body and without counting', async () => {
        const { app } = getApp();
        const owner = await borrower(['statement_of_account', 'sanction_letter']);
        const [first, second] = owner.documents as [LoanDocument, LoanDocument];
        const download = urlOf(first, 'download_url');
        const variants = {
          valid: download,
          view: urlOf(first, 'view_url'),
          tampered: withQuery(download, 'signature', 'A'.repeat(43)),
          otherDocument: download.replace(first.documentId, second.documentId),
          unknown: signedFileUrl(
            app.secrets.hmacKey,
            unknownDocumentId(),
            'download',
            app.clock.now(),
          ).url,
        };
        const statuses: Record<string, number> = {};
        for (const [name, url] of Object.entries(variants)) {
          const [headed, got] = [await head(url), await get(url)];
          expect(headed.statusCode, name).toBe(got.statusCode);
          expect(headed.body, name).toBe('');
          if (got.statusCode === 200) expect(fileHeaders(headed), name).toEqual(fileHeaders(got));
          statuses[name] = got.statusCode;
        }
        expect(statuses).toEqual({
          valid: 200,
          view: 200,
          tampered: 403,
          otherDocument: 403,
          unknown: 404,
        });
        // One GET of the download URL above; the HEADs did not count.
        expect((await documentOf(owner.accessToken, first.documentId))?.downloadCount).toBe(1);
      });

      it('refuses a tampered, incomplete or borrowed signature with 403', async () => {
        const owner = await borrower(['statement_of_account', 'repayment_schedule']);
        const [first, second] = owner.documents as [LoanDocument, LoanDocument];
        const download = urlOf(first, 'download_url');
        const signature = new URL(download, 'http://localhost').searchParams.get('signature')!;
        // The last two characters changed — to something else when they already are "AA" (one
        // signature in ~1,000 ends so, and the "tampered" one was then the real one).
        const tail = signature.endsWith('AA') ? 'QA' : 'AA';
        const refused = [
          withQuery(download, 'signature', `${signature.slice(0, -2)}${tail}`),
          withQuery(download, 'expires', String(Number.MAX_SAFE_INTEGER).slice(0, 12)),
          download.replace(/&signature=[^&]+/, ''),
          download.replace(/expires=\d+&/, ''),
          // A signature for document A does not open document B.
          download.replace(first.documentId, second.documentId),
          // A view link cannot be turned into a download.
          urlOf(first, 'view_url').replace('&purpose=view', ''),
        ];
        for (const url of refused) {
          const response = await get(url);
          expect(response.statusCode, url).toBe(403);
          expect(response.json(), url).toEqual(LINK_EXPIRED);
        }
        expect((await get(`${download}&extra=1`)).statusCode).toBe(400);
        expect((await documentOf(owner.accessToken, first.documentId))?.downloadCount).toBe(0);
      });

      it('expires 10 minutes after the list gave it', async () => {
        const { clock } = getApp();
        const owner = await borrower();
        const url = urlOf(owner.documents[0]!, 'download_url');
        clock.advance(DOCUMENT_URL_TTL_SECONDS * 1000 - 1000);
        expect((await get(url)).statusCode).toBe(200);
        clock.advance(1000);
        const expired = await get(url);
        expect(expired.statusCode).toBe(403);
        expect(expired.json()).toEqual(LINK_EXPIRED);
        expect((await head(url)).statusCode).toBe(403);
        // A fresh list gives a fresh link.
        const [again] = await listDocuments(getApp().app, owner.accessToken);
        expect((await get(urlOf(again!, 'download_url'))).statusCode).toBe(200);
      });

      it('answers 404 when the file is missing or fails its integrity check, and says so in the logs', async () => {
        const { app, logs } = getApp();
        const owner = await borrower(['statement_of_account', 'repayment_schedule']);
        const [missing, tampered] = owner.documents as [LoanDocument, LoanDocument];
        const keyOf = async (id: string) =>
          (
            await app.database.db
              .selectFrom('documents')
              .select('blob_key')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).blob_key!;

        await app.documentVault.remove(await keyOf(missing.documentId));
        const tamperedKey = await keyOf(tampered.documentId);
        const sealed = (await app.blobStore.get(tamperedKey))!;
        sealed[sealed.length - 1]! ^= 0xff;
        await app.blobStore.put(tamperedKey, sealed);

        for (const document of [missing, tampered]) {
          for (const url of [urlOf(document, 'download_url'), urlOf(document, 'view_url')]) {
            const got = await get(url);
            expect(got.statusCode).toBe(404);
            expect(got.json()).toEqual(FILE_NOT_AVAILABLE);
            expect((await head(url)).statusCode).toBe(404);
          }
          expect((await documentOf(owner.accessToken, document.documentId))?.downloadCount).toBe(0);
        }
        const text = logs.join('');
        expect(text).toContain(`"documentId":"${missing.documentId}"`);
        expect(text).toContain('document file is missing from the vault');
        expect(text).toContain(`"documentId":"${tampered.documentId}"`);
        expect(text).toContain('document file failed its integrity check');
      });

      it('is checked before the document is looked up, and validated strictly', async () => {
        expect(
          (await get(`/api/documents/download/${unknownDocumentId()}?expires=1&signature=x`))
            .statusCode,
        ).toBe(403);
        expect((await get(`/api/documents/download/${'d'.repeat(65)}`)).statusCode).toBe(400);
        expect(
          (await get(`/api/documents/download/doc_x?signature=${'s'.repeat(65)}`)).statusCode,
        ).toBe(400);
      });
    });

    describe('another borrower', () => {
      it("can neither list, download without a link, share nor revoke the first's documents", async () => {
        const first = await borrower();
        const second = await borrower();
        const [document] = first.documents as [LoanDocument];
        const { app } = getApp();
        const as = (accessToken: string) => ({
          share: (id: string) =>
            app.inject({
              method: 'POST',
              url: `/api/documents/${id}/share`,
              headers: bearer(accessToken),
              remoteAddress: borrowerAddress(),
            }),
          shares: (id: string) => get(`/api/documents/${id}/shares`, bearer(accessToken)),
          revoke: (shareId: string) =>
            app.inject({
              method: 'DELETE',
              url: `/api/shares/${shareId}`,
              headers: bearer(accessToken),
              remoteAddress: borrowerAddress(),
            }),
        });
        const shared = await as(first.accessToken).share(document.documentId);
        expect(shared.statusCode, shared.body).toBe(200);
        const link = shared.json();
        secrets.add(link.shareUrl.split('/').at(-1));

        const listed = (await listDocuments(app, second.accessToken)).map((d) => d.documentId);
        expect(listed).not.toContain(document.documentId);
        expect(listed.sort()).toEqual(second.documents.map((d) => d.documentId).sort());

        const intruder = as(second.accessToken);
        const unknown = await intruder.share(unknownDocumentId());
        const attempts = [
          await intruder.share(document.documentId),
          await intruder.shares(document.documentId),
          await intruder.revoke(link.shareId),
        ];
        for (const attempt of attempts) {
          expect(attempt.statusCode).toBe(404);
          expect(attempt.json().error).toBe('NOT_FOUND');
        }
        expect(attempts[0]!.body).toBe(unknown.body);
        // The first borrower's link still works.
        expect((await get(link.fileUrl!)).statusCode).toBe(200);
      });
    });

    it('writes no PAN, mobile, OTP or token to the logs', async () => {
      const { app, logs } = getApp();
      for (const mobile of mobiles) {
        secrets.add(mobile);
        const outbox = await app.inject({
          method: 'GET',
          url: `/api/sandbox/outbox?phone=${mobile}`,
        });
        for (const message of outbox.json<SandboxOutboxResponse>().messages) {
          if (message.otp) secrets.add(message.otp);
        }
      }
      expect(secrets.size).toBeGreaterThan(10);
      expectNoSecretsInLogs(logs, secrets);
    });
  },
  { env: { DOCUMENT_RETENTION_SCHEDULE: 'off' } },
);
