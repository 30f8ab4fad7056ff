import os from 'node:os';
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
 * Five batches approved at the same moment, five banks each (25 lenders, none shared), every
 * lender answering in 1–3 s: each batch should end close to its own slowest lender, however
 * busy the workers are with the other four (each bank job starts as soon as a slot frees).
 * Default workers (2 × 25 slots) and render pool (one process per core), every loan asked for
 * every document it offers (all running: 5 each, 6 for a home or vehicle loan). Then the first
 * batch's banks again, a batch on its own, as often: how close one borrower's batch ends to its
 * slowest lender when nothing else runs.
 */

const BATCHES = sized(5, 2);
const BANKS_PER_BATCH = sized(5, 2);
/** BENCH_LENDER_LATENCY_MS=2500 makes every lender answer in exactly that time. */
const FIXED_LATENCY_MS = Number(process.env.BENCH_LENDER_LATENCY_MS) || 0;
const LATENCY_MS = FIXED_LATENCY_MS
  ? ([FIXED_LATENCY_MS, FIXED_LATENCY_MS] as [number, number])
  : sized<[number, number]>([1000, 3000], [50, 150]);
const RUNS = sized(3, 1);
/** Issue 21, five batches at once with every lender at a fixed 2,500 ms. */
const TARGET_MEDIAN_RATIO = 1.25;
const TARGET_WORST_RATIO = 1.4;
/** And a batch on its own (the machine otherwise idle). */
const TARGET_SINGLE_RATIO = 1.15;

interface BatchRow {
  run: number;
  batch: number;
  documents: number;
  wallMs: number;
  slowestLenderMs: number;
  ratio: number;
  runCpuMs: number;
}

function ratios(rows: readonly BatchRow[]): { median: number; worst: number } {
  const sorted = rows.map((row) => row.ratio).sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

export async function run(): Promise<Record<string, unknown>> {
  const banks = BATCHES * BANKS_PER_BATCH;
  const bench = await startBenchApp(banks, LATENCY_MS, benchDatabaseEnv());
  const { app, gateway } = bench;
  const concurrent: BatchRow[] = [];
  const single: BatchRow[] = [];
  try {
    const borrower = await syntheticBorrower(app, banks);
    const client = batchClient(app, borrower);

    /** `count` batches of BANKS_PER_BATCH banks each, approved at the same moment. */
    const atOnce = async (count: number, runIndex: number): Promise<BatchRow[]> => {
      // One mobile gets at most five batch codes an hour; the limit is not what this measures,
      // so each run starts with the codes of the runs before forgotten.
      await app.database.db.deleteFrom('otp_challenges').execute();
      const batches: Array<{
        batchId: string;
        otp: string;
        loanIds: string[];
        documents: number;
      }> = [];
      for (let index = 0; index < count; index++) {
        const loans = borrower.loans.slice(index * BANKS_PER_BATCH, (index + 1) * BANKS_PER_BATCH);
        const created = await client.create(createBody(borrower, offeredDocuments, loans));
        if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
        const { batchId } = created.json<{ batchId: string }>();
        const sent = await client.sendOtp(batchId);
        if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.body}`);
        batches.push({
          batchId,
          otp: await latestOtp(app, borrower.mobile),
          loanIds: loans.map((loan) => loan.loanId),
          documents: offeredDocumentCount(loans),
        });
      }
      gateway.loanLatencies.clear();
      const cpu = process.cpuUsage();
      const walls = await Promise.all(
        batches.map(async (batch) => {
          const verified = await client.verifyOtp(batch.batchId, batch.otp);
          const started = performance.now();
          if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
          for (;;) {
            const polled = await client.status(batch.batchId);
            if (polled.statusCode !== 200) throw new Error(`status: ${polled.body}`);
            const status = polled.json<BatchStatusResponse>();
            if (status.batch.status !== 'processing') {
              if (
                status.batch.status !== 'completed' ||
                status.batch.documentsGenerated !== batch.documents
              ) {
                throw new Error(`a batch did not complete: ${JSON.stringify(status.batch)}`);
              }
              return performance.now() - started;
            }
            if (performance.now() - started > 120_000) throw new Error('a batch took too long');
            await sleep(50);
          }
        }),
      );
      const used = process.cpuUsage(cpu);
      return batches.map((batch, index) => {
        const slowest = Math.max(...batch.loanIds.map((id) => gateway.loanLatencies.get(id) ?? 0));
        return {
          run: runIndex + 1,
          batch: index + 1,
          documents: batch.documents,
          wallMs: Math.round(walls[index]!),
          slowestLenderMs: slowest,
          ratio: Number((walls[index]! / slowest).toFixed(2)),
          runCpuMs: Math.round((used.user + used.system) / 1000),
        };
      });
    };

    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      concurrent.push(...(await atOnce(BATCHES, runIndex)));
    }
    // The same five banks' batch alone, for the single-batch target.
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      single.push(...(await atOnce(1, runIndex)));
    }
  } finally {
    await bench.close();
  }
  const together = ratios(concurrent);
  const alone = ratios(single);
  return {
    database: benchDatabaseEnv().DATABASE_URL ? 'postgres' : 'embedded',
    batches: BATCHES,
    banksPerBatch: BANKS_PER_BATCH,
    lenderLatencyMs: LATENCY_MS.join('–'),
    target: `${BATCHES} at once: median ratio ≤ ${TARGET_MEDIAN_RATIO}, worst ≤ ${TARGET_WORST_RATIO}; alone: ≤ ${TARGET_SINGLE_RATIO}`,
    medianRatio: together.median,
    worstRatio: together.worst,
    singleWorstRatio: alone.worst,
    meetsTarget:
      together.median <= TARGET_MEDIAN_RATIO &&
      together.worst <= TARGET_WORST_RATIO &&
      alone.worst <= TARGET_SINGLE_RATIO,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    batchesMeasured: concurrent,
    singleBatchesMeasured: single,
  };
}
