import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { percentile } from './batch-rules.js';

/**
 * How long each lender has really taken lately: the 90th percentile of its last completed
 * banks (first attempt started to documents ready, retries included). The processing screen's
 * estimate comes from these, not from a promise in the copy. Cached a minute per database:
 * the status is polled every 2 s by every open screen.
 */

const SAMPLE_SIZE = 100;
const CACHE_MS = 60_000;

type Cached = { until: number; seconds: number | null };
const cachesByDatabase = new WeakMap<Kysely<Tables>, Map<string, Cached>>();

/** Seconds per lender; a lender with no completed bank yet is absent. */
export async function recentLenderSeconds(
  db: Kysely<Tables>,
  lenderIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(db, cache);
  }
  const result = new Map<string, number>();
  for (const lenderId of new Set(lenderIds)) {
    let cached = cache.get(lenderId);
    if (!cached || cached.until <= now.getTime()) {
      cached = { until: now.getTime() + CACHE_MS, seconds: await lenderP90(db, lenderId) };
      cache.set(lenderId, cached);
    }
    if (cached.seconds !== null) result.set(lenderId, cached.seconds);
  }
  return result;
}

async function lenderP90(db: Kysely<Tables>, lenderId: string): Promise<number | null> {
  const rows = await db
    .selectFrom('batch_banks')
    .select(['started_at', 'finished_at'])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'completed')
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(SAMPLE_SIZE)
    .execute();
  const seconds = rows.flatMap((row) =>
    row.started_at && row.finished_at
      ? [(row.finished_at.getTime() - row.started_at.getTime()) / 1000]
      : [],
  );
  return percentile(seconds, 0.9);
}
