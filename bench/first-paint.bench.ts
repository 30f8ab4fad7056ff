import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { launchBrowser } from '../tests/support/browser.js';

/**
 * The landing page's first contentful paint as a borrower on a slow phone network sees it:
 * a production build served by the real server, Chromium throttled through CDP to slow 4G
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU, empty cache each
 * time. Then a second visit with the cache kept (hashed files are immutable: nothing refetched).
 */

const RUNS = 5;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function run(): Promise<Record<string, unknown>> {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'first-paint-web-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'first-paint-data-'));
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webRoot, emptyOutDir: true },
  });
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OCR_WARM: 'false',
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
    }),
    webRoot,
  });
  const browser = await launchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  let transferred = 0;
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    for (let index = 0; index < RUNS; index++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let bytes = 0;
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
        bytes += event.encodedDataLength;
      });
      const paint = async () => {
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
        );
        return page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        );
      };
      await page.goto(address, { waitUntil: 'load' });
      cold.push(await paint());
      transferred = bytes;
      await page.goto(`${address}/?again`, { waitUntil: 'load' });
      warm.push(await paint());
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) =>
    Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  return {
    network: 'slow 4G (150 ms RTT, 1.6 Mbit/s down), CPU 4× slower',
    firstVisitFcpMedianMs: median(cold),
    firstVisitFcpMs: cold.map(Math.round).join(', '),
    repeatVisitFcpMedianMs: median(warm),
    firstVisitTransferredKb: Math.round(transferred / 1024),
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
}
