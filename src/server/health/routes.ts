import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/health.js';
import { HEALTH_ROUTES } from '../../shared/api/health-routes.js';
import { declaredRoute } from '../platform/declared-route.js';

/** Not ready is an answer too: 503 with the same body. */
const notReady = { response: { 503: schemas.healthBody } };

/**
 * Liveness and readiness, apart: an orchestrator restarts a process that is not live, and a
 * load balancer sends traffic only to one that is ready (database answering, job queue
 * running, not shutting down). `/health` is readiness, as before.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, HEALTH_ROUTES.live, notReady),
    handler: async () => ({ status: 'ok' as const }),
  });

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const isReady = app.isReady() && (await databaseAnswers());
    return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable' });
  };
  app.route({ ...declaredRoute(schemas, HEALTH_ROUTES.ready, notReady), handler: ready });
  app.route({ ...declaredRoute(schemas, HEALTH_ROUTES.health, notReady), handler: ready });

  async function databaseAnswers(): Promise<boolean> {
    try {
      await app.database.executeSql('select 1');
      return true;
    } catch {
      return false;
    }
  }
};
