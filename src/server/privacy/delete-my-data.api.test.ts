import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  bearer,
  borrowerAddress,
  freshPan,
  latestOtp,
  signedInBorrower,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import {
  type BorrowerWithDocuments,
  borrowerWithDocuments,
  listDocuments,
  urlOf,
} from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { ConsentsResponse } from '../../shared/api/consents.js';
import type { DeleteMyDataResponse, ShareLinkResponse } from '../../shared/api/documents.js';
import { maskMobile, maskPan } from '../../shared/format.js';
import { decryptText, digest } from '../crypto/field-encryption.js';
import { documentBlobKey } from '../documents/document-store.js';
import { LATE_WRITE_GRACE_MS, REMOVAL_RETRY_MS } from '../documents/vault-removals.js';
import { runRetention } from './retention.js';

/** DELETE /api/my-data: everything about the borrower goes at once; the masked trail stays. */

forEachApp(
  (getApp) => {
    const deleteMyData = (accessToken: string) =>
      getApp().app.inject({
        method: 'DELETE',
        url: '/api/my-data',
        headers: bearer(accessToken),
        remoteAddress: borrowerAddress(),
      });
    const open = (url: string) =>
      getApp().app.inject({ method: 'GET', url, remoteAddress: borrowerAddress() });

    async function share(borrower: BorrowerWithDocuments): Promise<ShareLinkResponse> {
      const response = await getApp().app.inject({
        method: 'POST',
        url: `/api/documents/${borrower.documents[0]!.documentId}/share`,
        headers: bearer(borrower.accessToken),
        remoteAddress: borrowerAddress(),
      });
      return response.json<ShareLinkResponse>();
    }

    async function blobKeys(app: FastifyInstance, batchId: string): Promise<string[]> {
      const rows = await app.database.db
        .selectFrom('documents')
        .select('blob_key')
        .where('request_id', '=', batchId)
        .execute();
      return rows.map((row) => row.blob_key!);
    }

    async function storedFiles(app: FastifyInstance, keys: readonly string[]) {
      const files = await Promise.all(keys.map((key) => app.documentVault.load(key)));
      return files.filter((file) => file !== null).length;
    }

    it('erases documents, share links, batches and reports, ends the sessions and keeps a masked trail', async () => {
      const { app } = getApp();
      const { db } = app.database;
      const owner = await borrowerWithDocuments(app, ['statement_of_account', 'sanction_letter']);
      const other = await borrowerWithDocuments(app);
      const panDigest = digest(app.secrets.hmacKey, 'pan', owner.panNumber);
      const link = await share(owner);
      const otherLink = await share(other);
      const downloadUrl = urlOf(owner.documents[0]!, 'download_url');
      const keys = await blobKeys(app, owner.batchId);
      expect(await storedFiles(app, keys)).toBe(keys.length);
      const reports = await db
        .selectFrom('credit_reports')
        .select(db.fn.countAll<number>().as('count'))
        .where('pan_digest', '=', panDigest)
        .executeTakeFirstOrThrow();

      const response = await deleteMyData(owner.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json<DeleteMyDataResponse>()).toEqual({
        success: true,
        message:
          'Your documents, share links and credit report have been deleted. A masked record of your consent is kept for one year.',
        deleted: {
          documents: owner.documents.length,
          shareLinks: 1,
          reports: Number(reports.count),
        },
      });
      expect(Number(reports.count)).toBeGreaterThan(0);

      // The session has ended; old links open nothing; the files are gone.
      expect((await deleteMyData(owner.accessToken)).statusCode).toBe(401);
      const listed = await app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: bearer(owner.accessToken),
      });
      expect(listed.statusCode).toBe(401);
      expect((await open(downloadUrl)).statusCode).toBe(404);
      expect((await open(link.fileUrl!)).statusCode).toBe(404);
      expect(await storedFiles(app, keys)).toBe(0);
      expect(await db.selectFrom('vault_removals').selectAll().execute()).toEqual([]);

      for (const table of ['documents', 'share_links', 'batches', 'credit_reports'] as const) {
        const left = await db
          .selectFrom(table)
          .select('pan_digest')
          .where('pan_digest', '=', panDigest)
          .execute();
        expect(left, table).toEqual([]);
      }
      const banks = await db
        .selectFrom('batch_banks')
        .select('lender_id')
        .where('batch_id', '=', owner.batchId)
        .execute();
      expect(banks).toEqual([]);
      const tokens = await db
        .selectFrom('sessions')
        .select('id')
        .where('pan_digest', '=', panDigest)
        .execute();
      expect(tokens).toEqual([]);

      // Kept: consent records and audit events, masked only.
      const consents = await db
        .selectFrom('consents')
        .select(['pan_sealed', 'mobile_sealed', 'pan_masked', 'mobile_masked'])
        .where('pan_digest', '=', panDigest)
        .execute();
      expect(consents.length).toBeGreaterThan(0);
      for (const consent of consents) {
        expect(consent).toEqual({
          pan_sealed: null,
          mobile_sealed: null,
          pan_masked: maskPan(owner.panNumber),
          mobile_masked: maskMobile(owner.mobile),
        });
      }
      const audit = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('pan_digest', '=', panDigest)
        .execute();
      const deletion = audit.find((event) => event.kind === 'data.deleted');
      expect(deletion).toMatchObject({
        pan_masked: maskPan(owner.panNumber),
        detail: {
          documents: owner.documents.length,
          shareLinks: 1,
          reports: Number(reports.count),
          batches: 1,
        },
      });
      const trail = JSON.stringify(audit);
      expect(trail).not.toContain(owner.panNumber);
      expect(trail).not.toContain(owner.mobile);

      // Someone else's data is untouched.
      const others = await listDocuments(app, other.accessToken);
      expect(others.map((document) => document.documentId)).toEqual(
        other.documents.map((document) => document.documentId),
      );
      expect((await open(urlOf(others[0]!, 'download_url'))).statusCode).toBe(200);
      expect((await open(otherLink.fileUrl!)).statusCode).toBe(200);

      // Consenting again starts from nothing.
      const again = await verifiedBorrower(app, { panNumber: owner.panNumber });
      expect(await listDocuments(app, again.accessToken)).toEqual([]);
    });

    it('revokes every consent and ends every code, so nothing is fetched again without a new consent', async () => {
      const { app } = getApp();
      const { db } = app.database;
      const borrower = await verifiedBorrower(app, { panNumber: freshPan() });
      const panDigest = digest(app.secrets.hmacKey, 'pan', borrower.panNumber);
      const remoteAddress = borrowerAddress();
      // A sign-in code asked for from another device, not used yet.
      const pending = await app.inject({
        method: 'POST',
        url: '/api/sign-in/request-otp',
        remoteAddress,
        payload: { pan_number: borrower.panNumber },
      });
      expect(pending.statusCode).toBe(200);
      const pendingCode = await latestOtp(app, borrower.mobile);

      expect((await deleteMyData(borrower.accessToken)).statusCode).toBe(200);

      const consents = await db
        .selectFrom('consents')
        .select(['revoked_at', 'revoked_reason'])
        .where('pan_digest', '=', panDigest)
        .execute();
      expect(consents.length).toBeGreaterThan(0);
      for (const consent of consents) {
        expect(consent.revoked_at).not.toBeNull();
        expect(consent.revoked_reason).toBe('data-deleted');
      }
      // No code of theirs is left, sealed PAN and all; the one still out opens nothing.
      const codes = await db.selectFrom('otp_challenges').select('pan_sealed').execute();
      for (const code of codes) {
        if (code.pan_sealed) {
          expect(decryptText(app.secrets.masterKey, code.pan_sealed)).not.toBe(borrower.panNumber);
        }
      }
      const late = await app.inject({
        method: 'POST',
        url: '/api/sign-in/verify-otp',
        remoteAddress,
        payload: { challenge_id: pending.json().challenge_id, otp_code: pendingCode },
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('OTP_NOT_VALID');

      // Signed in again, the borrower has no loans until they consent again: nothing is fetched.
      const token = await signedInBorrower(app, borrower.panNumber);
      const loans = await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(token) });
      expect(loans.statusCode).toBe(409);
      expect(loans.json().error).toBe('CONSENT_REQUIRED');
      const consentList = await app.inject({
        method: 'GET',
        url: '/api/consents',
        headers: bearer(token),
      });
      const statuses = consentList.json<ConsentsResponse>().consents.map((entry) => entry.status);
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['REVOKED']));
      const kinds = (
        await db
          .selectFrom('audit_events')
          .select('kind')
          .where('pan_digest', '=', panDigest)
          .orderBy('created_at')
          .execute()
      ).map((event) => event.kind);
      expect(kinds.slice(kinds.indexOf('data.deleted'))).not.toContain('report.fetched');
    });

    it('leaves a file it could not remove to the retention job, never a row without its file', async () => {
      const { app, clock, logs } = getApp();
      const owner = await borrowerWithDocuments(app, ['repayment_schedule']);
      const keys = await blobKeys(app, owner.batchId);
      const vault = app.documentVault as { remove: typeof app.documentVault.remove };
      const realRemove = app.documentVault.remove.bind(app.documentVault);
      vault.remove = async () => {
        throw new Error('blob store unreachable');
      };
      try {
        expect((await deleteMyData(owner.accessToken)).statusCode).toBe(200);
      } finally {
        vault.remove = realRemove;
      }
      const rows = await app.database.db
        .selectFrom('documents')
        .select('id')
        .where('request_id', '=', owner.batchId)
        .execute();
      expect(rows).toEqual([]);
      expect(await storedFiles(app, keys)).toBe(keys.length);
      const queued = await app.database.db
        .selectFrom('vault_removals')
        .select(['blob_key', 'attempts'])
        .where('blob_key', 'in', keys)
        .execute();
      expect(queued.map((removal) => removal.blob_key).sort()).toEqual([...keys].sort());
      for (const removal of queued) expect(removal.attempts).toBe(1);
      expect(logs.join('')).toContain('document file not removed; it will be retried');

      // Retried once its delay has passed.
      expect((await runRetention(app)).filesRemoved).toBe(0);
      clock.advance(REMOVAL_RETRY_MS);
      expect((await runRetention(app)).filesRemoved).toBe(keys.length);
      expect(await storedFiles(app, keys)).toBe(0);
      expect(await app.database.db.selectFrom('vault_removals').selectAll().execute()).toEqual([]);
    });

    it('removes the file of a document still being made again later, in case its job writes it', async () => {
      const { app, clock } = getApp();
      const owner = await borrowerWithDocuments(app);
      const now = clock.now();
      const documentId = 'doc_still_being_made';
      await app.database.db
        .insertInto('documents')
        .values({
          id: documentId,
          pan_digest: digest(app.secrets.hmacKey, 'pan', owner.panNumber),
          request_id: owner.batchId,
          loan_id: 'a-second-loan',
          lender_id: 'lender',
          bank_name: 'Bank',
          document_type: 'statement_of_account',
          display_name: 'Statement of Account',
          file_name: 'Bank_StatementofAccount.pdf',
          status: 'processing',
          blob_key: null,
          file_size: null,
          download_count: 0,
          created_at: now,
          generated_at: null,
          expires_at: null,
        })
        .execute();
      expect((await deleteMyData(owner.accessToken)).statusCode).toBe(200);

      // The job making it had already rendered it, and stores it after the rows are gone.
      const key = documentBlobKey(documentId);
      await app.documentVault.store(key, Buffer.from('%PDF-1.7 written late'));
      await runRetention(app);
      expect(await app.documentVault.load(key)).not.toBeNull();
      clock.advance(LATE_WRITE_GRACE_MS);
      await runRetention(app);
      expect(await app.documentVault.load(key)).toBeNull();
      expect(await app.database.db.selectFrom('vault_removals').selectAll().execute()).toEqual([]);
    });
  },
  { env: { DOCUMENT_RETENTION_SCHEDULE: 'off' } },
);
