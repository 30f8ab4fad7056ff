import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']) });
const schema = (summary: string) => ({
  tags: ['health'],
  summary,
  response: { 200: healthBody, 503: healthBody },
});

/**
 * Liveness and readiness, apart: an orchestrator restarts a process that is not live, and a
 * load balancer sends traffic only to one that is ready (database answering, job queue
 * running, not shutting down). `/health` is readiness, as before.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: schema('The process answers') }, async () => ({
    status: 'ok' as const,
  }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const isReady = app.isReady() && (await databaseAnswers());
    return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable' });
  };
  app.get('/health/ready', { schema: schema('Ready for traffic') }, ready);
  app.get('/health', { schema: schema('Ready for traffic (same as /health/ready)') }, ready);

  async function databaseAnswers(): Promise<boolean> {
    try {
      await app.database.executeSql('select 1');
      return true;
    } catch {
      return false;
    }
  }
};
