import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeStallError, failIfStalled, OFFLINE_GRACE_MS, ONLINE_GRACE_MS } from './code-arrival';

/** The browser's word on the network, as it changes it: the property, then the event. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
}

/** A download that arrives only when told to, as one the dropped connection cut off. */
function download() {
  let arrive: (code: string) => void = () => undefined;
  const arriving = new Promise<string>((resolve) => {
    arrive = resolve;
  });
  return { arriving, arrive };
}

/** Whether the promise has settled, and how, without waiting for it. */
function outcome<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => {
      seen.value = value;
    },
    (error: unknown) => {
      seen.error = error;
    },
  );
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('code on its way when the connection drops', () => {
  it('is given up a moment after the browser goes offline, and the same download arrives for the next ask once online', async () => {
    const { arriving, arrive } = download();
    const first = outcome(failIfStalled(arriving));
    goOffline();
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS - 1);
    expect(first).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(first.error).toBeInstanceOf(CodeStallError);

    // Try again, still offline: given up again.
    const second = outcome(failIfStalled(arriving));
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS);
    expect(second.error).toBeInstanceOf(CodeStallError);

    // Try again once online: waits for the download as long as for an answer.
    goOnline();
    const third = outcome(failIfStalled(arriving));
    await vi.advanceTimersByTimeAsync(ONLINE_GRACE_MS - 1);
    expect(third).toEqual({});
    arrive('the screen');
    await vi.advanceTimersByTimeAsync(0);
    expect(third).toEqual({ value: 'the screen' });
  });

  it('waits on when the connection is back within the moment, and passes on a download that fails', async () => {
    const { arriving, arrive } = download();
    const cut = outcome(failIfStalled(arriving));
    goOffline();
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS / 2);
    goOnline();
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS * 5);
    expect(cut).toEqual({});
    arrive('the dialog');
    await vi.advanceTimersByTimeAsync(0);
    expect(cut).toEqual({ value: 'the dialog' });

    const refused = new TypeError('Failed to fetch dynamically imported module');
    const failed = outcome(failIfStalled(Promise.reject(refused)));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error).toBe(refused);
  });

  it('is given up online too when nothing arrives in time (a connection that carries nothing), and the next ask waits for the same download', async () => {
    const { arriving, arrive } = download();
    const first = outcome(failIfStalled(arriving));
    await vi.advanceTimersByTimeAsync(ONLINE_GRACE_MS - 1);
    expect(first).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(first.error).toBeInstanceOf(CodeStallError);
    expect(vi.getTimerCount()).toBe(0);

    const again = outcome(failIfStalled(arriving));
    arrive('the screen');
    await vi.advanceTimersByTimeAsync(0);
    expect(again).toEqual({ value: 'the screen' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
