import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteMyDataResponse,
  documentFileQuery,
  documentIdParams,
  documentsPanParams,
  documentsResponse,
  revokeShareLinkResponse,
  shareLinkParams,
  shareLinkResponse,
  shareLinksResponse,
  shareTokenParams,
} from '../../shared/api/documents.js';
import type { Borrower } from '../auth/access-tokens.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { recordAudit } from '../consent/audit.js';
import { HttpProblem, notFound } from '../plugins/errors.js';
import {
  borrowerDocument,
  borrowerDocuments,
  countDownload,
  documentById,
} from './document-store.js';
import { isDownloadable, loanDocumentView, newestFirst } from './document-views.js';
import { FILE_NOT_AVAILABLE_MESSAGE, sendDocumentFile } from './file-response.js';
import { deleteBorrowerData } from './my-data.js';
import { startRetentionJob } from './retention.js';
import {
  activeShareLinks,
  createShareLink,
  MAX_ACTIVE_SHARE_LINKS,
  revokeShareLink,
  sharedDocument,
  shareUrl,
} from './share-links.js';
import { checkFileSignature } from './signed-urls.js';

export const DOCUMENT_NOT_FOUND_MESSAGE =
  'We could not find this document. Please refresh your documents and try again.';
export const DOCUMENTS_NOT_FOUND_MESSAGE = 'No documents were found for this PAN.';
export const LINK_EXPIRED_MESSAGE =
  'This download link has expired. Go back to the Document Center and try again.';
export const SHARE_LINK_NOT_FOUND_MESSAGE =
  'This share link has expired or was revoked. Please ask for a new link.';
export const SHARE_LINK_UNKNOWN_MESSAGE = 'We could not find this share link.';
export const DATA_DELETED_MESSAGE =
  'Your documents, share links and credit report have been deleted. A masked record of your consent is kept for one year.';

/** Per-IP limits; bearer routes are also bounded by the token. */
export const DOCUMENT_RATE_LIMITS = {
  file: { max: 120, timeWindow: 60_000 },
  sharedFile: { max: 30, timeWindow: 60_000 },
  createShare: { max: 30, timeWindow: 60_000 },
  deleteMyData: { max: 10, timeWindow: 60_000 },
} as const;

/** POST and DELETE here take no body; one sent must be empty. */
const noBody = z.object({}).strict().nullish();

