import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { CircuitBreaker } from './circuit-breaker.js';
import { CONTRACT_ERRORS, type ContractErrorCode, errorBody } from './contracts/errors.js';
import { IDEMPOTENCY_KEY_HEADER, signRequest, verifyAnswer } from './contracts/signing.js';

/**
 * The one HTTP client of the outside-world contracts (docs/contracts/README.md): every call is
 * a signed POST with an idempotency key, bounded by a timeout covering the whole answer, retried
 * with full jitter for retryable failures only, guarded by the party's circuit breaker; every
 * answer must be signed by the party and match the contract's schema. Errors name the party
 * and what went wrong, never the borrower.
 */

export interface PartyEndpoint {
  /** How messages name the party, e.g. "Lender hdfc-bank", "The credit bureau". */
  name: string;
  /** The party's base URL; contract paths are appended to it. */
  baseUrl: string;
  keyId: string;
  secret: string;
  /** For the whole call: connecting, the answer's headers and its body. */
  timeoutMs: number;
}

export interface RetryPolicy {
  /** Tries after the first one, for retryable failures only. */
  retries: number;
  /** Full jitter: the n-th retry waits a random time up to min(maxDelayMs, baseDelayMs · 2^n). */
  baseDelayMs: number;
  maxDelayMs: number;
}

export type PartyFailure =
  /** No usable answer in time, a 5xx, or a retryable error code. */
  | 'unavailable'
  /** A well-formed, signed refusal (a 4xx contract error), e.g. ACCOUNT_NOT_FOUND. */
  | 'refused'
  /** An answer we must not trust or cannot use: unsigned, tampered, malformed, off-contract. */
  | 'invalid-answer'
  /** The party's circuit breaker is open: not called at all. */
  | 'circuit-open';

export class PartyCallError extends Error {
  override name = 'PartyCallError';
  constructor(
    readonly failure: PartyFailure,
    readonly retryable: boolean,
    /** The party, as the endpoint names it. */
    readonly party: string,
    /** What went wrong, e.g. "did not answer within 2000 ms". */
    readonly reason: string,
    readonly code?: ContractErrorCode,
  ) {
    super(`${party} ${reason}`);
  }
}

export interface SignedHttpClientOptions {
  fetch?: typeof fetch;
  /** Draws in [0, 1) for the jitter. */
  random?: () => number;
  wait?: (milliseconds: number) => Promise<unknown>;
}

