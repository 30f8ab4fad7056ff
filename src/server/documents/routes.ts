import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentDataFileName } from '../../shared/api/document-data.js';
import * as schemas from '../../shared/api/documents.js';
import { DOCUMENTS_ROUTES } from '../../shared/api/documents-routes.js';
import { panFromInput } from '../../shared/pan.js';
import { parseVerificationCode } from '../../shared/verification-code.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import type { Borrower } from '../auth/sessions.js';
import { sentence } from '../i18n/messages.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { recordDocumentUse } from './document-activity.js';
import { documentDataFile, storedDocumentData } from './document-data.js';
import {
  borrowerDocuments,
  countDownload,
  documentById,
  documentVerification,
} from './document-store.js';
import {
  type DocumentRow,
  documentVersions,
  isDownloadable,
  loanDocumentView,
  newestFirst,
  verificationStatus,
} from './document-views.js';
import { fileHeaders, sendDocumentFile } from './file-response.js';
import { checkFileSignature } from './signed-urls.js';

/** Per-IP limits; bearer routes are also bounded by the token. */
export const DOCUMENT_RATE_LIMITS = {
  verify: { max: 30, timeWindow: 60_000 },
  file: { max: 120, timeWindow: 60_000 },
} as const;

/** Documents: list, signed download and view, checking a document by its code. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, DOCUMENTS_ROUTES.documents, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return documentList(app, borrowerOf(request));
    },
  });

  app.route({
    ...declaredRoute(schemas, DOCUMENTS_ROUTES.documentsOfPan, { security: [{ bearer: [] }] }),
    onRequest: app.requireBorrower,
    handler: async (request, reply) => {
      const borrower = borrowerOf(request);
      if (panFromInput(request.params.panNumber) !== borrower.panNumber) {
        throw notFound(sentence('documentsNotFound'));
      }
      reply.header('cache-control', 'no-store');
      return documentList(app, borrower);
    },
  });

  app.route({
    ...declaredRoute(schemas, DOCUMENTS_ROUTES.documentFile),
    method: ['GET', 'HEAD'],
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
      if (signature !== 'valid')
        throw new HttpProblem(403, 'LINK_EXPIRED', sentence('downloadLinkExpired'));
      const document = await documentById(app.database.db, documentId);
      if (!document || !isDownloadable(document, now)) throw notFound(sentence('fileNotAvailable'));
      if (purpose === 'data') return sendDocumentData(app, request, reply, document);
      return sendDocumentFile(
        app,
        request,
        reply,
        { id: document.id, blobKey: document.blob_key, fileName: document.file_name },
        purpose === 'view'
          ? {
              disposition: 'inline',
              onSent: () => recordDocumentUse(app, 'document.viewed', document),
            }
          : {
              disposition: 'attachment',
              onSent: async () => {
                await countDownload(app.database.db, document.id);
                await recordDocumentUse(app, 'document.downloaded', document);
              },
            },
      );
    },
  });

  app.route({
    ...declaredRoute(schemas, DOCUMENTS_ROUTES.verify, {
      description:
        'Public: the code is printed on the document. Nothing personal is answered; the SHA-256 ' +
        'lets someone holding the file check it is the very file that was issued.',
    }),
    config: { rateLimit: DOCUMENT_RATE_LIMITS.verify },
    handler: async (request) => {
      const code = parseVerificationCode(request.params.code);
      const record = code ? await documentVerification(app.database.db, code) : undefined;
      if (!record) throw notFound(sentence('verificationCodeUnknown'));
      const status = verificationStatus(record, app.clock.now());
      return {
        valid: status === 'valid',
        status,
        lender_name: record.lender_name,
        document_type: record.document_type,
        issued_at: record.issued_at?.toISOString() ?? null,
        sha256: record.sha256,
      };
    },
  });
};

/**
 * The document's content as data: a JSON file, written to the activity log but not counted as a
 * download of the PDF.
 */
async function sendDocumentData(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  document: DocumentRow,
): Promise<FastifyReply> {
  const data = await storedDocumentData(app.database.db, app.secrets, document.id);
  if (!data) throw new HttpProblem(404, 'DATA_NOT_KEPT', sentence('documentDataNotKept'));
  const file = documentDataFile(data);
  fileHeaders(reply, {
    contentType: 'application/json; charset=utf-8',
    disposition: 'attachment',
    fileName: documentDataFileName(document.file_name),
  }).header('content-length', file.length);
  if (request.method === 'HEAD') return reply.send();
  await recordDocumentUse(app, 'document.data-downloaded', document);
  return reply.send(file);
}

async function documentList(app: FastifyInstance, borrower: Borrower) {
  const now = app.clock.now();
  const rows = await borrowerDocuments(app.database.db, borrower.panDigest);
  const versions = documentVersions(rows);
  return {
    success: true as const,
    documents: rows
      .sort(newestFirst)
      .map((row) => loanDocumentView(row, now, app.secrets.hmacKey, versions.get(row.id))),
    saveToDigiLocker: app.providers.digilocker !== undefined,
  };
}
