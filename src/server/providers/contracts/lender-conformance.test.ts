import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceCli } from '../../../../scripts/conformance.js';
import { type FaultyProxy, startFaultyProxy } from '../../../../tests/support/faulty-proxy.js';
import { buildSandboxApp } from '../../sandbox/sandbox-app.js';
import { signAnswer, signatureOf, signRequest, verifyRequest } from './signing.js';

/**
 * The conformance kit passes the sandbox lender and fails, naming the rule, a lender that
 * breaks one: one that ignores idempotency keys, one that signs its answers wrongly.
 */

const key = { keyId: 'sandbox', secret: 'conformance-secret-0123456789' };
let sandbox: FastifyInstance;
let sandboxUrl: string;
let wrongSigner: FaultyProxy;
let forgetful: Server;
let forgetfulUrl: string;

beforeAll(async () => {
  sandbox = await buildSandboxApp({
    keys: { [key.keyId]: key.secret },
    lenders: { latencyMs: [0, 10], failureRate: 0, overrides: {} },
  });
  sandboxUrl = await sandbox.listen({ host: '127.0.0.1', port: 0 });
  wrongSigner = await startFaultyProxy({ upstream: sandboxUrl, faultyPrefix: '/lenders/' });
  wrongSigner.fault = 'bad-signature';
  forgetful = await startForgetfulLender(sandboxUrl);
  forgetfulUrl = `http://127.0.0.1:${(forgetful.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await wrongSigner?.close();
  forgetful?.closeAllConnections();
  await new Promise<void>((resolve) => (forgetful ? forgetful.close(() => resolve()) : resolve()));
  await sandbox?.close();
});

const run = (base: string, lenderId = 'hdfc-bank') =>
  conformanceCli([
    '--lender',
    `${base}/lenders/${lenderId}`,
    '--key-id',
    key.keyId,
    '--secret',
    key.secret,
  ]);

/** The report's rule lines, rule → PASS or FAIL. */
function verdicts(output: string): Record<string, string> {
  return Object.fromEntries(
    [...output.matchAll(/^ {2}(PASS|FAIL) {2}(\S+)/gm)].map((match) => [match[2], match[1]]),
  );
}

describe('lender conformance kit', () => {
  it('passes the sandbox lender on every rule', async () => {
    for (const lenderId of ['hdfc-bank', 'bajaj-finance']) {
      const { code, output } = await run(sandboxUrl, lenderId);
      expect(output).toMatch(/^13 passed, 0 failed$/m);
      expect(code).toBe(0);
    }
  });

  it('fails a lender that ignores idempotency keys, on that rule only', async () => {
    const { code, output } = await run(forgetfulUrl);
    expect(code).toBe(1);
    const failed = Object.entries(verdicts(output)).filter(([, verdict]) => verdict === 'FAIL');
    expect(failed.map(([rule]) => rule)).toEqual(['idempotency-key-reuse']);
    expect(output).toContain(
      'a used Idempotency-Key with another body must answer 422 IDEMPOTENCY_KEY_REUSED; got 404 ACCOUNT_NOT_FOUND',
    );
    expect(output).toMatch(/^12 passed, 1 failed$/m);
  });

  it('fails a lender that signs its answers wrongly, on that rule only', async () => {
    const { code, output } = await run(wrongSigner.url);
    expect(code).toBe(1);
    const failed = Object.entries(verdicts(output)).filter(([, verdict]) => verdict === 'FAIL');
    expect(failed.map(([rule]) => rule)).toEqual(['answers-signed']);
    expect(output).toContain('the answer to "the test account" (200) is not');
  });

  it('refuses to run without the lender, key id and secret', async () => {
    const { code, output } = await conformanceCli(['--lender', sandboxUrl]);
    expect(code).toBe(2);
    expect(output).toContain('--lender, --key-id and --secret are required');
    expect((await conformanceCli(['--nonsense'])).code).toBe(2);
  });
});

/**
 * A lender that forgets every idempotency key: a proxy giving each request a fresh key (signed
 * anew) and signing the answer for the request it was given, so that is its only fault.
 */
async function startForgetfulLender(upstream: string): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const given = signatureOf(request.headers);
      const headers: Record<string, string> = {
        'content-type': String(request.headers['content-type'] ?? 'application/json'),
      };
      if (request.headers['idempotency-key']) headers['idempotency-key'] = randomUUID();
      const valid = verifyRequest(request.headers, { method: 'POST', path, body }, (keyId) =>
        keyId === key.keyId ? key.secret : undefined,
      ).ok;
      // Only requests the kit signed properly are re-signed; the others pass as they came.
      if (valid) Object.assign(headers, signRequest(key, { method: 'POST', path, body }));
      else if (given) {
        Object.assign(headers, {
          'x-key-id': given.keyId,
          'x-timestamp': given.timestamp,
          'x-signature': given.signature,
        });
      }
      const answer = await fetch(`${upstream}${request.url}`, { method: 'POST', headers, body });
      const text = await answer.text();
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(given
          ? signAnswer(key, {
              status: answer.status,
              body: text,
              request: { method: 'POST', path, signature: given.signature },
            })
          : {}),
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
