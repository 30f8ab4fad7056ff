import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/privacy.js';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { fileHeaders } from '../documents/file-response.js';
import { sentence } from '../i18n/messages.js';
import { sessionBorrowerOf, subjectRateLimit } from '../limits/subject-rate-limit.js';
import { BEARER, declaredRoute } from '../platform/declared-route.js';
import { borrowerDataExport } from './data-export.js';
import { deleteBorrowerData } from './delete-my-data.js';
import { startReconcileJob } from './file-reconcile.js';
import { startRetentionJob } from './retention.js';
import { withdrawalPreview, withdrawConsent } from './withdraw-consent.js';

/** Per IP; the route also needs the borrower's token. */
export const PRIVACY_RATE_LIMITS = {
  deleteMyData: { max: 10, timeWindow: 60_000 },
  withdrawConsent: { max: 20, timeWindow: 60_000 },
  /** Each export reads and zips every document: a few a minute is plenty for one borrower. */
  exportPerIp: { max: 10, timeWindow: 60_000 },
  exportPerBorrower: { max: 5, timeWindowMs: 60_000 },
} as const;

/**
 * Privacy: withdrawing a consent, a copy of all one's data and delete-my-data on request, and
 * the retention job that deletes what is due.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const stopRetention = await startRetentionJob(app);
  const stopReconcile = await startReconcileJob(app);
  app.addHook('onClose', async () => {
    await stopRetention();
    await stopReconcile();
  });

  app.route({
    ...declaredRoute(schemas, PRIVACY_ROUTES.deleteMyData, BEARER),
    config: { rateLimit: PRIVACY_RATE_LIMITS.deleteMyData },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const deleted = await deleteBorrowerData(app, borrowerOf(request));
      return {
        success: true as const,
        message: request.say(sentence('dataDeleted')),
        deleted: {
          documents: deleted.documents,
          shareLinks: deleted.shareLinks,
          reports: deleted.reports,
        },
      };
    },
  });

  app.route({
    ...declaredRoute(schemas, PRIVACY_ROUTES.dataExport, {
      ...BEARER,
      description:
        'The PDF of each current document, documents.json, consents.json and activity.json ' +
        '(schema version 1, docs/data-export.md) and a README.',
    }),
    config: { rateLimit: PRIVACY_RATE_LIMITS.exportPerIp },
    onRequest: app.requireBorrower,
    preHandler: subjectRateLimit(app, {
      name: 'data-export',
      max: PRIVACY_RATE_LIMITS.exportPerBorrower.max,
      timeWindowMs: PRIVACY_RATE_LIMITS.exportPerBorrower.timeWindowMs,
      subjectOf: sessionBorrowerOf,
    }),
    handler: async (request, reply) => {
      const exported = await borrowerDataExport(app, borrowerOf(request), (said) =>
        request.say(said),
      );
      return fileHeaders(reply, {
        contentType: 'application/zip',
        disposition: 'attachment',
        fileName: exported.fileName,
      }).send(Buffer.from(exported.zip));
    },
  });

  app.route({
    ...declaredRoute(schemas, PRIVACY_ROUTES.grievanceContact),
    handler: async () => app.config.grievance,
  });

  app.route({
    ...declaredRoute(schemas, PRIVACY_ROUTES.withdrawal, BEARER),
    onRequest: app.requireBorrower,
    handler: async (request) =>
      withdrawalPreview(app, borrowerOf(request), request.params.consentId, (said) =>
        request.say(said),
      ),
  });

  app.route({
    ...declaredRoute(schemas, PRIVACY_ROUTES.withdraw, BEARER),
    config: { rateLimit: PRIVACY_RATE_LIMITS.withdrawConsent },
    onRequest: app.requireBorrower,
    handler: async (request) => {
      const deleted = await withdrawConsent(app, borrowerOf(request), request.params.consentId);
      return {
        success: true as const,
        message: request.say(
          sentence('consentWithdrawn', { documents: deleted.documents, reports: deleted.reports }),
        ),
        deleted,
      };
    },
  });
};
