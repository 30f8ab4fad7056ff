import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/documents.js';
import { SHARE_ROUTES } from '../../shared/api/documents-routes.js';
import { formatFileSize } from '../../shared/format.js';
import { printedVerificationCode } from '../../shared/verification-code.js';
import { recordAudit } from '../audit/audit-log.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import type { Borrower } from '../auth/sessions.js';
import { sentence } from '../i18n/messages.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { documentFacts, recordDocumentUse } from './document-activity.js';
import { borrowerDocument, countDownload } from './document-store.js';
import { type DocumentRow, isDownloadable } from './document-views.js';
import { sendDocumentFile } from './file-response.js';
import { newShareLink, shareLinkView } from './share-link-service.js';
import {
  activeShareLinks,
  type OpenShare,
  openShare,
  revokeShareLink,
  type SharedDocument,
  sharedDocumentFileUrl,
  sharedFileUrl,
  sharePageUrl,
} from './share-links.js';

/** Per-IP limits; bearer routes are also bounded by the session. */
export const SHARE_RATE_LIMITS = {
  sharedFile: { max: 30, timeWindow: 60_000 },
  createShare: { max: 30, timeWindow: 60_000 },
} as const;

/**
 * Share links: the borrower makes, lists and revokes them; whoever holds one sees what it
 * carries (GET /api/share/:token/documents) and opens each file. The token is the capability:
 * anyone can call the public routes, and learns only what the documents themselves say.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.createShare, { security: [{ bearer: [] }] }),
    config: { rateLimit: SHARE_RATE_LIMITS.createShare },
    onRequest: app.requireBorrower,
    handler: async (request) => shareDocuments(app, borrowerOf(request), request.body.documentIds),
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.shareDocument, { security: [{ bearer: [] }] }),
    config: { rateLimit: SHARE_RATE_LIMITS.createShare },
    onRequest: app.requireBorrower,
    handler: async (request) =>
      shareDocuments(app, borrowerOf(request), [request.params.documentId]),
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.shareLinks, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const links = await activeShareLinks(
        app.database.db,
        borrowerOf(request).panDigest,
        app.clock.now(),
      );
      return { success: true as const, shareLinks: links.map(shareLinkView) };
    },
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.documentShareLinks, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const borrower = borrowerOf(request);
      const { db } = app.database;
      const document = await borrowerDocument(db, request.params.documentId, borrower.panDigest);
      if (!document) throw notFound(sentence('documentNotFound'));
      const links = await activeShareLinks(db, borrower.panDigest, app.clock.now(), {
        documentId: document.id,
      });
      return { success: true as const, shareLinks: links.map(shareLinkView) };
    },
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.revokeShare, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request) => {
      await revoke(app, borrowerOf(request), request.params.shareId);
      return { success: true as const, message: request.say(sentence('shareLinkRevoked')) };
    },
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.sharedDocuments, {
      description:
        'Public. Lender, document type, file name and size, issue date and verification code ' +
        'of each document, with URLs to view and download it; nothing else about the borrower.',
    }),
    config: { rateLimit: SHARE_RATE_LIMITS.sharedFile },
    handler: async (request) => {
      const { token } = request.params;
      const share = await openShareOr404(app, token);
      return {
        success: true as const,
        expiresAt: share.expiresAt.toISOString(),
        documents: share.documents.map((document) => sharedDocumentView(token, document)),
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.sharedFile),
    method: ['GET', 'HEAD'],
    config: { rateLimit: SHARE_RATE_LIMITS.sharedFile },
    handler: async (request, reply) => {
      const { token } = request.params;
      const share = await openShareOr404(app, token);
      const [only, ...others] = share.documents;
      if (!only || others.length > 0) {
        throw new HttpProblem(
          409,
          'SHARE_HAS_SEVERAL_DOCUMENTS',
          sentence('shareHasSeveralDocuments', {
            count: share.documents.length,
            page: sharePageUrl(token),
          }),
        );
      }
      return sendSharedFile(app, request, reply, only, request.query.purpose);
    },
  });

  app.route({
    ...declaredRoute(schemas, SHARE_ROUTES.sharedDocumentFile),
    method: ['GET', 'HEAD'],
    config: { rateLimit: SHARE_RATE_LIMITS.sharedFile },
    handler: async (request, reply) => {
      const share = await openShareOr404(app, request.params.token);
      const document = share.documents.find((shared) => shared.id === request.params.documentId);
      if (!document) throw notFound(sentence('sharedDocumentNotInLink'));
      return sendSharedFile(app, request, reply, document, request.query.purpose);
    },
  });
};

/** Makes one link for the borrower's documents, each ready and theirs, in the given order. */
async function shareDocuments(app: FastifyInstance, borrower: Borrower, documentIds: string[]) {
  const { db } = app.database;
  const now = app.clock.now();
  const documents: Array<DocumentRow & { expires_at: Date }> = [];
  for (const documentId of documentIds) {
    const document = await borrowerDocument(db, documentId, borrower.panDigest);
    if (!document) throw notFound(sentence('documentNotFound'));
    if (!isDownloadable(document, now) || !document.expires_at) {
      const facts = { documentType: document.document_type, bank: document.bank_name };
      throw new HttpProblem(
        409,
        'DOCUMENT_NOT_READY',
        documentIds.length > 1
          ? sentence('documentNotReadyToShare', facts)
          : document.status === 'processing'
            ? sentence('documentStillProcessing')
            : sentence('documentNotShareable'),
        { documentId },
      );
    }
    documents.push({ ...document, expires_at: document.expires_at });
  }
  const link = await newShareLink(app, borrower, now, documents);
  await recordAudit(db, app.secrets.hmacKey, now, {
    kind: 'share.created',
    panNumber: borrower.panNumber,
    detail: { shareId: link.shareId, sharedDocuments: documents.map(documentFacts) },
  });
  return {
    success: true as const,
    shareId: link.shareId,
    shareUrl: sharePageUrl(link.token),
    fileUrl: documents.length === 1 ? sharedFileUrl(link.token) : null,
    expiresAt: link.expiresAt.toISOString(),
    documentIds: link.documentIds,
  };
}

