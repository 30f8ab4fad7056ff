import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { panCardImage } from '../tests/support/pan-card-image.js';
import { sized } from './smoke.js';

/**
 * The embedded default as `npm start` runs it (the compiled server, OCR warmed at boot): time
 * from the process starting to a 200 from /api/health, on a fresh data folder and on a restart;
 * resident memory once idle (25 s after healthy); and the first PAN-photo upload right after
 * healthy (the OCR worker may still be warming). Budgets: fresh start < 4 s, idle < 500 MB.
 * Targets (issue 19): a restart healthy in ≤ 1.5 s, a fresh data folder in ≤ 3 s (medians).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IDLE_AFTER_MS = sized(25_000, 2_000);
const RUNS = sized(3, 1);
const TARGET_RESTART_MS = 1500;
const TARGET_FRESH_MS = 3000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A loopback port free at this moment (the server is started on it right after). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startOnce(dataDir: string, port: number, photo: Buffer) {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      const ok = await fetch(`${base}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('server did not start');
      await sleep(20);
    }
    const healthyMs = Math.round(performance.now() - started);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pan.jpg');
    const uploadStarted = performance.now();
    const upload = await fetch(`${base}/api/upload-pan-image`, { method: 'POST', body: form });
    if (!upload.ok) throw new Error(`upload: HTTP ${upload.status}`);
    const firstUploadMs = Math.round(performance.now() - uploadStarted);
    await sleep(IDLE_AFTER_MS);
    return { healthyMs, firstUploadMs, idleRssMb: await rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function run(): Promise<Record<string, unknown>> {
  await buildServer();
  const photo = await panCardImage({ panNumber: 'AQMPS4821K', holderName: 'PRIYA SHARMA' });
  const rows: Array<Record<string, unknown>> = [];
  for (let index = 0; index < RUNS; index++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-start-'));
    try {
      rows.push({
        start: 'fresh data folder',
        ...(await startOnce(dataDir, await freePort(), photo)),
      });
      rows.push({ start: 'restart', ...(await startOnce(dataDir, await freePort(), photo)) });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const healthy = (start: string) =>
    median(rows.filter((row) => row.start === start).map((row) => row.healthyMs as number));
  const freshMs = healthy('fresh data folder');
  const restartMs = healthy('restart');
  return {
    budgets: 'fresh start < 4000 ms, idle < 500 MB',
    targets: `healthy: restart ≤ ${TARGET_RESTART_MS} ms, fresh ≤ ${TARGET_FRESH_MS} ms (medians)`,
    freshHealthyMedianMs: freshMs,
    restartHealthyMedianMs: restartMs,
    meetsTargets: restartMs <= TARGET_RESTART_MS && freshMs <= TARGET_FRESH_MS,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
    starts: rows,
  };
}
