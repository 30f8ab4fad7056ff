import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The system's Chromium (tests never download a browser). */
export function chromiumPath(): string {
  const found = CANDIDATES.find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it (Debian/Ubuntu: `apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  // As many borrowers' phones are set: no endless spinner or caret animation to paint.
  reducedMotion: 'reduce',
};

export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  reducedMotion: 'reduce',
};

/**
 * Fails the test on any console error or uncaught page error, so a screen that "works" while
 * throwing in the background does not pass.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Console and page errors seen so far; a journey ends expecting none. */
  errors: string[];
}

/** A fresh browser context (no cookies, no storage) with one page, as a new visitor has. */
export async function openJourney(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = PHONE,
): Promise<Journey> {
  // bypassCSP lets the accessibility checks inject axe; the app itself never needs it.
  const context = await browser.newContext({
    ...options,
    baseURL,
    bypassCSP: true,
    acceptDownloads: true,
  });
  // A budget for a loaded machine running four test files at once, not a speed check.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}
