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
 * the figure is the server's own work), then requests per second over loopback: bare and app
 * in turn, ROUNDS times, medians reported (the machine's other work moves single runs a lot).
 * Target (issue 19): the app serves at least 0.3× what bare Fastify serves, at info level.
 */

const INJECTED = sized(4000, 200);
const WARM_UP = sized(500, 50);
const LOAD_SECONDS = sized(5, 1);
const ROUTES = ['/api/health/live', '/api/sandbox/personas'];
const ROUNDS = sized(3, 1);
const TARGET_SHARE = 0.3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

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
        const bareCpu: number[] = [];
        const appCpu: number[] = [];
        const bareRps: number[] = [];
        const appRps: number[] = [];
        const load = async (address: string) =>
          (
            await loadTest({
              url: address + route,
              headers: {},
              connections: 10,
              durationSeconds: LOAD_SECONDS,
            })
          ).requestsPerSecond ?? 0;
        for (let round = 0; round < ROUNDS; round++) {
          bareCpu.push(await cpuPerRequest(bare, route));
          appCpu.push(await cpuPerRequest(app, route));
          bareRps.push(await load(bareAddress));
          appRps.push(await load(appAddress));
        }
        const share = median(appRps) / (median(bareRps) || 1);
        rows.push({
          route,
          bareCpuUsPerRequest: median(bareCpu),
          appCpuUsPerRequest: median(appCpu),
          overheadUsPerRequest: Math.round((median(appCpu) - median(bareCpu)) * 10) / 10,
          bareRequestsPerSecond: Math.round(median(bareRps)),
          appRequestsPerSecond: Math.round(median(appRps)),
          appShareOfBare: `${Math.round(share * 100)} %`,
          meetsTarget: share >= TARGET_SHARE,
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
    target: `app ≥ ${TARGET_SHARE}× bare Fastify's requests/s at info level`,
    note: `autocannon runs in this process too: requests/s share the CPU with the client; medians of ${ROUNDS} rounds`,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    routes: rows,
  };
}
