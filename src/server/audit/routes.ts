import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityResponse } from '../../shared/api/consents.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { ACTIVITY_KINDS, activitySentence } from './activity.js';
import { borrowerAuditEvents } from './audit-log.js';

/** The newest entries of the log a borrower sees. */
const ACTIVITY_SHOWN = 200;

/** The borrower's activity log: what was done with their data, newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      schema: {
        tags: ['privacy'],
        summary: "What was done with the borrower's data: fetched, viewed, shared, deleted",
        security: [{ bearer: [] }],
        response: { 200: activityResponse },
      },
      onRequest: app.requireBorrower,
    },
    async (request) => {
      const events = await borrowerAuditEvents(
        app.database.db,
        borrowerOf(request).panDigest,
        ACTIVITY_KINDS,
        ACTIVITY_SHOWN,
      );
      return {
        success: true as const,
        events: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          at: event.created_at.toISOString(),
          text: request.say(activitySentence(event.kind, event.detail)),
        })),
      };
    },
  );
};
