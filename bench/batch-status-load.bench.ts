import autocannon from 'autocannon';
import { approvedBatch, endedBatch } from '../src/server/batch/testing/batch-journey.js';
import {
  startBenchApp,
  syntheticBorrower,
} from '../src/server/batch/testing/synthetic-borrower.js';
import type { BatchStatusResponse } from '../src/shared/api/batch.js';
import { DOCUMENT_TYPES } from '../src/shared/documents.js';
import { bearer } from '../tests/support/borrower.js';

/**
 * GET /api/consent/batch/status/{id} under load, as every active borrower polls it every 2 s:
 * autocannon over loopback with a bearer token, on a finished 25-bank batch (the largest answer).
 * Each request authenticates the token (one UPDATE) and reads the batch (two indexed queries).
 * BENCH_DATABASE_URL runs it on PostgreSQL instead of the embedded database.
 */

const BANKS = 25;
const CONNECTIONS = 20;
const DURATION_SECONDS = 10;

export async function run(): Promise<Record<string, unknown>> {
  const bench = await startBenchApp(BANKS, [5, 20], {
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const { app } = bench;
  try {
    const borrower = await syntheticBorrower(app, BANKS);
    const batchId = await approvedBatch(app, borrower, DOCUMENT_TYPES);
    const ended = await endedBatch(app, borrower, batchId, 120_000);
    if (ended.batch.status !== 'completed') throw new Error('the batch did not complete');
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address}/api/consent/batch/status/${batchId}`;

    const check = await fetch(url, { headers: bearer(borrower.accessToken) });
    const body = (await check.json()) as BatchStatusResponse;
    if (body.bankProcessingStatus.length !== BANKS) throw new Error('unexpected status answer');

    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: bearer(borrower.accessToken),
    });
    const borrowersServed = Math.floor(result.requests.average * 2);
    return {
      database: app.database.kind,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP90Ms: result.latency.p90,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      responseBytes: Buffer.byteLength(JSON.stringify(body)),
      // Each borrower polls every 2 s.
      activeBorrowersServed: borrowersServed,
    };
  } finally {
    await bench.close();
  }
}