/** Answers larger than this are not read: no contract answer comes near it. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export class SignedHttpClient {
  readonly #fetch: typeof fetch;
  readonly #random: () => number;
  readonly #wait: (milliseconds: number) => Promise<unknown>;

  constructor(
    readonly endpoint: PartyEndpoint,
    private readonly retry: RetryPolicy,
    readonly breaker: CircuitBreaker,
    options: SignedHttpClientOptions = {},
  ) {
    this.#fetch = options.fetch ?? fetch;
    this.#random = options.random ?? Math.random;
    this.#wait = options.wait ?? ((milliseconds) => sleep(milliseconds));
  }

  /** POSTs `body` to the contract path and returns the answer as `answer` parses it. */
  async post<T>(path: string, body: unknown, answer: z.ZodType<T>): Promise<T> {
    const bodyText = JSON.stringify(body);
    // One key for this call and all its retries: a retry after a lost answer gets that answer.
    const idempotencyKey = randomUUID();
    for (let attempt = 0; ; attempt++) {
      if (!this.breaker.tryAcquire()) {
        throw new PartyCallError(
          'circuit-open',
          true,
          this.endpoint.name,
          `is failing; calls to it are paused for a while`,
        );
      }
      let value: T;
      try {
        value = await this.#once(path, bodyText, idempotencyKey, answer);
      } catch (error) {
        const failure =
          error instanceof PartyCallError
            ? error
            : new PartyCallError('unavailable', true, this.endpoint.name, `call failed`);
        // A signed refusal is an answer: the party is up.
        if (failure.failure === 'refused') this.breaker.recordSuccess();
        else this.breaker.recordFailure();
        if (!failure.retryable || attempt >= this.retry.retries) throw failure;
        await this.#wait(this.#jitter(attempt));
        continue;
      }
      this.breaker.recordSuccess();
      return value;
    }
  }

  #jitter(attempt: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** attempt);
    return Math.round(this.#random() * ceiling);
  }

  async #once<T>(
    path: string,
    bodyText: string,
    idempotencyKey: string,
    answer: z.ZodType<T>,
  ): Promise<T> {
    const { name, timeoutMs } = this.endpoint;
    const url = contractUrl(this.endpoint.baseUrl, path);
    const signed = signRequest(this.endpoint, {
      method: 'POST',
      path: url.pathname,
      body: bodyText,
    });
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = () =>
      new PartyCallError('unavailable', true, name, `did not answer within ${timeoutMs} ms`);

    let response: Response;
    try {
      response = await this.#fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
          ...signed,
        },
        body: bodyText,
        signal,
        redirect: 'error',
      });
    } catch (error) {
      if (isTimeout(error)) throw timedOut();
      throw new PartyCallError('unavailable', true, name, `could not be reached`);
    }

    let text: string;
    try {
      text = await readCapped(response, MAX_ANSWER_BYTES, signal);
    } catch (error) {
      if (isTimeout(error)) throw timedOut();
      if (error instanceof AnswerTooLarge) {
        throw new PartyCallError('invalid-answer', false, name, `answered more than 1 MiB`);
      }
      throw new PartyCallError('unavailable', true, name, `broke off its answer`);
    }

    const { status } = response;
    const signature = verifyAnswer(
      response.headers,
      {
        status,
        body: text,
        request: { method: 'POST', path: url.pathname, signature: signed['x-signature'] },
      },
      this.endpoint,
    );
    if (status >= 500 || status === 408 || status === 429) {
      // Trouble on the party's side, whatever the body says: worth another try.
      const code = signature.ok ? contractCode(text) : undefined;
      throw new PartyCallError(
        'unavailable',
        true,
        name,
        `answered HTTP ${status}${code ? ` (${code})` : ''}`,
        code,
      );
    }
    if (!signature.ok) {
      throw new PartyCallError(
        'invalid-answer',
        false,
        name,
        `answered without a valid signature (${signature.problem})`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PartyCallError('invalid-answer', false, name, `answered malformed JSON`);
    }
    if (status >= 200 && status < 300) {
      const parsed = answer.safeParse(json);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.join('.') || 'the body';
        throw new PartyCallError('invalid-answer', false, name, `answered off-contract (${where})`);
      }
      return parsed.data;
    }
    const refusal = errorBody.safeParse(json);
    if (!refusal.success) {
      throw new PartyCallError(
        'invalid-answer',
        false,
        name,
        `answered HTTP ${status} without a contract error`,
      );
    }
    const { code } = refusal.data.error;
    const { retryable } = CONTRACT_ERRORS[code];
    throw new PartyCallError(
      retryable ? 'unavailable' : 'refused',
      retryable,
      name,
      `answered ${code}`,
      code,
    );
  }
}

/** The base URL with the contract path appended (a base URL may have a path of its own). */
export function contractUrl(baseUrl: string, path: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  return url;
}

class AnswerTooLarge extends Error {}

/**
 * The answer's body as text, at most `cap` bytes. The timeout's signal ends a read that is
 * still waiting for its next chunk (a party dripping its answer), whether or not the HTTP
 * client gives up the pending read by itself.
 */
async function readCapped(response: Response, cap: number, signal: AbortSignal): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => {}); // read below; never an unhandled rejection
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > cap) throw new AnswerTooLarge();
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function contractCode(text: string): ContractErrorCode | undefined {
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined;
  }
}
