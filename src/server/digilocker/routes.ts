import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/digilocker.js';
import { DIGILOCKER_ROUTES } from '../../shared/api/digilocker-routes.js';
import { recordAudit } from '../audit/audit-log.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { sessionIsLive } from '../auth/sessions.js';
import { documentFacts } from '../documents/document-activity.js';
import { borrowerDocument } from '../documents/document-store.js';
import { isDownloadable } from '../documents/document-views.js';
import { readDocumentFile } from '../documents/file-response.js';
import { sentence } from '../i18n/messages.js';
import { cookieName, cookieOptions } from '../platform/cookies.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { DigiLockerSaving } from './digilocker-saving.js';

/** Per IP: each save is an upload to DigiLocker on the borrower's behalf. */
export const DIGILOCKER_RATE_LIMITS = {
  save: { max: 10, timeWindow: 60_000 },
  callback: { max: 20, timeWindow: 60_000 },
} as const;

/**
 * The browser that asked to allow DigiLocker keeps this cookie for the 10 minutes the allowing
 * may take. SameSite=Lax, unlike our other cookies: it must come with DigiLocker's redirect back
 * (a top-level GET from another site), and it authorises nothing by itself.
 */
const BINDING_COOKIE = 'ld_digilocker';
const BINDING_SECONDS = 600;

function bindingCookieOptions(request: FastifyRequest, maxAge?: number) {
  return { ...cookieOptions(request, maxAge), sameSite: 'lax' as const };
}

/** Save to DigiLocker: the button's call and DigiLocker's redirect back. */
export const digilockerRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = app.providers.digilocker;
  const saving = client ? new DigiLockerSaving(savingDependencies(app, client)) : undefined;

  app.route({
    ...declaredRoute(schemas, DIGILOCKER_ROUTES.saveToDigiLocker, { security: [{ bearer: [] }] }),
    config: { rateLimit: DIGILOCKER_RATE_LIMITS.save },
    onRequest: app.requireBorrower,
    handler: async (request, reply) => {
      if (!saving) throw notFound(sentence('digilockerNotConfigured'));
      reply.header('cache-control', 'no-store');
      const result = await saving.save(borrowerOf(request), request.params.documentId);
      if ('authorizeUrl' in result) {
        reply.setCookie(
          cookieName(request, BINDING_COOKIE),
          result.binding,
          bindingCookieOptions(request, BINDING_SECONDS),
        );
        return {
          success: true as const,
          saved: false,
          path: null,
          authorizeUrl: result.authorizeUrl,
          message: request.say(sentence('digilockerAllow')),
        };
      }
      if (result.saved) {
        return {
          success: true as const,
          saved: true,
          path: result.path,
          authorizeUrl: null,
          message: request.say(sentence('digilockerSaved', { folder: result.document.lender_id })),
        };
      }
      if (result.problem === 'not-found') throw notFound(sentence('fileNotAvailable'));
      throw new HttpProblem(502, 'DIGILOCKER_UNAVAILABLE', sentence('digilockerUnavailable'));
    },
  });

  app.route({
    ...declaredRoute(schemas, DIGILOCKER_ROUTES.callback),
    config: { rateLimit: DIGILOCKER_RATE_LIMITS.callback },
    handler: async (request, reply) => {
      // The session cookie is SameSite=Strict, so it does not come with DigiLocker's redirect:
      // the single-use `state`, bound to the session and document, authorises this, and only in
      // the browser holding the binding cookie that was set with it.
      const binding = request.cookies[cookieName(request, BINDING_COOKIE)];
      reply.clearCookie(cookieName(request, BINDING_COOKIE), bindingCookieOptions(request));
      const { outcome, documentId } = saving
        ? await saving.complete(request.query, binding)
        : { outcome: 'failed' as const, documentId: undefined };
      const back = new URLSearchParams({ digilocker: outcome });
      if (documentId) back.set('document', documentId);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/document-center?${back.toString()}`, 303);
    },
  });
};

function savingDependencies(
  app: FastifyInstance,
  client: NonNullable<FastifyInstance['providers']['digilocker']>,
) {
  const { db } = app.database;
  return {
    db,
    clock: app.clock,
    secrets: app.secrets,
    client,
    findDocument: async (documentId: string, panDigest: string) => {
      const document = await borrowerDocument(db, documentId, panDigest);
      return document && isDownloadable(document, app.clock.now()) ? document : undefined;
    },
    readPdf: (document: { id: string; blob_key: string | null; file_name: string }) =>
      readDocumentFile(app, {
        id: document.id,
        blobKey: document.blob_key,
        fileName: document.file_name,
      }),
    sessionIsLive: (sessionId: string) => sessionIsLive(db, sessionId, app.clock.now()),
    onSaved: (document: Parameters<typeof documentFacts>[0] & { pan_digest: string }) =>
      recordAudit(db, app.secrets.hmacKey, app.clock.now(), {
        kind: 'document.saved-to-digilocker',
        panDigest: document.pan_digest,
        detail: documentFacts(document),
      }),
  };
}
