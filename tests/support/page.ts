import type { Page } from 'playwright-core';

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
