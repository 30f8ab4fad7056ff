import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { ANSWER_DEADLINE_MS } from '../lib/answer-deadline';
import { fetchDocumentPdf } from './documents-file';
import { ApiError, callRoute, fetchFile, isOffline, uploadWithProgress } from './http';

/**
 * A connection the phone still calls online but that carries nothing: every request is given up
 * after ANSWER_DEADLINE_MS as a failed connection — a file only when its next piece does not come.
 */

const statusCall = () =>
  callRoute(BATCH_ROUTES.status, { params: { batchId: 'batch-1-00000000000000' } });

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** A body that sends these pieces, one every `everyMs`, then stops — or, with `stall`, never ends. */
function pieces(sizes: number[], everyMs: number, signal: AbortSignal, stall = false) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // As a browser's: the request's abort cuts its body off.
      signal.addEventListener('abort', () => controller.error(abortError()));
    },
    async pull(controller) {
      const size = sizes.shift();
      if (size === undefined) {
        if (!stall) controller.close();
        return new Promise<void>(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      controller.enqueue(new Uint8Array(size).fill(7));
    },
  });
}

/** fetch as a browser's on this connection: `answer` decides what comes, an abort ends it. */
function network(answer: (signal: AbortSignal) => Promise<Response> | 'silence') {
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      return new Promise<Response>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(abortError()));
        const given = answer(signal);
        if (given !== 'silence') given.then(resolve, reject);
      });
    }),
  );
  return signals;
}

/** The promise's outcome once it has settled, or 'pending'. */
function watch<T>(promise: Promise<T>) {
  let outcome: { value: T } | { error: unknown } | 'pending' = 'pending';
  promise.then(
    (value) => {
      outcome = { value };
    },
    (error: unknown) => {
      outcome = { error };
    },
  );
  return () => outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a request on a connection that carries nothing', () => {
  it('is given up after the deadline as a failed connection, and lets the connection go', async () => {
    const signals = network(() => 'silence');
    const outcome = watch(statusCall());
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS - 1);
    expect(outcome()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const settled = outcome();
    expect(settled).toHaveProperty('error');
    const error = (settled as { error: unknown }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    // The browser says it is online: this is not the offline message.
    expect(isOffline(error)).toBe(false);
    expect(signals[0]?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes an answer that comes in time, and leaves no timer behind', async () => {
    network(async () => {
      await new Promise((resolve) => setTimeout(resolve, ANSWER_DEADLINE_MS - 1_000));
      return Response.json({ success: true });
    });
    const outcome = watch(statusCall());
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS);
    expect(outcome()).toEqual({ value: { success: true } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up an answer whose body stops half-way', async () => {
    network(async (signal) => new Response(pieces([10], 100, signal, true), { status: 200 }));
    const outcome = watch(statusCall());
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS);
    const settled = outcome();
    expect(settled).toHaveProperty('error');
    expect((settled as { error: ApiError }).error.status).toBe(0);
  });

  it('keeps a caller’s own abort an abort, not a failure to show', async () => {
    network(() => 'silence');
    const caller = new AbortController();
    const outcome = watch(
      callRoute(BATCH_ROUTES.status, {
        params: { batchId: 'batch-1-00000000000000' },
        signal: caller.signal,
      }),
    );
    caller.abort();
    await vi.advanceTimersByTimeAsync(0);
    const settled = outcome() as { error: Error };
    expect(settled.error).not.toBeInstanceOf(ApiError);
    expect(settled.error.name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a file on a slow line', () => {
  it('is read whole however long it takes, while its pieces keep coming', async () => {
    network(async (signal) => {
      const body = pieces([1000, 1000, 1000], ANSWER_DEADLINE_MS - 10_000, signal);
      return new Response(body, { headers: { 'Content-Type': 'application/pdf' } });
    });
    const file = watch(fetchFile('/api/tax-summary/2026', 'application/pdf'));
    const pdf = watch(fetchDocumentPdf('/files/view/abc'));
    await vi.advanceTimersByTimeAsync(3 * ANSWER_DEADLINE_MS);
    const blob = (file() as { value: Blob }).value;
    expect(blob.size).toBe(3000);
    expect(blob.type).toBe('application/pdf');
    expect((pdf() as { value: Uint8Array }).value).toHaveLength(3000);
  });

  it('is given up when its next piece does not come', async () => {
    network(async (signal) => new Response(pieces([1000], 1_000, signal, true)));
    const file = watch(fetchFile('/api/tax-summary/2026', 'application/pdf'));
    const pdf = watch(fetchDocumentPdf('/files/view/abc'));
    await vi.advanceTimersByTimeAsync(1_000 + ANSWER_DEADLINE_MS - 1);
    expect(file()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = (file() as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(pdf()).toHaveProperty('error');
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** An XMLHttpRequest whose upload the test moves on by hand. */
class HandMovedUpload {
  static last: HandMovedUpload | undefined;
  readonly upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onprogress?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  onload?: () => void;
  status = 0;
  responseText = '';
  aborted = false;
  constructor() {
    HandMovedUpload.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('a photo uploaded on a slow line', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', HandMovedUpload);
  });

  it('takes as long as it takes while it moves, and is given up once it stops moving', async () => {
    const percents: number[] = [];
    const moving = watch(
      uploadWithProgress('/api/upload-pan-image', new FormData(), (percent) =>
        percents.push(percent),
      ),
    );
    const upload = HandMovedUpload.last as HandMovedUpload;
    for (const loaded of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS - 1_000);
      upload.upload.onprogress?.({ lengthComputable: true, loaded, total: 3 });
    }
    upload.status = 200;
    upload.responseText = JSON.stringify({ success: true });
    upload.onload?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(moving()).toEqual({ value: { success: true } });
    expect(percents).toEqual([33, 67, 100]);
    expect(vi.getTimerCount()).toBe(0);

    const stopped = watch(uploadWithProgress('/api/upload-pan-image', new FormData(), () => {}));
    const stuck = HandMovedUpload.last as HandMovedUpload;
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS);
    expect(stuck.aborted).toBe(true);
    const error = (stopped() as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
