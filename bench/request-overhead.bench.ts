import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config/config.js';
import { loadTest } from './load.js';
import { sized } from './smoke.js';

/**
 * What the app adds to every request, on routes that touch no database: the same answer from
 * a bare Fastify route and from the whole app (security headers, language, rate-limit and
 * metrics hooks, one log line at info). CPU time per request through `inject` (no network, so
 * the figure is the server's own work), then requests per second over loopback.
 */

const INJECTED = sized(4000, 200);
const WARM_UP = sized(500, 50);
const LOAD_SECONDS = sized(5, 1);
const ROUTES = ['/api/health/live', '/api/sandbox/personas'];

async function cpuPerRequest(app: FastifyInstance, url: string): Promise<number> {
  for (let index = 0; index < WARM_UP; index++) await app.inject({ method: 'GET', url });
  const cpu = process.cpuUsage();
  for (let index = 0; index < INJECTED; index++) await app.inject({ method: 'GET', url });
  const used = process.cpuUsage(cpu);
  return Math.round(((used.user + used.system) / INJECTED) * 10) / 10;
}

export async function run(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-overhead-'));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      OCR_WARM: 'false',
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
      DOCUMENT_RETENTION_SCHEDULE: 'off',
    }),
    webRoot: path.join(dataDir, 'no-web-app'),
    // Log lines are written (and redacted) as in production, then dropped.
    logStream: { write: () => {} },
  });
  const rows: Array<Record<string, unknown>> = [];
  try {
    const appAddress = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const route of ROUTES) {
      const probe = await app.inject({ method: 'GET', url: route });
      if (probe.statusCode !== 200) throw new Error(`${route}: HTTP ${probe.statusCode}`);
      const bare = Fastify({ logger: false });
      const body = probe.body;
      bare.get(route, async (_request, reply) => reply.type('application/json').send(body));
      const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });
      try {
        const bareCpu = await cpuPerRequest(bare, route);
        const appCpu = await cpuPerRequest(app, route);
        const load = (address: string) =>
          loadTest({
            url: address + route,
            headers: {},
            connections: 10,
            durationSeconds: LOAD_SECONDS,
          });
        const bareLoad = await load(bareAddress);
        const appLoad = await load(appAddress);
        rows.push({
          route,
          bareCpuUsPerRequest: bareCpu,
          appCpuUsPerRequest: appCpu,
          overheadUsPerRequest: Math.round((appCpu - bareCpu) * 10) / 10,
          bareRequestsPerSecond: Math.round(bareLoad.requestsPerSecond ?? 0),
          appRequestsPerSecond: Math.round(appLoad.requestsPerSecond ?? 0),
          appShareOfBare: `${Math.round(((appLoad.requestsPerSecond ?? 0) / (bareLoad.requestsPerSecond || 1)) * 100)} %`,
        });
      } finally {
        await bare.close();
      }
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    note: 'autocannon runs in this process too: requests/s share the CPU with the client',
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    routes: rows,
  };
}