async function revoke(app: FastifyInstance, borrower: Borrower, shareId: string): Promise<void> {
  const { db } = app.database;
  const now = app.clock.now();
  const documentIds = await revokeShareLink(db, now, { shareId, panDigest: borrower.panDigest });
  if (!documentIds) throw notFound(sentence('shareLinkUnknown'));
  const sharedDocuments = [];
  for (const documentId of documentIds) {
    const document = await borrowerDocument(db, documentId, borrower.panDigest);
    if (document) sharedDocuments.push(documentFacts(document));
  }
  await recordAudit(db, app.secrets.hmacKey, now, {
    kind: 'share.revoked',
    panNumber: borrower.panNumber,
    detail: { shareId, sharedDocuments },
  });
}

async function openShareOr404(app: FastifyInstance, token: string): Promise<OpenShare> {
  const share = await openShare(app.database.db, app.secrets.hmacKey, app.clock.now(), token);
  if (!share) throw notFound(sentence('shareLinkDead'));
  return share;
}

function sendSharedFile(
  app: FastifyInstance,
  request: Parameters<typeof sendDocumentFile>[1],
  reply: Parameters<typeof sendDocumentFile>[2],
  document: SharedDocument,
  purpose: 'download' | 'view' = 'download',
) {
  return sendDocumentFile(
    app,
    request,
    reply,
    { id: document.id, blobKey: document.blob_key, fileName: document.file_name },
    {
      disposition: purpose === 'view' ? 'inline' : 'attachment',
      onSent: async () => {
        if (purpose === 'download') await countDownload(app.database.db, document.id);
        await recordDocumentUse(app, 'share.opened', document);
      },
    },
  );
}

function sharedDocumentView(token: string, document: SharedDocument) {
  const fileUrl = sharedDocumentFileUrl(token, document.id);
  return {
    documentId: document.id,
    bankName: document.bank_name,
    documentType: document.document_type,
    displayName: document.display_name,
    loanType: document.loan_type,
    accountMasked: document.account_masked,
    fileName: document.file_name,
    fileSize: document.file_size === null ? '' : formatFileSize(document.file_size),
    issuedAt: document.generated_at?.toISOString() ?? null,
    verificationCode: document.verification_code
      ? printedVerificationCode(document.verification_code)
      : null,
    downloadUrl: fileUrl,
    viewUrl: `${fileUrl}?purpose=view`,
  };
}
