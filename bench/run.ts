import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_SMOKE } from './smoke.js';

/**
 * `npm run bench` runs every bench/*.bench.ts module in name order; `npm run bench -- ocr pdf`
 * runs only those whose name contains one of the words. Each module exports
 * `run(): Promise<Record<string, unknown>>`; results are printed as tables and written to
 * bench/results/latest.json. Each module runs in a process of its own, so no benchmark pays for
 * the heap, threads or timers an earlier one left behind. Any module that throws or exits with
 * an error makes the run exit 1.
 *
 * `BENCH_SMOKE=1 npm run bench`: every module at tiny sizes, seconds each (bench/smoke.ts),
 * as CI runs it; results go to bench/results/smoke.json and never replace measured ones, and a
 * module still running after five minutes is stopped and counts as failed.
 */

const SMOKE_MODULE_TIMEOUT_MS = 5 * 60_000;

type BenchModule = { run: () => Promise<Record<string, unknown>> };

const benchDir = path.dirname(fileURLToPath(import.meta.url));

function printResult(name: string, result: Record<string, unknown>): void {
  const scalars: Record<string, unknown> = {};
  const tables: Array<[string, unknown[]]> = [];
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value) && value.every((item) => item && typeof item === 'object')) {
      tables.push([key, value]);
    } else {
      scalars[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
    }
  }
  console.log(`\n== ${name} ==`);
  console.table(Object.entries(scalars).map(([metric, value]) => ({ metric, value })));
  for (const [key, rows] of tables) {
    console.log(`${name} · ${key}`);
    console.table(rows);
  }
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2).filter((argument) => !argument.startsWith('-'));
  const files = (await readdir(benchDir))
    .filter((file) => file.endsWith('.bench.ts'))
    .sort()
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
  if (files.length === 0) {
    console.error(`No benchmark matches ${filters.join(', ') || '*.bench.ts'}.`);
    process.exitCode = 1;
    return;
  }

  const results: Record<string, unknown> = {};
  let failed = false;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'loan-docs-bench-'));
  for (const file of files) {
    const name = file.replace(/\.bench\.ts$/, '');
    console.log(`\nRunning ${name} …`);
    const resultFile = path.join(scratch, `${name}.json`);
    // The same Node with the same loader (tsx), running only this module.
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url)],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_MODULE: file, BENCH_RESULT_FILE: resultFile },
        ...(BENCH_SMOKE
          ? { timeout: SMOKE_MODULE_TIMEOUT_MS, killSignal: 'SIGKILL' as const }
          : {}),
      },
    );
    const result = await readFile(resultFile, 'utf8')
      .then((text) => JSON.parse(text) as Record<string, unknown>)
      .catch(() => undefined);
    if (child.status !== 0 || !result) {
      failed = true;
      results[name] = { error: `exited with ${child.status ?? child.signal}` };
      continue;
    }
    results[name] = result;
  }
  await rm(scratch, { recursive: true, force: true });

  const resultsDir = path.join(benchDir, 'results');
  const resultsFile = path.join(resultsDir, BENCH_SMOKE ? 'smoke.json' : 'latest.json');
  await mkdir(resultsDir, { recursive: true });
  // Running a few benchmarks keeps the others' last results (a smoke run keeps none).
  const previous = BENCH_SMOKE
    ? {}
    : await readFile(resultsFile, 'utf8')
        .then((text) => (JSON.parse(text) as { results?: Record<string, unknown> }).results ?? {})
        .catch(() => ({}));
  const report = {
    date: new Date().toISOString(),
    ...(BENCH_SMOKE ? { smoke: 'tiny sizes: these figures measure nothing' } : {}),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    results: { ...previous, ...results },
  };
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), resultsFile)}`);
  if (failed) {
    const names = Object.entries(results)
      .filter(([, result]) => (result as { error?: string }).error)
      .map(([name]) => name);
    console.error(`\nFailed: ${names.join(', ')}`);
    process.exitCode = 1;
  }
}

/** In a child process: one module, its tables printed and its result written for the parent. */
async function runModule(file: string, resultFile: string): Promise<void> {
  const name = file.replace(/\.bench\.ts$/, '');
  const started = performance.now();
  try {
    const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as BenchModule;
    const result = await module.run();
    printResult(name, result);
    const benchSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    await writeFile(resultFile, JSON.stringify({ ...result, benchSeconds }));
  } catch (error) {
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
  }
}

const { BENCH_MODULE, BENCH_RESULT_FILE } = process.env;
if (BENCH_MODULE && BENCH_RESULT_FILE) await runModule(BENCH_MODULE, BENCH_RESULT_FILE);
else await main();
