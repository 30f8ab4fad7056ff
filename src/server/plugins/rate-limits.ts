import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseRateLimitStore } from '../limits/rate-limit-store.js';

/**
 * The rate limiter routes opt into with `config: { rateLimit: { max, timeWindow } }` (and
 * `app.createRateLimit` for per-PAN and per-mobile limits). On a PostgreSQL server the counters
 * live in the database, so a limit reached on one instance holds on every other; the embedded
 * database has one process, and counts in memory.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    // The plugin builds its store from a class; this one reads the app's database.
    class SharedStore extends DatabaseRateLimitStore {
      constructor() {
        super(() => app.database);
      }
    }
    const shared = app.database.kind === 'postgres';
    await app.register(rateLimit, { global: false, ...(shared ? { store: SharedStore } : {}) });
  },
  { name: 'rate-limits', dependencies: ['services'] },
);
