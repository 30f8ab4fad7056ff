import { describe, expect, it } from 'vitest';
import { IdempotencyStore } from './idempotency-store.js';

const ok = (body: unknown) => async () => ({ status: 200, body });

describe('sandbox idempotency store', () => {
  it('repeats the answer for the same key and request, and refuses the key with another', async () => {
    const store = new IdempotencyStore();
    expect(await store.answer('k1', 'request-a', ok(1))).toEqual({
      status: 200,
      body: 1,
      replayed: false,
    });
    expect(await store.answer('k1', 'request-a', ok(2))).toEqual({
      status: 200,
      body: 1,
      replayed: true,
    });
    expect(await store.answer('k1', 'request-b', ok(3))).toBe('reused');
  });

  it('lets a second request with the key wait for the first one’s answer', async () => {
    const store = new IdempotencyStore();
    let release: (value: { status: number; body: unknown }) => void = () => {};
    const first = store.answer('k', 'r', () => new Promise((resolve) => (release = resolve)));
    const second = store.answer('k', 'r', ok('other'));
    release({ status: 200, body: 'first' });
    expect(await first).toMatchObject({ body: 'first', replayed: false });
    expect(await second).toMatchObject({ body: 'first', replayed: true });
  });

  it('forgets retryable failures, so a retry with the key tries again', async () => {
    const store = new IdempotencyStore();
    await store.answer('k', 'r', async () => ({ status: 503, body: 'busy' }));
    expect(await store.answer('k', 'r', ok('fine'))).toMatchObject({
      body: 'fine',
      replayed: false,
    });
    await store.answer('n', 'r', async () => ({ status: 404, body: 'none' }));
    expect(await store.answer('n', 'r', ok('late'))).toMatchObject({
      body: 'none',
      replayed: true,
    });
  });

  it('keeps at most its limit, oldest out first, and forgets after its time', async () => {
    let now = 0;
    const store = new IdempotencyStore(2, 1000, () => now);
    await store.answer('a', 'r', ok('a'));
    await store.answer('b', 'r', ok('b'));
    await store.answer('c', 'r', ok('c'));
    expect(await store.answer('a', 'r', ok('a2'))).toMatchObject({ body: 'a2', replayed: false });
    now = 1000;
    expect(await store.answer('a', 'r', ok('a3'))).toMatchObject({ body: 'a3', replayed: false });
  });
});
