import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityResponse } from '../../shared/api/consents.js';
import { borrowerActivity } from '../audit/activity.js';
import { borrowerOf } from '../auth/auth-plugin.js';

/** The borrower's activity log: what was done with their data, newest first. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ({
      success: true as const,
      events: await borrowerActivity(app, borrowerOf(request).panDigest, (said) =>
        request.say(said),
      ),
    }),
  );
};
