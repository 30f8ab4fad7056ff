import autocannon from 'autocannon';

/** The database the benchmarks run on: BENCH_DATABASE_URL (PostgreSQL), else the embedded one. */
export function benchDatabaseEnv(): Record<string, string> {
  const url = process.env.BENCH_DATABASE_URL;
  return url ? { DATABASE_URL: url } : {};
}

/**
 * One URL under load over loopback with autocannon, and what the reports show of it. Throws when
 * any request failed or was answered other than 2xx: a figure measured on errors is no figure.
 */
export async function loadTest(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}): Promise<Record<string, number>> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} answers not 2xx, ${result.errors} errors (${result.timeouts} timeouts) of ${result.requests.total} requests`,
    );
  }
  if (result.requests.total === 0) throw new Error(`${options.url}: no request was answered`);
  return {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
