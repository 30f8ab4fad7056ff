/**
 * `BENCH_SMOKE=1`: every benchmark runs at tiny sizes (seconds, not minutes) through its whole
 * path, so a benchmark the product has outgrown fails at once instead of when next measured.
 * Its figures mean nothing; they are not kept as results.
 */
export const BENCH_SMOKE = !['', '0', 'false', 'no', 'off'].includes(
  (process.env.BENCH_SMOKE ?? '').trim().toLowerCase(),
);

/** The full size, or the smoke size under BENCH_SMOKE. */
export function sized<T>(full: T, smoke: T): T {
  return BENCH_SMOKE ? smoke : full;
}
