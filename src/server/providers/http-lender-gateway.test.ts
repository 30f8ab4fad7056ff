import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAULT_WORDS,
  type FaultyProxy,
  type LenderFault,
  startFaultyProxy,
} from '../../../tests/support/faulty-proxy.js';
import { findLender, sandboxLenderDirectory } from '../sandbox/lenders.js';
import { buildSandboxApp } from '../sandbox/sandbox-app.js';
import { testAccount } from '../sandbox/sandbox-lenders.js';
import { TEST_ACCOUNT } from './contracts/lender.js';
import { HttpLenderGateway, type LenderCallSettings } from './http-lender-gateway.js';
import { LenderAccountNotFoundError, LenderUnavailableError } from './providers.js';

/**
 * The lender gateway against the sandbox app over loopback, with HDFC Bank behind a proxy that
 * breaks its answers. Where HDFC is made to fail, its timeout is short (its faults fail whatever
 * the machine's speed); where it answers, it keeps the generous timeout of every other lender, so
 * a busy machine never turns a good answer into a retry.
 */

const key = { keyId: 'lenders-key', secret: 'a-secret-of-the-lenders-0123456789' };
const asOf = '2026-01-15';
const FAULTY_TIMEOUT_MS = 400;

let sandbox: FastifyInstance;
let proxy: FaultyProxy;
let waits: number[];

beforeAll(async () => {
  sandbox = await buildSandboxApp({
    keys: { [key.keyId]: key.secret },
    lenders: { latencyMs: [0, 5], failureRate: 0, overrides: {} },
  });
  const upstream = await sandbox.listen({ host: '127.0.0.1', port: 0 });
  proxy = await startFaultyProxy({ upstream, faultyPrefix: '/lenders/hdfc-bank/', key });
});

afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

beforeEach(() => {
  proxy.fault = 'none';
  proxy.faultyRequests = [];
  proxy.faultyAnswers = 0;
  waits = [];
});

function gateway(overrides: Partial<LenderCallSettings> = {}, hdfcTimeoutMs?: number) {
  const lenders = sandboxLenderDirectory(proxy.url, key.keyId).map((lender) => ({
    ...lender,
    secret: key.secret,
    ...(lender.id === 'hdfc-bank' && hdfcTimeoutMs ? { timeoutMs: hdfcTimeoutMs } : {}),
  }));
  return new HttpLenderGateway(
    lenders,
    {
      timeoutMs: 30_000,
      retry: { retries: 2, baseDelayMs: 100, maxDelayMs: 1000 },
      breaker: { failureThreshold: 100, cooldownMs: 60_000 },
      ...overrides,
    },
    {
      random: () => 1,
      wait: async (milliseconds) => {
        waits.push(milliseconds);
      },
    },
  );
}

const hdfc = {
  lenderId: 'hdfc-bank',
  panNumber: TEST_ACCOUNT.panNumber,
  loanId: TEST_ACCOUNT.loanId,
};

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to fail');
  return error;
}

describe('HTTP lender gateway', () => {
  it('returns the lender’s signed record of the account, the PAN in the body only', async () => {
    const account = await gateway().fetchAccount(hdfc, asOf);
    expect(account).toEqual(testAccount(findLender('hdfc-bank')!, asOf));
    expect(proxy.faultyRequests).toHaveLength(1);
    expect(proxy.faultyAnswers).toBe(1);
    const [request] = proxy.faultyRequests;
    expect(request?.['x-key-id']).toBe(key.keyId);
    expect(request?.['x-signature']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the account does not exist without retrying', async () => {
    const error = await failureOf(
      gateway().fetchAccount({ ...hdfc, loanId: TEST_ACCOUNT.missingLoanId }, asOf),
    );
    expect(error).toBeInstanceOf(LenderAccountNotFoundError);
    expect(proxy.faultyRequests).toHaveLength(1);
  });

  const expectations: Record<Exclude<LenderFault, 'none'>, { reason: string; tries: number }> = {
    'times-out': { reason: `did not answer within ${FAULTY_TIMEOUT_MS} ms`, tries: 3 },
    'drips-slowly': { reason: `did not answer within ${FAULTY_TIMEOUT_MS} ms`, tries: 3 },
    'server-error': { reason: 'answered HTTP 500', tries: 3 },
    'malformed-json': { reason: 'answered malformed JSON', tries: 1 },
    'bad-signature': { reason: 'answered without a valid signature (mismatch)', tries: 1 },
  };

  for (const [fault, expected] of Object.entries(expectations)) {
    it(`a lender that ${FAULT_WORDS[fault as keyof typeof FAULT_WORDS]}: unavailable after ${expected.tries} tries`, async () => {
      proxy.fault = fault as LenderFault;
      const error = await failureOf(gateway({}, FAULTY_TIMEOUT_MS).fetchAccount(hdfc, asOf));
      expect(error).toBeInstanceOf(LenderUnavailableError);
      expect(error.message).toBe(
        `Lender hdfc-bank is not available right now (${expected.reason})`,
      );
      expect(error.message).not.toContain(TEST_ACCOUNT.panNumber);
      expect(proxy.faultyRequests).toHaveLength(expected.tries);
      // The retries of one call carry its one idempotency key.
      const keys = new Set(proxy.faultyRequests.map((request) => request['idempotency-key']));
      expect(keys.size).toBe(1);
      // Full jitter, drawn at its ceiling here: 100 ms, then 200 ms.
      expect(waits).toEqual([100, 200].slice(0, expected.tries - 1));
    });
  }

  it('opens the breaker of a failing lender only: its next call goes nowhere', async () => {
    const lenders = gateway(
      { breaker: { failureThreshold: 3, cooldownMs: 60_000 } },
      FAULTY_TIMEOUT_MS,
    );
    proxy.fault = 'server-error';
    await failureOf(lenders.fetchAccount(hdfc, asOf));
    expect(proxy.faultyRequests).toHaveLength(3);
    proxy.fault = 'none';
    const error = await failureOf(lenders.fetchAccount(hdfc, asOf));
    expect(error.message).toBe(
      'Lender hdfc-bank is not available right now (is failing; calls to it are paused for a while)',
    );
    expect(proxy.faultyRequests).toHaveLength(3);
    await expect(lenders.fetchAccount({ ...hdfc, lenderId: 'sbi' }, asOf)).resolves.toMatchObject({
      lenderId: 'sbi',
      loanId: TEST_ACCOUNT.loanId,
    });
  });

  it('refuses an account it cannot call: not in the directory', async () => {
    const error = await failureOf(gateway().fetchAccount({ ...hdfc, lenderId: 'no-bank' }, asOf));
    expect(error).toBeInstanceOf(LenderUnavailableError);
    expect(error.message).toContain('not in the lender directory');
  });
});
