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
 * every document it offers (all running: 5 each, 6 for a home or vehicle loan).
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

export async function run(): Promise<Record<string, unknown>> {
  const banks = BATCHES * BANKS_PER_BATCH;
  const bench = await startBenchApp(banks, LATENCY_MS, benchDatabaseEnv());
  const { app, gateway } = bench;
  const rows: Array<Record<string, unknown>> = [];
  try {
    const borrower = await syntheticBorrower(app, banks);
    const client = batchClient(app, borrower);
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      // One mobile gets at most five batch codes an hour; the limit is not what this measures,
      // so each run starts with the codes of the runs before forgotten.
      await app.database.db.deleteFrom('otp_challenges').execute();
      const batches: Array<{
        batchId: string;
        otp: string;
        loanIds: string[];
        documents: number;
      }> = [];
      for (let index = 0; index < BATCHES; index++) {
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
      batches.forEach((batch, index) => {
        const slowest = Math.max(...batch.loanIds.map((id) => gateway.loanLatencies.get(id) ?? 0));
        rows.push({
          run: runIndex + 1,
          batch: index + 1,
          documents: batch.documents,
          wallMs: Math.round(walls[index]!),
          slowestLenderMs: slowest,
          ratio: Number((walls[index]! / slowest).toFixed(2)),
          runCpuMs: Math.round((used.user + used.system) / 1000),
        });
      });
    }
  } finally {
    await bench.close();
  }
  const ratios = rows.map((row) => row.ratio as number).sort((a, b) => a - b);
  const medianRatio = ratios[Math.floor(ratios.length / 2)] ?? 0;
  const worstRatio = ratios[ratios.length - 1] ?? 0;
  return {
    database: benchDatabaseEnv().DATABASE_URL ? 'postgres' : 'embedded',
    batches: BATCHES,
    banksPerBatch: BANKS_PER_BATCH,
    lenderLatencyMs: LATENCY_MS.join('–'),
    target: `median ratio ≤ ${TARGET_MEDIAN_RATIO}, worst ≤ ${TARGET_WORST_RATIO}`,
    medianRatio,
    worstRatio,
    meetsTarget: medianRatio <= TARGET_MEDIAN_RATIO && worstRatio <= TARGET_WORST_RATIO,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    batchesMeasured: rows,
  };
}
