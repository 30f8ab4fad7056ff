import { describe, expect, it } from 'vitest';
import { bearer, borrowerAddress, verifiedBorrower } from '../../../tests/support/borrower.js';
import { borrowerWithDocuments, listDocuments } from '../../../tests/support/documents-journey.js';
import { unknownDocumentId, unknownShareId } from '../../../tests/support/ids.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { SharedDocumentsResponse, ShareLinkResponse } from '../../shared/api/documents.js';
import { DOCUMENT_RETENTION_MS } from '../../shared/documents.js';
import { maskPan } from '../../shared/format.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { contentDisposition } from './document-views.js';

/** Share links: made by the owner, opened by anyone with the link, revoked, and expired. */

const HOUR = 3_600_000;
const SHARE_LINK_GONE = {
  success: false,
  error: 'NOT_FOUND',
  message:
    'This link has expired or was withdrawn. Please ask the person who sent it for a new link.',
};

forEachApp(
  (getApp) => {
    function client(accessToken: string) {
      const { app } = getApp();
      const remoteAddress = borrowerAddress();
      const headers = bearer(accessToken);
      return {
        share: (documentId: string, payload?: object) =>
          app.inject({
            method: 'POST',
            url: `/api/documents/${documentId}/share`,
            headers,
            remoteAddress,
            ...(payload ? { payload } : {}),
          }),
        shares: (documentId: string) =>
          app.inject({
            method: 'GET',
            url: `/api/documents/${documentId}/shares`,
            headers,
            remoteAddress,
          }),
        revoke: (shareId: string) =>
          app.inject({
            method: 'DELETE',
            url: `/api/shares/${shareId}`,
            headers,
            remoteAddress,
          }),
      };
    }
    /** Opening a link as a stranger would: no token, an address of their own. */
    const open = (shareUrl: string, method: 'GET' | 'HEAD' = 'GET') =>
      getApp().app.inject({ method, url: shareUrl, remoteAddress: borrowerAddress() });

    it('gives a link anyone can open, without a token, to download that one document', async () => {
      const { app, clock } = getApp();
      const owner = await borrowerWithDocuments(app, ['statement_of_account', 'sanction_letter']);
      const [document, sibling] = owner.documents;
      const created = await client(owner.accessToken).share(document!.documentId);
      expect(created.statusCode).toBe(200);
      expect(created.headers['cache-control']).toBe('no-store');
      const link = created.json<ShareLinkResponse>();
      // The receiver's page, and the file itself for a one-document link.
      expect(link.shareUrl).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);
      expect(link.fileUrl).toBe(`/api/share/${link.shareUrl.slice(3)}`);
      expect(link.documentIds).toEqual([document!.documentId]);
      expect(link.shareId).toMatch(/^shr_/);
      expect(link.expiresAt).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());

      const response = await open(link.fileUrl!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        contentDisposition('attachment', document!.fileName),
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const text = (await extractPdfText(response.rawPayload)).text;
      expect(text).toContain(maskPan(owner.panNumber));
      expect(text).toContain(document!.bankName);
      // Exactly this document's bytes, not its sibling's.
      const own = await app.inject({ method: 'GET', url: document!.view_url! });
      expect(response.rawPayload.equals(own.rawPayload)).toBe(true);
      const other = await app.inject({ method: 'GET', url: sibling!.view_url! });
      expect(response.rawPayload.equals(other.rawPayload)).toBe(false);

      const headed = await open(link.fileUrl!, 'HEAD');
      expect(headed.statusCode).toBe(200);
      expect(headed.body).toBe('');
      expect(headed.headers['content-length']).toBe(response.headers['content-length']);

      const listed = (await listDocuments(app, owner.accessToken)).find(
        (candidate) => candidate.documentId === document!.documentId,
      );
      expect(listed?.downloadCount).toBe(1);

      const links = (await client(owner.accessToken).shares(document!.documentId)).json();
      expect(links).toEqual({
        success: true,
        shareLinks: [
          {
            shareId: link.shareId,
            createdAt: clock.now().toISOString(),
            expiresAt: link.expiresAt,
            documentIds: [document!.documentId],
          },
        ],
      });

      // Kept only as a digest.
      const token = link.shareUrl.split('/').at(-1)!;
      const rows = await app.database.db.selectFrom('share_links').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('stops working once revoked, for GET and HEAD alike', async () => {
      const { app } = getApp();
      const owner = await borrowerWithDocuments(app);
      const documentId = owner.documents[0]!.documentId;
      const borrower = client(owner.accessToken);
      const kept = (await borrower.share(documentId)).json<ShareLinkResponse>();
      const revoked = (await borrower.share(documentId)).json<ShareLinkResponse>();
      expect((await open(revoked.fileUrl!)).statusCode).toBe(200);

      const answer = await borrower.revoke(revoked.shareId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: 'The share link no longer works.' });
      const gone = await open(revoked.fileUrl!);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual(SHARE_LINK_GONE);
      expect((await open(revoked.fileUrl!, 'HEAD')).statusCode).toBe(404);
      expect((await open(kept.fileUrl!)).statusCode).toBe(200);
      const listed = (await borrower.shares(documentId)).json().shareLinks;
      expect(listed.map((link: { shareId: string }) => link.shareId)).toEqual([kept.shareId]);

      const audit = await app.database.db
        .selectFrom('audit_events')
        .select(['kind', 'pan_masked', 'detail'])
        .where('kind', 'in', ['share.created', 'share.revoked'])
        .where('pan_masked', '=', maskPan(owner.panNumber))
        .orderBy('created_at')
        .execute();
      expect(audit.map((event) => event.kind).sort()).toEqual([
        'share.created',
        'share.created',
        'share.revoked',
      ]);
    });

    it('ends 24 hours after it was made', async () => {
      const { app, clock } = getApp();
      const owner = await borrowerWithDocuments(app);
      const link = (
        await client(owner.accessToken).share(owner.documents[0]!.documentId)
      ).json<ShareLinkResponse>();
      clock.advance(24 * HOUR - 1000);
      expect((await open(link.fileUrl!)).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await open(link.fileUrl!);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(SHARE_LINK_GONE);
      expect((await open(link.fileUrl!, 'HEAD')).statusCode).toBe(404);
    });

    it('never outlives its document', async () => {
      const { app, clock } = getApp();
      const owner = await borrowerWithDocuments(app);
      const document = owner.documents[0]!;
      // 29½ days later the borrower consents again (tokens last 12 hours) and shares it.
      clock.advance(DOCUMENT_RETENTION_MS - 12 * HOUR);
      const again = await verifiedBorrower(app, { panNumber: owner.panNumber });
      const link = (
        await client(again.accessToken).share(document.documentId)
      ).json<ShareLinkResponse>();
      expect(link.expiresAt).toBe(document.expiresAt);
      clock.advance(12 * HOUR - 1000);
      expect((await open(link.fileUrl!)).statusCode).toBe(200);
      clock.advance(1000);
      expect((await open(link.fileUrl!)).statusCode).toBe(404);
      // An expired document cannot be shared any more.
      const later = await verifiedBorrower(app, { panNumber: owner.panNumber });
      const refused = await client(later.accessToken).share(document.documentId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This document can no longer be shared.');
    });

    it('answers 404 to an unknown token, 400 to one that cannot be a token, and takes no body when made', async () => {
      const { app } = getApp();
      const unknown = await open(`/api/share/${'A'.repeat(43)}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(SHARE_LINK_GONE);
      for (const url of ['/api/share/short', '/api/share/a.b']) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toBe(
          'This link or reference is not one we gave out. Check that it was copied in full, or go back and start again.',
        );
      }
      const owner = await borrowerWithDocuments(app);
      const withBody = await client(owner.accessToken).share(owner.documents[0]!.documentId, {
        expiresAt: '2099-01-01',
      });
      expect(withBody.statusCode).toBe(400);
      expect((await client(owner.accessToken).shares(unknownDocumentId())).statusCode).toBe(404);
      expect((await client(owner.accessToken).revoke(unknownShareId())).statusCode).toBe(404);
    });

    it('is limited per address on the public route', async () => {
      const { app } = getApp();
      const remoteAddress = borrowerAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/share/${'B'.repeat(43)}`,
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    describe('one link for several documents', () => {
      const PACK = ['statement_of_account', 'sanction_letter', 'foreclosure_letter'] as const;

      function shareSeveral(accessToken: string, documentIds: unknown) {
        return getApp().app.inject({
          method: 'POST',
          url: '/api/shares',
          headers: bearer(accessToken),
          remoteAddress: borrowerAddress(),
          payload: { documentIds },
        });
      }
      const tokenOf = (link: ShareLinkResponse) => link.shareUrl.split('/').at(-1)!;

      it('carries a balance-transfer pack: three documents, in order, each opened on its own', async () => {
        const { app, clock } = getApp();
        const owner = await borrowerWithDocuments(app, PACK);
        const chosen = PACK.map(
          (type) => owner.documents.find((document) => document.documentType === type)!,
        );
        const created = await shareSeveral(
          owner.accessToken,
          chosen.map((document) => document.documentId),
        );
        expect(created.statusCode).toBe(200);
        const link = created.json<ShareLinkResponse>();
        expect(link.fileUrl).toBeNull();
        expect(link.documentIds).toEqual(chosen.map((document) => document.documentId));
        expect(link.expiresAt).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());

        // What the receiver sees: the documents, never who they belong to.
        const token = tokenOf(link);
        const carried = await open(`/api/share/${token}/documents`);
        expect(carried.statusCode).toBe(200);
        const body = carried.json<SharedDocumentsResponse>();
        expect(body.expiresAt).toBe(link.expiresAt);
        expect(body.documents.map((document) => document.documentType)).toEqual([...PACK]);
        for (const [index, shared] of body.documents.entries()) {
          const mine = chosen[index]!;
          expect(shared).toMatchObject({
            documentId: mine.documentId,
            bankName: mine.bankName,
            displayName: mine.displayName,
            fileName: mine.fileName,
            verificationCode: mine.verificationCode,
            loanType: mine.loanType,
            accountMasked: mine.accountMasked,
          });
          const file = await open(shared.downloadUrl);
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-disposition']).toBe(
            contentDisposition('attachment', mine.fileName),
          );
          const own = await app.inject({ method: 'GET', url: mine.view_url! });
          expect(file.rawPayload.equals(own.rawPayload)).toBe(true);
          const viewed = await open(shared.viewUrl);
          expect(viewed.headers['content-disposition']).toBe(
            contentDisposition('inline', mine.fileName),
          );
        }
        expect(carried.body).not.toContain(owner.panNumber);
        expect(carried.body).not.toContain(maskPan(owner.panNumber));
        expect(carried.body).not.toContain(owner.mobile);

        // The bare link names the page instead of picking one file.
        const bare = await open(`/api/share/${token}`);
        expect(bare.statusCode).toBe(409);
        expect(bare.json()).toMatchObject({
          error: 'SHARE_HAS_SEVERAL_DOCUMENTS',
          message: `This link carries 3 documents. Open /s/${token} to view or download each of them.`,
        });
        // Downloads count; views do not.
        const listed = await listDocuments(app, owner.accessToken);
        for (const document of chosen) {
          expect(listed.find((row) => row.documentId === document.documentId)?.downloadCount).toBe(
            1,
          );
        }
        const all = (
          await app.inject({
            method: 'GET',
            url: '/api/shares',
            headers: bearer(owner.accessToken),
          })
        ).json();
        expect(all.shareLinks).toEqual([
          {
            shareId: link.shareId,
            createdAt: clock.now().toISOString(),
            expiresAt: link.expiresAt,
            documentIds: link.documentIds,
          },
        ]);
      });

      it('opens no document it does not carry, and stops for all of them when revoked', async () => {
        const { app } = getApp();
        const owner = await borrowerWithDocuments(app, PACK);
        const [first, second, third] = owner.documents;
        const link = (
          await shareSeveral(owner.accessToken, [first!.documentId, second!.documentId])
        ).json<ShareLinkResponse>();
        const token = tokenOf(link);
        const outside = await open(`/api/share/${token}/documents/${third!.documentId}`);
        expect(outside.statusCode).toBe(404);
        expect(outside.json().error).toBe('NOT_FOUND');
        expect((await open(`/api/share/${token}/documents/${first!.documentId}`)).statusCode).toBe(
          200,
        );

        const revoked = await app.inject({
          method: 'DELETE',
          url: `/api/shares/${link.shareId}`,
          headers: bearer(owner.accessToken),
          remoteAddress: borrowerAddress(),
        });
        expect(revoked.statusCode).toBe(200);
        for (const url of [
          `/api/share/${token}/documents`,
          `/api/share/${token}/documents/${first!.documentId}`,
          `/api/share/${token}/documents/${second!.documentId}`,
        ]) {
          const gone = await open(url);
          expect(gone.statusCode, url).toBe(404);
          expect(gone.json(), url).toEqual(SHARE_LINK_GONE);
        }
        const activity = await app.inject({
          method: 'GET',
          url: '/api/activity',
          headers: bearer(owner.accessToken),
        });
        const said = activity.json().events.map((event: { text: string }) => event.text);
        expect(said).toContain('Share link made for 2 documents');
        expect(said).toContain('Share link for 2 documents withdrawn');
      });

      it("refuses someone else's document, one not ready, a repeat or too many, and makes nothing", async () => {
        const { app } = getApp();
        const owner = await borrowerWithDocuments(app, ['statement_of_account', 'sanction_letter']);
        const stranger = await borrowerWithDocuments(app);
        const mine = owner.documents.map((document) => document.documentId);
        const links = () =>
          app.database.db
            .selectFrom('share_links')
            .select((eb) => eb.fn.countAll<number>().as('links'))
            .executeTakeFirstOrThrow()
            .then((row) => Number(row.links));
        const before = await links();

        const foreign = await shareSeveral(owner.accessToken, [
          ...mine,
          stranger.documents[0]!.documentId,
        ]);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().message).toBe(
          'We could not find this document. Please refresh your documents and try again.',
        );

        await app.database.db
          .updateTable('documents')
          .set({ status: 'failed' })
          .where('id', '=', mine[1]!)
          .execute();
        const notReady = await shareSeveral(owner.accessToken, mine);
        expect(notReady.statusCode).toBe(409);
        expect(notReady.json()).toMatchObject({
          error: 'DOCUMENT_NOT_READY',
          message: `Sanction Letter from ${owner.documents[1]!.bankName} is not ready to share. Please leave it out and try again.`,
        });

        const cases: Array<[unknown, string]> = [
          [[], 'Please select at least one document'],
          [[mine[0], mine[0]], 'A document is chosen twice. Please choose each document once.'],
          [
            Array.from({ length: 21 }, (_, index) => `doc_${index}`),
            'One link can carry at most 20 documents. Please choose fewer and try again.',
          ],
        ];
        for (const [documentIds, message] of cases) {
          const refused = await shareSeveral(owner.accessToken, documentIds);
          expect(refused.statusCode, message).toBe(400);
          expect(refused.json().message).toBe(message);
        }
        expect(await links()).toBe(before);
      });

      it('lasts until the first of its documents expires', async () => {
        const { app, clock } = getApp();
        const older = await borrowerWithDocuments(app);
        clock.advance(5 * 24 * HOUR);
        const again = await verifiedBorrower(app, { panNumber: older.panNumber });
        const newer = await borrowerWithDocuments(app, ['sanction_letter'], {
          panNumber: older.panNumber,
        });
        clock.advance(DOCUMENT_RETENTION_MS - 5 * 24 * HOUR - 2 * HOUR);
        const latest = await verifiedBorrower(app, { panNumber: older.panNumber });
        const link = (
          await shareSeveral(latest.accessToken, [
            newer.documents[0]!.documentId,
            older.documents[0]!.documentId,
          ])
        ).json<ShareLinkResponse>();
        expect(again.panNumber).toBe(older.panNumber);
        expect(link.expiresAt).toBe(older.documents[0]!.expiresAt);
      });
    });
  },
  { env: { DOCUMENT_RETENTION_SCHEDULE: 'off' } },
);
