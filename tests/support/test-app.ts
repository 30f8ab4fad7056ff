import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config/config.js';
import { FakeClock } from '../../src/server/platform/clock.js';
import { createTestDatabase, type DatabaseKind, databaseKinds } from './databases.js';
import { withOutsideWorld } from './outside-world.js';

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  /** Every log line the app wrote, for tests that prove nothing sensitive is logged. */
  logs: string[];
  dataDir: string;
  kind: DatabaseKind;
}

export interface TestAppOptions {
  /**
   * Extra environment for loadConfig, e.g. sandbox lender settings. SANDBOX=false alone gets a
   * stand-in outside world (tests/support/outside-world.ts).
   */
  env?: Record<string, string>;
  /** Start time of the fake clock. */
  now?: string;
  /** A built web app to serve; none by default. */
  webRoot?: string;
}

/** A fully built app on a throw-away database and data folder; call `close` when done. */
export async function startTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp & { close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-test-'));
  const database = await createTestDatabase(kind);
  const outside = await withOutsideWorld(options.env ?? {});
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    OCR_WARM: 'false',
    SANDBOX_LENDER_LATENCY_MS: '0-20',
    // Four test files run at once on two cores: one renderer per app is plenty, and each
    // renderer started is a process that loads the typesetter and its fonts.
    RENDER_PROCESSES: '1',
    MASTER_KEY: randomBytes(32).toString('base64'),
    HMAC_KEY: randomBytes(32).toString('base64'),
    // A breaker opened by one test's always-failing lender must not fail the next test's
    // borrower at that bank; the breaker has tests of its own.
    PROVIDER_BREAKER_FAILURES: '10000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...outside.env,
  });
  const clock = new FakeClock(options.now ?? new Date().toISOString());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const app = await buildApp({
    config,
    clock,
    databaseLocation: database.location,
    logStream: { write: (line: string) => logStream.write(line) },
    jobMaintenanceIntervalSeconds: 1,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web-app'),
  });
  await app.ready();
  return {
    app,
    clock,
    logs,
    dataDir,
    kind,
    close: async () => {
      await app.close();
      await outside.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Defines the given tests once per database kind, each against its own running app. */
export function forEachApp(
  define: (getApp: () => TestApp) => void,
  options: TestAppOptions = {},
): void {
  for (const kind of databaseKinds()) {
    describe(`on ${kind} database`, () => {
      let testApp: (TestApp & { close: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        testApp = await startTestApp(kind, options);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      define(() => {
        if (!testApp) throw new Error('app not ready');
        return testApp;
      });
    });
  }
}

/**
 * Another instance on the test app's PostgreSQL database, as a second server (or the same one
 * restarted) would be: same configuration and clock, its own process state. Close it when done.
 */
export function secondInstance({ app, clock, dataDir }: TestApp): Promise<FastifyInstance> {
  const url = app.config.databaseUrl;
  if (!url) throw new Error('a second instance needs PostgreSQL');
  return buildApp({
    config: app.config,
    clock,
    databaseLocation: { kind: 'postgres', url },
    logStream: { write: () => {} },
    webRoot: `${dataDir}/no-web-app`,
  });
}
