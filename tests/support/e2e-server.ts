import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';

export interface E2eServer {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real server — built web app, embedded database in a fresh folder (or the PostgreSQL server
 * given as DATABASE_URL in `env`), sandbox providers — listening on a free loopback port.
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OCR_WARM: 'false',
    SANDBOX_LENDER_LATENCY_MS: '100-400',
    ...env,
  });
  const app = await buildApp({
    config,
    jobMaintenanceIntervalSeconds: 1,
    webRoot: inject('webRoot'),
    databaseLocation: config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'embedded', dataDir: config.dataDir, seed: inject('pgliteSeed') },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: address,
    dataDir,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
