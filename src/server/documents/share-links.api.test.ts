import { expect, it } from 'vitest';
import { bearer, borrowerAddress, verifiedBorrower } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { ShareLinkResponse } from '../../shared/api/documents.js';
import { DOCUMENT_RETENTION_MS } from '../../shared/documents.js';
import { maskPan } from '../../shared/format.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { contentDisposition } from './document-views.js';
import { borrowerWithDocuments, listDocuments } from './testing/documents-journey.js';

/** Share links: made by the owner, opened by anyone with the link, revoked, and expired. */

const HOUR = 3_600_000;
const SHARE_LINK_GONE = {
  success: false,
  error: 'NOT_FOUND',
  message: 'This share link has expired or was revoked. Please ask for a new link.',
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
        revoke: (documentId: string, shareId: string) =>
          app.inject({
            method: 'DELETE',
            url: `/api/documents/${documentId}/shares/${shareId}`,
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
      expect(link.shareUrl).toMatch(/^\/api\/share\/[A-Za-z0-9_-]{43}$/);
      expect(link.shareId).toMatch(/^shr_/);
      expect(link.expiresAt).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());

      const response = await open(link.shareUrl);
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

      const headed = await open(link.shareUrl, 'HEAD');
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
      expect((await open(revoked.shareUrl)).statusCode).toBe(200);

      const answer = await borrower.revoke(documentId, revoked.shareId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: 'The share link no longer works.' });
      const gone = await open(revoked.shareUrl);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual(SHARE_LINK_GONE);
      expect((await open(revoked.shareUrl, 'HEAD')).statusCode).toBe(404);
      expect((await open(kept.shareUrl)).statusCode).toBe(200);
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
      expect((await open(link.shareUrl)).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await open(link.shareUrl);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(SHARE_LINK_GONE);
      expect((await open(link.shareUrl, 'HEAD')).statusCode).toBe(404);
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
      expect((await open(link.shareUrl)).statusCode).toBe(200);
      clock.advance(1000);
      expect((await open(link.shareUrl)).statusCode).toBe(404);
      // An expired document cannot be shared any more.
      const later = await verifiedBorrower(app, { panNumber: owner.panNumber });
      const refused = await client(later.accessToken).share(document.documentId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This document can no longer be shared.');
    });

    it('answers 404 to an unknown or malformed token, and takes no body when made', async () => {
      const { app } = getApp();
      for (const url of [`/api/share/${'A'.repeat(43)}`, '/api/share/short', '/api/share/a.b']) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual(SHARE_LINK_GONE);
      }
      const owner = await borrowerWithDocuments(app);
      const withBody = await client(owner.accessToken).share(owner.documents[0]!.documentId, {
        expiresAt: '2099-01-01',
      });
      expect(withBody.statusCode).toBe(400);
      expect((await client(owner.accessToken).shares('doc_unknown')).statusCode).toBe(404);
      expect(
        (await client(owner.accessToken).revoke(owner.documents[0]!.documentId, 'shr_unknown'))
          .statusCode,
      ).toBe(404);
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
  },
  { env: { DOCUMENT_RETENTION_SCHEDULE: 'off' } },
);
