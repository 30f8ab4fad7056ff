import os from 'node:os';
import { launchBrowser } from '../tests/support/browser.js';
import { sized } from './smoke.js';
import { serveWebPages } from './web-pages.js';

/**
 * First contentful and largest contentful paint as a borrower on a slow phone network sees
 * them: a production build served by the real server, Chromium throttled through CDP to slow 4G
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, empty cache each
 * time — for the landing page, /pan-verification and a Document Center with 10 documents.
 *
 * Beside each, the floor of the page's own bytes: two round trips (the connection, then the
 * page) plus every byte the page loaded before its largest paint at line rate. A page that
 * paints at 1.3× its floor wastes little on chains of requests or on the CPU (issue 18).
 * The landing page is also measured again with the cache kept (hashed files are immutable).
 */

const RUNS = sized(5, 1);
const ROUND_TRIP_MS = 150;
const DOWN_BYTES_PER_SECOND = (1.6 * 1024 * 1024) / 8;
const SLOW_4G = {
  offline: false,
  latency: ROUND_TRIP_MS,
  downloadThroughput: DOWN_BYTES_PER_SECOND,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * FCP and the settled LCP, read in the page. A string, not a function: the TypeScript loader's
 * helpers (tsx's __name) do not exist in the page.
 */
const PAINTS = `new Promise((resolve) => {
  let lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The LCP settles once the page has been still a moment.
  function settle() {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    if (fcp > 0 && lcp > 0) resolve({ fcp, lcp });
    else setTimeout(settle, 250);
  }
  setTimeout(settle, 1500);
})`;

const median = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

interface Paints {
  fcp: number;
  lcp: number;
  /** Bytes received (as sent, compressed) for requests that finished before the LCP. */
  bytesBeforeLcp: number;
}

export async function run(): Promise<Record<string, unknown>> {
  const served = await serveWebPages();
  const browser = await launchBrowser();
  const pages: Record<string, unknown>[] = [];
  const warm: number[] = [];
  try {
    for (const target of served.pages) {
      const runs: Paints[] = [];
      for (let index = 0; index < RUNS; index++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
        if (target.cookie) {
          const [name, value] = target.cookie.split('=') as [string, string];
          await context.addCookies([{ name, value, url: served.address }]);
        }
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const finished: { at: number; bytes: number }[] = [];
        let navigationStart = 0;
        cdp.on('Network.requestWillBeSent', (event: { type?: string; timestamp: number }) => {
          if (event.type === 'Document' && navigationStart === 0) navigationStart = event.timestamp;
        });
        cdp.on(
          'Network.loadingFinished',
          (event: { encodedDataLength: number; timestamp: number }) => {
            finished.push({ at: event.timestamp, bytes: event.encodedDataLength });
          },
        );
        await page.goto(`${served.address}${target.path}`, { waitUntil: 'load' });
        const paints = (await page.evaluate(PAINTS)) as { fcp: number; lcp: number };
        const lcpAt = navigationStart + paints.lcp / 1000;
        runs.push({
          ...paints,
          bytesBeforeLcp: finished
            .filter((each) => each.at <= lcpAt)
            .reduce((sum, each) => sum + each.bytes, 0),
        });
        if (target.path === '/') {
          await page.goto(`${served.address}/?again`, { waitUntil: 'load' });
          await page.waitForFunction(
            () => performance.getEntriesByName('first-contentful-paint').length > 0,
          );
          warm.push(
            await page.evaluate(
              () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
            ),
          );
        }
        await context.close();
      }
      const bytes = median(runs.map((each) => each.bytesBeforeLcp));
      const floor = 2 * ROUND_TRIP_MS + (bytes / DOWN_BYTES_PER_SECOND) * 1000;
      const fcp = median(runs.map((each) => each.fcp));
      const lcp = median(runs.map((each) => each.lcp));
      pages.push({
        page: target.name,
        fcpMedianMs: fcp,
        lcpMedianMs: lcp,
        lcpRunsMs: runs.map((each) => Math.round(each.lcp)).join(', '),
        kbBeforeLcp: Math.round(bytes / 1024),
        floorMs: Math.round(floor),
        lcpOverFloor: Number((lcp / floor).toFixed(2)),
      });
    }
  } finally {
    await browser.close();
    await served.close();
  }
  return {
    network: 'slow 4G (150 ms RTT, 1.6 Mbit/s down), CPU 4× slower, 360 px',
    target: 'LCP ≤ 1.3× the floor (two round trips plus the bytes before LCP at line rate)',
    pages,
    landingRepeatVisitFcpMedianMs: median(warm),
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
}
