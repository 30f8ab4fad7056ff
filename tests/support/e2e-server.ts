import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config/config.js';
import type { Clock } from '../../src/server/platform/clock.js';
import type {
  SandboxOutboxResponse,
  SandboxPersona,
  SandboxPersonasResponse,
  SandboxRegisteredMobileResponse,
  SandboxScenario,
} from '../../src/shared/api/sandbox.js';
import { createTestDatabase } from './databases.js';
import { withOutsideWorld } from './outside-world.js';

export interface E2eServer {
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** What a journey server may be given besides its environment. */
export interface E2eServerOptions {
  /** The server's "now" (a FakeClock lets a test make documents yesterday); real time if absent. */
  clock?: Clock;
}

/**
 * The real server — built web app, embedded database in a fresh folder (or the PostgreSQL server
 * given as DATABASE_URL in `env`), sandbox providers — listening on a free loopback port.
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  options: E2eServerOptions = {},
): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-e2e-'));
  const outside = await withOutsideWorld(env);
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OCR_WARM: 'false',
    SANDBOX_LENDER_LATENCY_MS: '100-400',
    // Files run side by side: one renderer per server (each loads the typesetter and its fonts).
    RENDER_PROCESSES: '1',
    // Journeys share a server: one journey's always-failing lender must not open the breaker
    // on the next journey's borrower at that bank.
    PROVIDER_BREAKER_FAILURES: '10000',
    ...outside.env,
  });
  const app = await buildApp({
    config,
    ...(options.clock ? { clock: options.clock } : {}),
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
      await outside.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server for the journeys: on a fresh PostgreSQL database when TEST_DATABASE_URL is set (the
 * database is dropped on close), else on the embedded one.
 */
export async function startJourneyServer(
  env: Record<string, string> = {},
  options: E2eServerOptions = {},
): Promise<E2eServer> {
  if (!process.env.TEST_DATABASE_URL) return startE2eServer(env, options);
  const database = await createTestDatabase('postgres');
  const started = await startE2eServer(
    {
      ...env,
      DATABASE_URL: database.url ?? '',
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
    },
    options,
  );
  return {
    ...started,
    close: async () => {
      await started.close();
      await database.drop();
    },
  };
}

/** The sandbox personas of a running server, looked up by scenario. */
export async function sandboxPersonas(
  baseUrl: string,
): Promise<(scenario: SandboxScenario) => SandboxPersona> {
  const response = await fetch(`${baseUrl}/api/sandbox/personas`);
  const { personas } = (await response.json()) as SandboxPersonasResponse;
  return (scenario) => {
    const found = personas.find((entry) => entry.scenario === scenario);
    if (!found) throw new Error(`no sandbox persona for ${scenario}`);
    return found;
  };
}

/** The mobile the sandbox bureau holds for a PAN: the only number its OTPs go to. */
export async function registeredMobile(baseUrl: string, panNumber: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sandbox/registered-mobile?pan=${panNumber}`);
  if (response.status !== 200) throw new Error(`registered mobile: HTTP ${response.status}`);
  return ((await response.json()) as SandboxRegisteredMobileResponse).mobile;
}

/** Every text the sandbox has sent to this mobile, newest first. */
export async function outboxMessages(
  baseUrl: string,
  mobile: string,
): Promise<SandboxOutboxResponse['messages']> {
  const response = await fetch(`${baseUrl}/api/sandbox/outbox?phone=${mobile}`);
  if (response.status !== 200) throw new Error(`sandbox outbox: HTTP ${response.status}`);
  return ((await response.json()) as SandboxOutboxResponse).messages;
}

/** The newest code texted to the mobile, or the newest one that names this bank. */
export async function outboxOtp(
  baseUrl: string,
  mobile: string,
  bankName?: string,
): Promise<string> {
  const messages = await outboxMessages(baseUrl, mobile);
  const message = bankName
    ? messages.find((entry) => entry.text.includes(`approve a document request to ${bankName}.`))
    : messages[0];
  if (!message?.otp)
    throw new Error(`no OTP in the sandbox outbox${bankName ? ` for ${bankName}` : ''}`);
  return message.otp;
}
