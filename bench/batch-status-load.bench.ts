import os from 'node:os';
import type { BatchStatusResponse } from '../src/shared/api/batch.js';
import {
  approvedBatch,
  endedBatch,
  offeredDocumentCount,
  offeredDocuments,
} from '../tests/support/batch-journey.js';
import { bearer } from '../tests/support/borrower.js';
import { startBenchApp, syntheticBorrower } from '../tests/support/synthetic-borrower.js';
import { benchDatabaseEnv, loadTest } from './load.js';
import { sized } from './smoke.js';

/**
 * GET /api/consent/batch/status/{id} under load, as every active borrower polls it every 2 s:
 * autocannon over loopback with a bearer token, on a finished 25-bank batch (the largest answer),
 * every loan asked for every document it offers.
 * Each request authenticates the token (a read; a write at most once a minute) and reads the
 * batch (two indexed queries).
 * BENCH_DATABASE_URL runs it on PostgreSQL instead of the embedded database.
 * Target (issue 19), on the embedded database: ≥ 1,000 requests/s with p99 ≤ 25 ms.
 */

const BANKS = sized(25, 3);
const CONNECTIONS = sized(20, 4);
const DURATION_SECONDS = sized(10, 2);
const TARGET_REQUESTS_PER_SECOND = 1000;
const TARGET_P99_MS = 25;

export async function run(): Promise<Record<string, unknown>> {
  const bench = await startBenchApp(BANKS, [5, 20], benchDatabaseEnv());
  const { app } = bench;
  try {
    const borrower = await syntheticBorrower(app, BANKS);
    const batchId = await approvedBatch(app, borrower, offeredDocuments);
    const ended = await endedBatch(app, borrower, batchId, 120_000);
    if (
      ended.batch.status !== 'completed' ||
      ended.batch.documentsGenerated !== offeredDocumentCount(borrower.loans)
    ) {
      throw new Error(`the batch did not complete: ${JSON.stringify(ended.batch)}`);
    }
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address}/api/consent/batch/status/${batchId}`;

    const check = await fetch(url, { headers: bearer(borrower.accessToken) });
    if (!check.ok) throw new Error(`status: HTTP ${check.status}`);
    const body = (await check.json()) as BatchStatusResponse;
    if (body.bankProcessingStatus.length !== BANKS) throw new Error('unexpected status answer');

    const load = await loadTest({
      url,
      headers: bearer(borrower.accessToken),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
    });
    return {
      database: app.database.kind,
      target: `≥ ${TARGET_REQUESTS_PER_SECOND} requests/s, p99 ≤ ${TARGET_P99_MS} ms (embedded)`,
      meetsTarget:
        (load.requestsPerSecond ?? 0) >= TARGET_REQUESTS_PER_SECOND &&
        (load.latencyP99Ms ?? Number.POSITIVE_INFINITY) <= TARGET_P99_MS,
      loadAverage: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
      ...load,
      responseBytes: Buffer.byteLength(JSON.stringify(body)),
      // Each borrower polls every 2 s.
      activeBorrowersServed: Math.floor((load.requestsPerSecond ?? 0) * 2),
    };
  } finally {
    await bench.close();
  }
}
