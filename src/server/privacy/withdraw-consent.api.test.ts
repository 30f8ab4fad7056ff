import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { approvedBatch, endedBatch } from '../../../tests/support/batch-journey.js';
import { bearer, borrowerAddress, signedInBorrower } from '../../../tests/support/borrower.js';
import {
  type BorrowerWithDocuments,
  borrowerWithDocuments,
  listDocuments,
  urlOf,
} from '../../../tests/support/documents-journey.js';
import { unknownId } from '../../../tests/support/ids.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { ConsentRecord } from '../../shared/api/consents.js';

/** Consents as records the borrower reads, and withdrawing one: exactly its data goes. */

const DAY = 24 * 60 * 60_000;

forEachApp((getApp) => {
  const call = (method: 'GET' | 'POST', url: string, token: string, language?: string) =>
    getApp().app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
      remoteAddress: borrowerAddress(),
    });

  async function consents(token: string, language?: string): Promise<ConsentRecord[]> {
    const response = await call('GET', '/api/consents', token, language);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().consents;
  }

  async function storedFiles(app: FastifyInstance, borrower: BorrowerWithDocuments) {
    const rows = await app.database.db
      .selectFrom('documents')
      .select('blob_key')
      .where('request_id', '=', borrower.batchId)
      .execute();
    return rows.length;
  }

  describe('consent records', () => {
    it('lists each consent given with its purpose, data, providers, data life and status', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app, [
        'statement_of_account',
        'sanction_letter',
      ]);
      const records = await consents(borrower.accessToken);
      expect(records.map((record) => record.purpose.kind).sort()).toEqual([
        'batch-documents',
        'bureau-report',
      ]);
      const of = (kind: string) => records.find((record) => record.purpose.kind === kind)!;
      const batch = of('batch-documents');
      const bureau = of('bureau-report');
      expect(bureau).toMatchObject({
        consentId: borrower.consentId,
        purpose: {
          code: '105',
          kind: 'bureau-report',
          text: 'Check your credit report to list your loans',
        },
        dataFetched: ['Your credit score', 'Your loan accounts as the credit bureau holds them'],
        providers: [{ type: 'BUREAU', name: 'Credit bureau' }],
        fetchType: 'ONETIME',
        dataLife: { unit: 'DAY', value: 30 },
        status: 'ACTIVE',
        revokedAt: null,
        phoneMasked: `+91 XXXXXX${borrower.mobile.slice(-4)}`,
      });
      expect(new Date(bureau.expiresAt).getTime() - new Date(bureau.givenAt).getTime()).toBe(
        30 * DAY,
      );
      const banks = [...new Set(borrower.documents.map((document) => document.bankName))];
      expect(batch.providers.map((provider) => provider.name).sort()).toEqual(banks.sort());
      expect(batch.providers.every((provider) => provider.type === 'LENDER')).toBe(true);
      expect(batch.dataFetched).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Statement of Account — .+, loan X+\d{4}$/),
        ]),
      );
      expect(batch.dataFetched).toHaveLength(
        2 * new Set(borrower.documents.map((d) => d.loanId)).size,
      );
      // The same record, in Hindi.
      const hindi = await consents(borrower.accessToken, 'hi');
      expect(hindi.find((record) => record.consentId === batch.consentId)?.purpose.text).toBe(
        'आपके चुने हुए लोन दस्तावेज़ आपके बैंकों से लाना',
      );
      expect(JSON.stringify(await consents(borrower.accessToken))).not.toContain(borrower.mobile);
    });

    it('shows a consent past its 30 days as expired, and it cannot be withdrawn', async () => {
      const { app, clock } = getApp();
      const borrower = await borrowerWithDocuments(app);
      clock.advance(30 * DAY + 1000);
      // Signing in again gives no new consent.
      const accessToken = await signedInBorrower(app, borrower.panNumber);
      const records = await consents(accessToken);
      expect(records.map((record) => record.status)).toEqual(['EXPIRED', 'EXPIRED']);
      const refused = await call(
        'POST',
        `/api/consents/${borrower.consentId}/withdraw`,
        accessToken,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('CONSENT_NOT_ACTIVE');
      // Without an active bureau consent the loans are asked for again.
      const loans = await call('GET', '/api/loans', accessToken);
      expect(loans.statusCode).toBe(409);
      expect(loans.json()).toEqual({
        success: false,
        error: 'CONSENT_REQUIRED',
        message: 'To see your loans, please consent to a credit report check first.',
      });
    });
  });

  describe('withdrawing a consent', () => {
    it('says first exactly what will be deleted, then deletes exactly that', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app, [
        'statement_of_account',
        'repayment_schedule',
      ]);
      // A second batch of the same borrower, whose documents must stay.
      const keptBatch = await approvedBatch(app, borrower, ['sanction_letter']);
      await endedBatch(app, borrower, keptBatch);
      const share = await call(
        'POST',
        `/api/documents/${borrower.documents[0]!.documentId}/share`,
        borrower.accessToken,
      );
      const shareUrl = share.json().fileUrl as string;
      // A link for a document of each batch keeps working for the one that stays.
      const keptDocument = (await listDocuments(app, borrower.accessToken)).find(
        (document) => document.requestId === keptBatch,
      )!;
      const pack = await getApp().app.inject({
        method: 'POST',
        url: '/api/shares',
        headers: bearer(borrower.accessToken),
        payload: { documentIds: [borrower.documents[0]!.documentId, keptDocument.documentId] },
      });
      expect(pack.statusCode).toBe(200);
      const packPage = pack.json().shareUrl as string;
      // Ours covers the statement and the schedule; the second batch's the sanction letter.
      const ours = (await consents(borrower.accessToken)).find((record) =>
        record.dataFetched.some((data) => data.startsWith('Repayment Schedule')),
      )!;

      const preview = await call(
        'GET',
        `/api/consents/${ours.consentId}/withdrawal`,
        borrower.accessToken,
      );
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        consent: { consentId: ours.consentId, status: 'ACTIVE' },
        willDelete: {
          documents: expect.arrayContaining(
            borrower.documents.map(
              (document) =>
                `${document.displayName} — ${document.bankName}, loan ${document.accountMasked}`,
            ),
          ),
          reports: 0,
          shareLinks: 2,
        },
        stopsWork: false,
      });
      expect(preview.json().willDelete.documents).toHaveLength(borrower.documents.length);
      // The preview changes nothing.
      expect(await storedFiles(app, borrower)).toBe(borrower.documents.length);

      const file = await app.inject({
        method: 'GET',
        url: urlOf(borrower.documents[0]!, 'download_url'),
      });
      expect(file.statusCode).toBe(200);
      const blobKeys = (
        await app.database.db
          .selectFrom('documents')
          .select('blob_key')
          .where('request_id', '=', borrower.batchId)
          .execute()
      ).map((row) => row.blob_key!);

      const withdrawn = await call(
        'POST',
        `/api/consents/${ours.consentId}/withdraw`,
        borrower.accessToken,
      );
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toEqual({
        success: true,
        message: `Consent withdrawn. We deleted ${borrower.documents.length} documents and 0 credit reports fetched under it.`,
        deleted: { documents: borrower.documents.length, reports: 0, shareLinks: 2 },
      });

      // Its documents, files, share link and batch are gone; the other batch's are not.
      const left = await listDocuments(app, borrower.accessToken);
      expect(left.every((document) => document.requestId === keptBatch)).toBe(true);
      expect(left.length).toBeGreaterThan(0);
      for (const key of blobKeys) expect(await app.documentVault.load(key)).toBeNull();
      expect((await app.inject({ method: 'GET', url: shareUrl })).statusCode).toBe(404);
      const packNow = await app.inject({
        method: 'GET',
        url: `/api/share/${packPage.split('/').at(-1)}/documents`,
      });
      expect(
        packNow.json().documents.map((document: { documentId: string }) => document.documentId),
      ).toEqual([keptDocument.documentId]);
      expect(
        (await app.inject({ method: 'GET', url: urlOf(borrower.documents[0]!, 'download_url') }))
          .statusCode,
      ).toBe(404);
      const status = await call(
        'GET',
        `/api/consent/batch/status/${borrower.batchId}`,
        borrower.accessToken,
      );
      expect(status.statusCode).toBe(404);

      // The record stays, revoked; withdrawing again is refused.
      const after = (await consents(borrower.accessToken)).find(
        (record) => record.consentId === ours.consentId,
      );
      expect(after).toMatchObject({ status: 'REVOKED', revokedAt: app.clock.now().toISOString() });
      const twice = await call(
        'POST',
        `/api/consents/${ours.consentId}/withdraw`,
        borrower.accessToken,
      );
      expect(twice.statusCode).toBe(409);
      // The loans still come from the bureau consent, which stands.
      expect((await call('GET', '/api/loans', borrower.accessToken)).statusCode).toBe(200);
    });

    it('stops a batch still being fetched: nothing more is made under it', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app);
      const running = await approvedBatch(app, borrower, ['repayment_schedule']);
      const record = (await consents(borrower.accessToken)).find((consent) =>
        consent.dataFetched.some((data) => data.startsWith('Repayment Schedule')),
      )!;
      const preview = await call(
        'GET',
        `/api/consents/${record.consentId}/withdrawal`,
        borrower.accessToken,
      );
      expect(typeof preview.json().stopsWork).toBe('boolean');
      expect(
        (await call('POST', `/api/consents/${record.consentId}/withdraw`, borrower.accessToken))
          .statusCode,
      ).toBe(200);
      // Give the workers time to pick the jobs up: they find no batch, and make nothing.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const made = await app.database.db
        .selectFrom('documents')
        .select('id')
        .where('request_id', '=', running)
        .execute();
      expect(made).toEqual([]);
    });

    it('deletes a bureau consent’s credit report; the loans then ask for a new consent', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app);
      const preview = await call(
        'GET',
        `/api/consents/${borrower.consentId}/withdrawal`,
        borrower.accessToken,
      );
      expect(preview.json().willDelete).toEqual({ documents: [], reports: 1, shareLinks: 0 });
      const withdrawn = await call(
        'POST',
        `/api/consents/${borrower.consentId}/withdraw`,
        borrower.accessToken,
      );
      expect(withdrawn.json().deleted).toEqual({ documents: 0, reports: 1, shareLinks: 0 });
      const reports = await app.database.db
        .selectFrom('credit_reports')
        .select('id')
        .where('consent_id', '=', borrower.consentId)
        .execute();
      expect(reports).toEqual([]);
      expect((await call('GET', '/api/loans', borrower.accessToken)).json().error).toBe(
        'CONSENT_REQUIRED',
      );
      // The documents fetched under their own consents stay.
      expect((await listDocuments(app, borrower.accessToken)).length).toBe(
        borrower.documents.length,
      );
    });

    it('answers another borrower’s consent exactly like a missing one', async () => {
      const { app } = getApp();
      const owner = await borrowerWithDocuments(app);
      const stranger = await borrowerWithDocuments(app);
      for (const id of [owner.consentId, unknownId()]) {
        for (const [method, url] of [
          ['GET', `/api/consents/${id}/withdrawal`],
          ['POST', `/api/consents/${id}/withdraw`],
        ] as const) {
          const response = await call(method, url, stranger.accessToken);
          expect(response.statusCode, url).toBe(404);
          expect(response.json().message).toBe(
            'We could not find this consent. Please refresh the list and try again.',
          );
        }
      }
      expect((await consents(owner.accessToken)).map((record) => record.status)).toEqual([
        'ACTIVE',
        'ACTIVE',
      ]);
    });
  });
});
