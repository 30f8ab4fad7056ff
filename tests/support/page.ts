import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { extractPdfText } from '../../src/server/pdf/testing/pdf-text.js';

/** The journey state the web app keeps in sessionStorage (see src/web/flow/flow-state.ts). */
export async function flowState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), 'loan-docs.flow');
}

/** How many pixels the page is wider than the screen: 0 when nothing scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The tallest bar kept at the bottom of the screen while the page scrolls (the selection's action bar), as a share
 * of the screen's height: 0 when there is none. What it covers the borrower cannot read or tap.
 */
export async function stickyBarShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const heights = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.position === 'sticky' && style.bottom === '0px';
      })
      .map((element) => element.getBoundingClientRect().height);
    return Math.max(0, ...heights) / window.innerHeight;
  });
}

/**
 * The texts cut short on the page: those an ellipsis ends, or hidden overflow crops, because they
 * do not fit their box. Each is given by its first words.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const crops = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden';
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        // A text only for screen readers is cropped on purpose (Tailwind's sr-only).
        const shown = style.clipPath === 'none' && style.clip === 'auto';
        return crops && ownText && shown && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => (element.textContent ?? '').trim().slice(0, 40)),
  );
}

/** The toasts on screen that say this. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * The page's errors less the failed requests a test provoked on purpose: the browser reports
 * every 4xx/5xx answer as a console error.
 */
export function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter(
    (error) =>
      !statuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}

/** The session cookie's name over plain HTTP on localhost (src/server/auth/auth-plugin.ts). */
const SESSION_COOKIE = 'ld_session';

/**
 * This browser's session token. The cookie is HttpOnly: page script cannot read it, a test
 * driving the browser can.
 */
export async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/**
 * Gives the browser a session started through the API (a token from verify-cibil-consent or
 * sign-in), as if it had verified that OTP on its own screens.
 */
export async function giveSession(
  context: BrowserContext,
  baseUrl: string,
  accessToken: string,
): Promise<void> {
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: accessToken,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/**
 * Taps what should save a file and waits for the browser's download. Should an error toast
 * appear instead, the test fails at once with the app's own words rather than after a silent
 * wait (a download that never starts says nothing of why).
 */
export async function downloadFrom(page: Page, tap: () => Promise<void>): Promise<Download> {
  const failures = page.locator('[data-sonner-toast][data-type="error"]');
  // A new one: any already on screen came before the tap.
  const failure = failures.nth(await failures.count());
  const download = page.waitForEvent('download', { timeout: 90_000 });
  const refused = failure.waitFor({ timeout: 90_000 }).then(async () => {
    throw new Error(`No download: the app said "${await failure.textContent()}"`);
  });
  // Whichever comes first; the other one's outcome is not wanted.
  refused.catch(() => {});
  download.catch(() => {});
  await tap();
  return Promise.race([download, refused]);
}

/** The text of a downloaded file, failing the test unless the file is a PDF. */
export async function downloadedText(download: Pick<Download, 'path'>) {
  const file = await download.path();
  if (!file) throw new Error('the download has no file');
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return extractPdfText(bytes);
}

/**
 * Taps what opens a PDF in a new tab, and gives the tab and the address the app gave it. A
 * browser with a PDF viewer shows the file there; a headless shell (the Chromium packaged for
 * the tests has no viewer) saves it instead and aborts the navigation — either way the tab was
 * given the file. The tab's events are followed from the moment it opens, so none is missed.
 */
export async function openedInNewTab(
  context: BrowserContext,
  tap: () => Promise<void>,
): Promise<{ tab: Page; address: string }> {
  const opened = new Promise<{ tab: Page; address: string }>((resolve, reject) => {
    const follow = (tab: Page) => {
      context.off('page', follow);
      tab.on('download', (download) => resolve({ tab, address: download.url() }));
      tab.waitForURL(/^blob:/).then(
        () => resolve({ tab, address: tab.url() }),
        // An aborted navigation comes a moment before the download it turned into.
        (error) => setTimeout(() => reject(error), 10_000),
      );
    };
    context.on('page', follow);
  });
  await tap();
  return opened;
}