/** Documents: list, signed download and view, share links, delete-my-data; and retention. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const stopRetention = await startRetentionJob(app);
  app.addHook('onClose', async () => stopRetention());

  const listSchema = {
    tags: ['documents'],
    security: [{ bearer: [] }],
    response: { 200: documentsResponse },
  };

  app.get(
    '/documents',
    {
      schema: {
        ...listSchema,
        summary: "The borrower's documents (PAN from the token), newest first",
      },
      onRequest: app.requireBorrower,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return documentList(app, borrowerOf(request));
    },
  );

  app.get(
    '/documents/:panNumber',
    {
      schema: {
        ...listSchema,
        summary: 'The same list, for clients that name the PAN; only the token’s own PAN',
        params: documentsPanParams,
      },
      onRequest: app.requireBorrower,
    },
    async (request, reply) => {
      const borrower = borrowerOf(request);
      if (request.params.panNumber.toUpperCase() !== borrower.panNumber) {
        throw notFound(DOCUMENTS_NOT_FOUND_MESSAGE);
      }
      reply.header('cache-control', 'no-store');
      return documentList(app, borrower);
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/documents/download/:documentId',
    schema: {
      tags: ['documents'],
      summary: 'The PDF behind a signed URL (no token: the signature authorises); HEAD checks it',
      params: documentIdParams,
      querystring: documentFileQuery,
    },
    config: { rateLimit: DOCUMENT_RATE_LIMITS.file },
    handler: async (request, reply) => {
      const { documentId } = request.params;
      const purpose = request.query.purpose ?? 'download';
      const now = app.clock.now();
      const signature = checkFileSignature(
        app.secrets.hmacKey,
        {
          documentId,
          purpose,
          expires: request.query.expires,
          signature: request.query.signature,
        },
        now,
      );
      if (signature !== 'valid') throw new HttpProblem(403, 'LINK_EXPIRED', LINK_EXPIRED_MESSAGE);
      const document = await documentById(app.database.db, documentId);
      if (!document || !isDownloadable(document, now)) throw notFound(FILE_NOT_AVAILABLE_MESSAGE);
      return sendDocumentFile(
        app,
        request,
        reply,
        { id: document.id, blobKey: document.blob_key, fileName: document.file_name },
        purpose === 'view'
          ? { disposition: 'inline' }
          : {
              disposition: 'attachment',
              onDownload: () => countDownload(app.database.db, document.id),
            },
      );
    },
  });

  app.post(
    '/documents/:documentId/share',
    {
      schema: {
        tags: ['documents'],
        summary: 'A link anyone can open to download this one document, for 24 hours',
        security: [{ bearer: [] }],
        params: documentIdParams,
        body: noBody,
        response: { 200: shareLinkResponse },
      },
      config: { rateLimit: DOCUMENT_RATE_LIMITS.createShare },
      onRequest: app.requireBorrower,
    },
    async (request, reply) => {
      const borrower = borrowerOf(request);
      const { db } = app.database;
      const now = app.clock.now();
      const document = await borrowerDocument(db, request.params.documentId, borrower.panDigest);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
      if (!isDownloadable(document, now) || !document.expires_at) {
        throw new HttpProblem(
          409,
          'DOCUMENT_NOT_READY',
          document.status === 'processing'
            ? 'This document is still being prepared. Please share it once it is ready.'
            : 'This document can no longer be shared.',
        );
      }
      if ((await activeShareLinks(db, document.id, now)).length >= MAX_ACTIVE_SHARE_LINKS) {
        throw new HttpProblem(
          409,
          'TOO_MANY_SHARE_LINKS',
          `This document already has ${MAX_ACTIVE_SHARE_LINKS} working share links. Please revoke one and try again.`,
        );
      }
      const link = await createShareLink(db, app.secrets.hmacKey, now, {
        id: document.id,
        panDigest: borrower.panDigest,
        expiresAt: document.expires_at,
      });
      await recordAudit(db, app.secrets.hmacKey, now, {
        kind: 'share.created',
        panNumber: borrower.panNumber,
        detail: { documentId: document.id, shareId: link.shareId },
      });
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        shareId: link.shareId,
        shareUrl: shareUrl(link.token),
        expiresAt: link.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/documents/:documentId/shares',
    {
      schema: {
        tags: ['documents'],
        summary: "The document's share links that still work",
        security: [{ bearer: [] }],
        params: documentIdParams,
        response: { 200: shareLinksResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request, reply) => {
      const borrower = borrowerOf(request);
      const { db } = app.database;
      const document = await borrowerDocument(db, request.params.documentId, borrower.panDigest);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
      const links = await activeShareLinks(db, document.id, app.clock.now());
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        shareLinks: links.map((link) => ({
          shareId: link.shareId,
          createdAt: link.createdAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/documents/:documentId/shares/:shareId',
    {
      schema: {
        tags: ['documents'],
        summary: 'Revoke a share link: from then on it answers 404',
        security: [{ bearer: [] }],
        params: shareLinkParams,
        body: noBody,
        response: { 200: revokeShareLinkResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const now = app.clock.now();
      const { documentId, shareId } = request.params;
      const revoked = await revokeShareLink(app.database.db, now, {
        shareId,
        documentId,
        panDigest: borrower.panDigest,
      });
      if (!revoked) throw notFound(SHARE_LINK_UNKNOWN_MESSAGE);
      await recordAudit(app.database.db, app.secrets.hmacKey, now, {
        kind: 'share.revoked',
        panNumber: borrower.panNumber,
        detail: { documentId, shareId },
      });
      return { success: true as const, message: 'The share link no longer works.' };
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/share/:token',
    schema: {
      tags: ['documents'],
      summary: 'A shared document (no token: the link is the capability); HEAD checks it',
      params: shareTokenParams,
    },
    config: { rateLimit: DOCUMENT_RATE_LIMITS.sharedFile },
    handler: async (request, reply) => {
      const document = await sharedDocument(
        app.database.db,
        app.secrets.hmacKey,
        app.clock.now(),
        request.params.token,
      );
      if (!document) throw notFound(SHARE_LINK_NOT_FOUND_MESSAGE);
      return sendDocumentFile(
        app,
        request,
        reply,
        { id: document.id, blobKey: document.blob_key, fileName: document.file_name },
        {
          disposition: 'attachment',
          onDownload: () => countDownload(app.database.db, document.id),
        },
      );
    },
  });

  app.delete(
    '/my-data',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Erase the borrower’s documents, share links, batches and credit reports; end their sessions',
        security: [{ bearer: [] }],
        body: noBody,
        response: { 200: deleteMyDataResponse },
      },
      config: { rateLimit: DOCUMENT_RATE_LIMITS.deleteMyData },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const deleted = await deleteBorrowerData(app, borrowerOf(request));
      return {
        success: true as const,
        message: DATA_DELETED_MESSAGE,
        deleted: {
          documents: deleted.documents,
          shareLinks: deleted.shareLinks,
          reports: deleted.reports,
        },
      };
    },
  );
};

async function documentList(app: FastifyInstance, borrower: Borrower) {
  const now = app.clock.now();
  const rows = await borrowerDocuments(app.database.db, borrower.panDigest);
  return {
    success: true as const,
    documents: rows.sort(newestFirst).map((row) => loanDocumentView(row, now, app.secrets.hmacKey)),
  };
}
