import { useEffect, useState } from 'react';

/**
 * Waits for the page's first paint. What a screen can do without (the session for the header,
 * the sandbox banner, the toasts' code) is asked for after it: on a slow phone every request
 * started before the first paint holds that paint up.
 */

let painted = false;
let waiting: Promise<void> | undefined;

/** A hidden tab paints nothing: it does not wait for ever. */
const AT_THE_LATEST_MS = 1500;

/**
 * Resolves once the page has shown its first text or image (at once from then on). The browser
 * reports that paint once it is on the screen, a little after the frame was drawn: a request
 * sent in between would still count as holding the paint up.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted) return Promise.resolve();
  waiting ??= new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      painted = true;
      resolve();
    };
    setTimeout(done, AT_THE_LATEST_MS);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return waiting;
}

/** Whether the page has painted once; false on the first render of a page just loaded. */
export function useAfterFirstPaint(): boolean {
  const [now, setNow] = useState(painted);
  useEffect(() => {
    if (now) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setNow(true);
    });
    return () => {
      live = false;
    };
  }, [now]);
  return now;
}
