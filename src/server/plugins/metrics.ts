import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BANK_QUEUE } from '../batch/batch-engine.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { RETENTION_QUEUE } from '../privacy/retention.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus instruments; GET /metrics shows them. */
    metrics: AppMetrics;
  }
}

const QUEUES = [BANK_QUEUE, RETENTION_QUEUE];

/**
 * GET /metrics in Prometheus's text format: request durations by route, process memory and
 * event-loop lag, bank jobs, lender failures, OCR, queue depth, documents and batches held.
 * On its own port when METRICS_PORT is set; on the app's port it needs METRICS_TOKEN as a
 * bearer token when set, and outside the sandbox it is not served there without one.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = new AppMetrics();
    app.decorate('metrics', metrics);
    readFromTheDatabase(app, metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const { metricsPort, metricsToken, sandbox, host } = app.config;
    if (metricsPort !== undefined) {
      const server = metricsServer(metrics);
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve) => server.listen(metricsPort, host, resolve));
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
      return;
    }
    if (!metricsToken && !sandbox) {
      app.log.warn('GET /metrics is off: set METRICS_TOKEN or METRICS_PORT to serve it');
      return;
    }
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (metricsToken && !bearerMatches(request, metricsToken)) {
        return reply.code(404).send({ success: false, error: 'NOT_FOUND', message: 'Not found.' });
      }
      return scrape(metrics, reply);
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);

async function scrape(metrics: AppMetrics, reply: FastifyReply) {
  const text = await metrics.registry.metrics();
  return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function metricsServer(metrics: AppMetrics): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(text),
      () => response.writeHead(500).end(),
    );
  });
}

/** Counts read at each scrape: the same on every instance, as they come from the database. */
function readFromTheDatabase(app: FastifyInstance, metrics: AppMetrics): void {
  metrics.gaugeAtScrape('documents', 'Documents held, by status', 'status', async () =>
    (
      await app.database.db
        .selectFrom('documents')
        .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('status')
        .execute()
    ).map((row) => ({ label: row.status, value: Number(row.count) })),
  );
  metrics.gaugeAtScrape('batches', 'Batches held, by status', 'status', async () =>
    (
      await app.database.db
        .selectFrom('batches')
        .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('status')
        .execute()
    ).map((row) => ({ label: row.status, value: Number(row.count) })),
  );
  metrics.gaugeAtScrape(
    'job_queue_depth',
    'Jobs waiting in a queue (created or retrying)',
    'queue',
    async () =>
      Promise.all(
        QUEUES.map(async (queue) => ({ label: queue, value: await app.jobs.getQueueSize(queue) })),
      ),
  );
}
