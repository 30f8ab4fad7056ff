import { useEffect, useState } from 'react';
import { loadOnce } from './code-arrival';

/** How long after the page has loaded what is not on view is fetched: while the page is read. */
const PRELOAD_AFTER_LOAD_MS = 2500;

/**
 * Runs `fetch` once the page has loaded and been read a moment (the next screens' code, a
 * screen's hidden parts), never before its first paint; answers what cancels it.
 */
export function afterPageIsRead(fetch: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(fetch, PRELOAD_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}

/**
 * A part of a screen that is not on view when the screen first paints (a dialog, and the code
 * it alone needs): fetched once the page has loaded and been read a moment, or at once when it
 * is wanted before then, instead of before the screen can paint (issue 18). A failed fetch is
 * forgotten, so that the next want asks the network again; one cut off by a dropped connection
 * counts as failed once the browser has been offline a moment, or after a minute online with
 * nothing (./code-arrival.ts).
 */
export interface LazyPart<T> {
  /** Starts fetching the part; resolves when it is there (never rejects). */
  preload: () => Promise<void>;
  /**
   * The part once it is there, fetched as soon as `wanted` is true; `onFailed` is called when
   * it could not be fetched while wanted (offline, or nothing came).
   */
  use: (wanted: boolean, onFailed: () => void) => T | undefined;
}

export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let part: T | undefined;
  const loadPart = loadOnce(load);
  const fetchPart = (): Promise<T> =>
    loadPart().then((loaded) => {
      part = loaded;
      return loaded;
    });
  return {
    preload: () =>
      fetchPart().then(
        () => undefined,
        () => undefined,
      ),
    use: function useLazyPart(wanted, onFailed) {
      const [, setArrived] = useState(0);
      // biome-ignore lint/correctness/useExhaustiveDependencies: a new want is what fetches
      useEffect(() => {
        if (!wanted || part !== undefined) return;
        let live = true;
        fetchPart().then(
          () => live && setArrived((count) => count + 1),
          () => live && onFailed(),
        );
        return () => {
          live = false;
        };
      }, [wanted]);
      return part;
    },
  };
}

/** Fetches these parts once the page has loaded and been on view a moment. */
export function usePreloadAfterLoad(parts: readonly LazyPart<unknown>[]): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts are module constants
  useEffect(
    () =>
      afterPageIsRead(() => {
        for (const part of parts) void part.preload();
      }),
    [],
  );
}
