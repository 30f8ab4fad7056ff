import { setTimeout as sleep } from 'node:timers/promises';
import type { BatchStatusResponse } from '../src/shared/api/batch.js';
import {
  batchClient,
  createBody,
  offeredDocumentCount,
  offeredDocuments,
} from '../tests/support/batch-journey.js';
import { latestOtp } from '../tests/support/borrower.js';
import { startBenchApp, syntheticBorrower } from '../tests/support/synthetic-borrower.js';
import { benchDatabaseEnv } from './load.js';
import { sized } from './smoke.js';

/**
 * A batch's wall time tracks its slowest lender, not the sum of lenders (DESIGN.md §6):
 * 25 banks, every loan asked for every document it offers (all running: 5 each, 6 for a home or
 * vehicle loan), every lender answering in 1–3 s. Measured from the OTP verified to
 * the batch completed (status polled every 50 ms), against the slowest lender's latency.
 * Target: ≤ 1.3 × the slowest lender. Documents are typeset by 1 and 2 render processes.
 * BENCH_DATABASE_URL runs it on PostgreSQL instead.
 */

const BANKS = sized(25, 3);
const LATENCY_MS = sized<[number, number]>([1000, 3000], [50, 150]);
const RUNS = sized(3, 1);
const RENDER_PROCESSES = sized([1, 2], [1]);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(): Promise<Record<string, unknown>> {
  const byRenderProcesses: Array<Record<string, unknown>> = [];
  const runs: Array<Record<string, number>> = [];
  for (const renderProcesses of RENDER_PROCESSES) {
    const measured = await measure(renderProcesses);
    runs.push(...measured.map((entry) => ({ renderProcesses, ...entry })));
    const ratios = measured.map((entry) => entry.ratio!);
    byRenderProcesses.push({
      renderProcesses,
      medianWallMs: median(measured.map((entry) => entry.wallMs!)),
      medianRatio: median(ratios),
      worstRatio: Math.max(...ratios),
      slowestStatusPollMs: Math.max(...measured.map((entry) => entry.slowestStatusPollMs!)),
    });
  }
  return {
    database: benchDatabaseEnv().DATABASE_URL ? 'postgres' : 'embedded',
    banks: BANKS,
    documentsPerBatch: runs[0]?.documents,
    lenderLatencyMs: LATENCY_MS.join('–'),
    target: 'ratio ≤ 1.3',
    byRenderProcesses,
    runs,
  };
}

async function measure(renderProcesses: number): Promise<Array<Record<string, number>>> {
  const bench = await startBenchApp(BANKS, LATENCY_MS, {
    RENDER_PROCESSES: String(renderProcesses),
    ...benchDatabaseEnv(),
  });
  const { app, gateway } = bench;
  try {
    const runs: Array<Record<string, number>> = [];
    for (let index = 0; index < RUNS; index++) {
      const borrower = await syntheticBorrower(app, BANKS);
      const client = batchClient(app, borrower);
      const created = await client.create(createBody(borrower, offeredDocuments));
      if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
      const { batchId } = created.json<{ batchId: string }>();
      const sent = await client.sendOtp(batchId);
      if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.body}`);
      const expected = offeredDocumentCount(borrower.loans);
      const otp = await latestOtp(app, borrower.mobile);
      gateway.latencies.clear();

      const verified = await client.verifyOtp(batchId, otp);
      const started = performance.now();
      if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
      let status: BatchStatusResponse | undefined;
      let polls = 0;
      let slowestPoll = 0;
      while (performance.now() - started < 120_000) {
        const polled = performance.now();
        const polledStatus = await client.status(batchId);
        if (polledStatus.statusCode !== 200) throw new Error(`status: ${polledStatus.body}`);
        status = polledStatus.json<BatchStatusResponse>();
        slowestPoll = Math.max(slowestPoll, performance.now() - polled);
        polls++;
        if (status.batch.status !== 'processing') break;
        await sleep(50);
      }
      const wallMs = performance.now() - started;
      if (status?.batch.status !== 'completed' || status.batch.documentsGenerated !== expected) {
        throw new Error(`batch did not complete: ${JSON.stringify(status?.batch)}`);
      }
      const slowestLenderMs = Math.max(...gateway.latencies.values());
      runs.push({
        run: index + 1,
        banks: gateway.latencies.size,
        documents: status.batch.documentsGenerated,
        wallMs: Math.round(wallMs),
        slowestLenderMs,
        sumOfLendersMs: [...gateway.latencies.values()].reduce((sum, ms) => sum + ms, 0),
        ratio: Number((wallMs / slowestLenderMs).toFixed(2)),
        statusPolls: polls,
        // While the batch runs, other borrowers' requests wait this long at worst.
        slowestStatusPollMs: Math.round(slowestPoll),
      });
    }
    return runs;
  } finally {
    await bench.close();
  }
}
