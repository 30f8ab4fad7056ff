import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CircuitBreaker } from './circuit-breaker.js';
import { PartyCallError, SignedHttpClient } from './signed-http-client.js';

/**
 * The timeout covers the whole answer: a party that sends its headers and then stalls in the
 * middle of the body is given up on at the timeout, even by an HTTP client whose pending body
 * read does not end by itself when the call is aborted.
 */

const endpoint = {
  name: 'Lender test-bank',
  baseUrl: 'http://127.0.0.1:9/lenders/test-bank',
  keyId: 'key',
  secret: 'a-secret-of-the-lenders-0123456789',
  timeoutMs: 200,
};

/** Headers and one byte, then nothing ever again; the stream ignores the call's abort. */
function stallingFetch(): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{'));
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
}

describe('signed HTTP client', () => {
  it('gives up on an answer that stalls mid-body at the timeout, as a retryable failure', async () => {
    const client = new SignedHttpClient(
      endpoint,
      { retries: 0, baseDelayMs: 0, maxDelayMs: 0 },
      new CircuitBreaker({ failureThreshold: 10, cooldownMs: 1000 }),
      { fetch: stallingFetch() },
    );
    const failure = await client.post('/v1/documents', {}, z.object({})).catch((error) => error);
    expect(failure).toBeInstanceOf(PartyCallError);
    expect(failure).toMatchObject({
      failure: 'unavailable',
      retryable: true,
      reason: 'did not answer within 200 ms',
    });
  });
});
