import { createRequire } from 'node:module';

/** @fastify/rate-limit's own in-memory store, as the embedded database uses it. */
const require = createRequire(import.meta.url);
const LocalStoreCtor = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => {
  incr(
    key: string,
    callback: (error: Error | null) => void,
    timeWindowMs: number,
    max: number,
  ): void;
};

export class LocalStore {
  readonly #store = new LocalStoreCtor(false, false, 5000);
  incr(key: string, callback: (error: Error | null) => void, timeWindowMs: number): void {
    this.#store.incr(key, callback, timeWindowMs, 1_000_000);
  }
}
