import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { packageFontsConfig } from './package-fonts.js';

/** Where Chrome or Chromium usually lives on Linux, macOS and Windows. */
function systemBrowsers(): string[] {
  const windows = [
    process.env.PROGRAMFILES,
    process.env['PROGRAMFILES(X86)'],
    process.env.LOCALAPPDATA,
  ]
    .filter((folder): folder is string => !!folder)
    .flatMap((folder) => [
      path.join(folder, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      path.join(folder, 'Chromium', 'Application', 'chrome.exe'),
    ]);
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ...windows,
  ];
}

/** A file that can be run (an empty or non-executable file where a browser was is not one). */
function isProgram(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).size > 0;
  } catch {
    return false;
  }
}

/**
 * The browser the tests and benchmarks drive — never downloaded: CHROMIUM_PATH if set, else a
 * system Chrome or Chromium, else the Chromium that the `@sparticuz/chromium` dev dependency
 * carries inside the package (Linux x64; unpacked into the temporary folder on first use).
 */
export async function chromiumPath(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH names no file: ${chosen}`);
    return chosen;
  }
  const system = systemBrowsers().find(isProgram);
  if (system) return system;
  if (process.platform === 'linux' && process.arch === 'x64') {
    const { default: packaged } = await import('@sparticuz/chromium');
    return packaged.executablePath();
  }
  throw new Error(
    'No Chromium found for the end-to-end tests: install Chrome or Chromium, or set CHROMIUM_PATH ' +
      'to a Chromium or Chrome binary.',
  );
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumPath(),
    // Fallback fonts from npm packages, as for the PAN-card photos: the same on every machine.
    env: { ...process.env, FONTCONFIG_FILE: packageFontsConfig() },
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
