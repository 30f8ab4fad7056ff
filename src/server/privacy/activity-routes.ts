import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/privacy.js';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes.js';
import { borrowerActivity } from '../audit/activity.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { BEARER, declaredRoute } from '../platform/declared-route.js';

/** The borrower's activity log: what was done with their data, newest first. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, PRIVACY_ROUTES.activity, BEARER),
    onRequest: app.requireBorrower,
    handler: async (request) => ({
      success: true as const,
      events: await borrowerActivity(app, borrowerOf(request).panDigest, (said) =>
        request.say(said),
      ),
    }),
  });
};
