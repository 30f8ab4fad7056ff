import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.js';
import { migrate } from '../src/server/db/migrate.js';
import { DatabaseRateLimitStore } from '../src/server/limits/rate-limit-store.js';
import { sized } from './smoke.js';

/**
 * What a shared rate limit costs each limited request: one upsert in PostgreSQL (the counters
 * every instance shares) against the in-memory count of a single process. Wall time per call,
 * one at a time and 20 at once (as under load), and this process's CPU time per call.
 * Needs BENCH_DATABASE_URL (a PostgreSQL server where a scratch database may be created).
 */

const CALLS = sized(3000, 200);
const CONCURRENT = 20;

interface Store {
  incr(key: string, callback: (error: Error | null) => void, timeWindowMs: number): void;
}

async function measure(store: Store, concurrency: number): Promise<Record<string, number>> {
  const keys = Array.from({ length: 200 }, (_, index) => `bench-${index}`);
  const incr = (index: number) =>
    new Promise<void>((resolve, reject) =>
      store.incr(
        keys[index % keys.length]!,
        (error) => (error ? reject(error) : resolve()),
        60_000,
      ),
    );
  for (let index = 0; index < 200; index++) await incr(index);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < CALLS) await incr(next++);
    }),
  );
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    concurrency,
    callsPerSecond: Math.round((CALLS / wallMs) * 1000),
    wallUsPerCall: Math.round((wallMs * 1000) / CALLS),
    cpuUsPerCall: Math.round((used.user + used.system) / CALLS),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const { LocalStore } = await import('./rate-limit-local-store.js');
  const rows: Array<Record<string, unknown>> = [];
  for (const concurrency of [1, CONCURRENT]) {
    rows.push({ store: 'memory', ...(await measure(new LocalStore(), concurrency)) });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `loan_docs_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrate(database);
      const store = new DatabaseRateLimitStore(() => database);
      for (const concurrency of [1, CONCURRENT]) {
        rows.push({ store: 'postgres', ...(await measure(store, concurrency)) });
      }
    } finally {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  }
  return {
    calls: CALLS,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    note: adminUrl
      ? 'postgres on this machine, over loopback'
      : 'set BENCH_DATABASE_URL for postgres',
    stores: rows,
  };
}
