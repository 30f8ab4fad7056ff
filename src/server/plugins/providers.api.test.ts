import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/support/test-app.js';
import { PERSONAS } from '../sandbox/personas.js';
import { buildSandboxApp, SANDBOX_KEY_ID } from '../sandbox/sandbox-app.js';

/**
 * SANDBOX_URL: the app uses a sandbox started on its own (as `npm run sandbox` does) instead of
 * starting one, and must share its secret.
 */

const secret = 'separate-sandbox-secret-0123456789';
const persona = PERSONAS[0]!;
let sandbox: FastifyInstance;
let sandboxUrl: string;
const apps: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  sandbox = await buildSandboxApp({
    keys: { [SANDBOX_KEY_ID]: secret },
    lenders: { latencyMs: [0, 5], failureRate: 0, overrides: {} },
  });
  sandboxUrl = await sandbox.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await sandbox?.close();
});

describe('a separately started sandbox', () => {
  it('plays the outside world for the app over HTTP', async () => {
    const started = await startTestApp('embedded', {
      env: { SANDBOX_URL: sandboxUrl, SANDBOX_SECRET: secret },
    });
    apps.push(started);
    const { app } = started;
    await expect(app.providers.bureau.registeredMobiles(persona.panNumber)).resolves.toEqual([
      persona.mobile,
    ]);
    await expect(app.providers.panRegistry.findHolder(persona.panNumber)).resolves.toEqual({
      holderName: persona.holderName,
    });
    const registered = await app.inject({
      method: 'GET',
      url: `/api/sandbox/registered-mobile?pan=${persona.panNumber}`,
    });
    expect(registered.json()).toEqual({ panNumber: persona.panNumber, mobile: persona.mobile });
  });

  it('shares nothing with an app whose secret differs: neither side trusts the other', async () => {
    const started = await startTestApp('embedded', {
      env: { SANDBOX_URL: sandboxUrl, SANDBOX_SECRET: 'not-the-sandbox-secret-000' },
    });
    apps.push(started);
    // The sandbox refuses the request; its refusal, signed with its own secret, is not trusted.
    await expect(started.app.providers.bureau.registeredMobiles(persona.panNumber)).rejects.toThrow(
      'The credit bureau answered without a valid signature (mismatch)',
    );
  });
});
