import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentIdParams,
  grievanceContactResponse,
  withdrawalResponse,
  withdrawConsentResponse,
} from '../../shared/api/consents.js';
import { DATA_EXPORT_PATH } from '../../shared/api/data-export.js';
import { deleteMyDataResponse } from '../../shared/api/documents.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { fileHeaders } from '../documents/file-response.js';
import { sentence } from '../i18n/messages.js';
import { sessionBorrowerOf, subjectRateLimit } from '../limits/subject-rate-limit.js';
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

  app.delete(
    '/my-data',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Erase the borrower’s documents, share links, batches and credit reports; end their sessions',
        security: [{ bearer: [] }],
        body: noBody,
        response: { 200: deleteMyDataResponse },
      },
      config: { rateLimit: PRIVACY_RATE_LIMITS.deleteMyData },
      onRequest: app.requireBorrower,
    },
    async (request) => {
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
  );

  app.get(
    DATA_EXPORT_PATH.replace(/^\/api/, ''),
    {
      schema: {
        tags: ['privacy'],
        summary: 'Download all my data: one ZIP of every current document and what we hold',
        description:
          'The PDF of each current document, documents.json, consents.json and activity.json ' +
          '(schema version 1, docs/data-export.md) and a README.',
        security: [{ bearer: [] }],
      },
      config: { rateLimit: PRIVACY_RATE_LIMITS.exportPerIp },
      onRequest: app.requireBorrower,
      preHandler: subjectRateLimit(app, {
        name: 'data-export',
        max: PRIVACY_RATE_LIMITS.exportPerBorrower.max,
        timeWindowMs: PRIVACY_RATE_LIMITS.exportPerBorrower.timeWindowMs,
        subjectOf: sessionBorrowerOf,
      }),
    },
    async (request, reply) => {
      const exported = await borrowerDataExport(app, borrowerOf(request), (said) =>
        request.say(said),
      );
      return fileHeaders(reply, {
        contentType: 'application/zip',
        disposition: 'attachment',
        fileName: exported.fileName,
      }).send(Buffer.from(exported.zip));
    },
  );

  app.get(
    '/grievance-contact',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Who to write to with a grievance about your data',
        response: { 200: grievanceContactResponse },
      },
    },
    async () => app.config.grievance,
  );

  app.get(
    '/consents/:consentId/withdrawal',
    {
      schema: {
        tags: ['privacy'],
        summary: 'What withdrawing this consent would stop and delete, to confirm first',
        security: [{ bearer: [] }],
        params: consentIdParams,
        response: { 200: withdrawalResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request) =>
      withdrawalPreview(app, borrowerOf(request), request.params.consentId, (said) =>
        request.say(said),
      ),
  );

  app.post(
    '/consents/:consentId/withdraw',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Withdraw an active consent: stop its work and delete what was fetched under it',
        security: [{ bearer: [] }],
        params: consentIdParams,
        body: noBody,
        response: { 200: withdrawConsentResponse },
      },
      config: { rateLimit: PRIVACY_RATE_LIMITS.withdrawConsent },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const deleted = await withdrawConsent(app, borrowerOf(request), request.params.consentId);
      return {
        success: true as const,
        message: request.say(
          sentence('consentWithdrawn', { documents: deleted.documents, reports: deleted.reports }),
        ),
        deleted,
      };
    },
  );
};

/** POST and DELETE here take no body; one sent must be empty. */
const noBody = z.object({}).strict().nullish();
