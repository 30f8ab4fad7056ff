import { type Kysely, sql } from 'kysely';
import type { SqlExecutor } from '../db/database.js';
import type { Tables } from '../db/tables.js';

/**
 * Rate-limit counters in PostgreSQL, so every instance on one database counts the same
 * requests: a fixed window per key, counted by one atomic upsert per limited request (the
 * database's clock decides when a window ends, so instances need not agree on the time).
 * Implements @fastify/rate-limit's store interface (`incr`, `child`).
 */

interface Counted {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, counted?: Counted) => void;

const COUNT = `insert into rate_limits as limits (key, hits, window_ends_at)
  values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  on conflict (key) do update set
    hits = case when limits.window_ends_at <= now() then 1 else limits.hits + 1 end,
    window_ends_at = case when limits.window_ends_at <= now()
      then excluded.window_ends_at else limits.window_ends_at end
  returning hits, greatest(0, ceil(extract(epoch from limits.window_ends_at - now()) * 1000))::integer as ttl_ms`;

export class DatabaseRateLimitStore {
  constructor(
    private readonly database: () => SqlExecutor,
    /** Keeps one route's counters apart from another's for the same address. */
    private readonly prefix = '',
  ) {}

  /** The limiter passes the route's window after the callback (its typings leave it out). */
  incr(key: string, callback: Callback, timeWindowMs = 60_000): void {
    this.database()
      .executeSql(COUNT, [this.prefix + key, timeWindowMs])
      .then(
        (result) => {
          const row = result.rows[0] as { hits: number; ttl_ms: number };
          callback(null, { current: row.hits, ttl: row.ttl_ms });
        },
        (error: Error) => callback(error),
      );
  }

  child(routeOptions: object): DatabaseRateLimitStore {
    const route =
      (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
    const prefix = route.method && route.url ? `${route.method} ${route.url}|` : '';
    return new DatabaseRateLimitStore(this.database, this.prefix + prefix);
  }
}

/** Counters whose window ended (by the database's clock, as they were counted): retention clears them. */
export async function purgeEndedRateLimits(db: Kysely<Tables>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
