import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Ready only when the database answers and the job queue runs; load balancers rely on it. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthBody, 503: healthBody } } },
    async (_request, reply) => {
      const ready = app.isReady() && (await databaseAnswers());
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
    },
  );

  async function databaseAnswers(): Promise<boolean> {
    try {
      await app.database.executeSql('select 1');
      return true;
    } catch {
      return false;
    }
  }
};
