import os from 'node:os';
import type { Browser, CDPSession } from 'playwright-core';
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
 *
 * And where the page's main thread went before its first paint, from one more load traced
 * (not counted above: tracing slows it): parsing, style, layout, the font lookups inside layout,
 * and the app's scripts — what to work on when a page is far from its floor.
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

/** A throttled page, as every run sees it. */
async function throttledPage(browser: Browser, address: string, cookie?: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: address }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
}

/** Trace events, summed by name on the page's main thread (some nest inside others). */
const PHASES: Record<string, string[]> = {
  parseHtmlMs: ['ParseHTML'],
  parseCssMs: ['CSSParserImpl::parseStyleSheet'],
  styleMs: ['UpdateLayoutTree'],
  layoutMs: ['Layout'],
  fontLookupsInLayoutMs: ['FontCache::GetFontPlatformData'],
  scriptMs: ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch'],
  paintMs: ['Paint'],
};

/** Main-thread time by phase from the page's navigation to its first contentful paint. */
async function mainThreadBeforeFirstPaint(
  cdp: CDPSession,
  load: () => Promise<void>,
  address: string,
): Promise<Record<string, number>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) =>
    events.push(...(event.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,loading,fonts',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(address),
  );
  const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  if (!parse || !paint) {
    throw new Error('first-paint: the trace has no page parse or first contentful paint');
  }
  const thread = events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X',
  );
  // From the commit of this page's document (the thread may have held about:blank before).
  const start =
    thread
      .filter((event) => event.name === 'DocumentLoader::CommitNavigation' && event.ts <= parse.ts)
      .at(-1)?.ts ?? parse.ts;
  const before = thread.filter((event) => event.ts >= start && event.ts < paint.ts);
  const phases: Record<string, number> = { firstPaintMs: Math.round((paint.ts - start) / 1000) };
  for (const [phase, names] of Object.entries(PHASES)) {
    const micros = before
      .filter((event) => names.includes(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    phases[phase] = Math.round(micros / 1000);
  }
  return phases;
}

export async function run(): Promise<Record<string, unknown>> {
  const served = await serveWebPages();
  const browser = await launchBrowser();
  const pages: Record<string, unknown>[] = [];
  const warm: number[] = [];
  const breakdown: Record<string, unknown>[] = [];
  try {
    for (const target of served.pages) {
      const runs: Paints[] = [];
      for (let index = 0; index < RUNS; index++) {
        const { context, page, cdp } = await throttledPage(browser, served.address, target.cookie);
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
      const traced = await throttledPage(browser, served.address, target.cookie);
      breakdown.push({
        page: target.name,
        ...(await mainThreadBeforeFirstPaint(
          traced.cdp,
          async () => {
            await traced.page.goto(`${served.address}${target.path}`, { waitUntil: 'load' });
            await traced.page.evaluate(PAINTS);
          },
          served.address,
        )),
      });
      await traced.context.close();
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
    mainThreadBeforeFirstPaint: breakdown,
    landingRepeatVisitFcpMedianMs: median(warm),
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
}
