import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Accessibility checks with axe-core inside a Playwright page. The page's Content-Security-Policy
 * forbids injected scripts, so the page must come from a context created with `bypassCSP: true`.
 *
 *   const context = await browser.newContext({ ...PHONE, baseURL, bypassCSP: true });
 *   await expectNoAxeViolations(page);
 */

let axeSource: Promise<string> | undefined;

function readAxeSource(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** WCAG 2.1 A and AA, plus axe's best practices. */
const DEFAULT_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  },
  resultTypes: ['violations'],
};

/** The axe violations of the page as it is now. */
export async function axeViolations(page: Page, options: RunOptions = {}): Promise<Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: await readAxeSource() });
  const results = await page.evaluate(
    (runOptions) =>
      (
        window as unknown as {
          axe: { run: (context: Document, o: unknown) => Promise<AxeResults> };
        }
      ).axe.run(document, runOptions),
    { ...DEFAULT_OPTIONS, ...options },
  );
  return results.violations;
}

/** One line per violated rule and element, readable in a failed assertion. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}`,
    ),
  );
}

/**
 * Fails the test with a readable list when axe finds any violation on the page, once it is
 * still: a toast fading in has, for a moment, text paler than its final colour, and so does a
 * button whose hover colours are fading in. The pointer stays where the last click left it, so
 * when a new screen puts a button under it, Chromium starts that hover transition whenever it
 * next updates hover state — sometimes after the check began (the /loans-list flake). So the
 * pointer is first moved off the content (hover settles now, not later), and the finite
 * animations and transitions are awaited until a couple of frames pass with none running.
 * Endless animations (spinners, the caret) are not waited for.
 */
export async function expectNoAxeViolations(page: Page, options: RunOptions = {}): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === 'running');
    // Bounded: a page that keeps starting finite animations is checked as it is.
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const animations = running();
      if (animations.length === 0) return;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const violations = await axeViolations(page, options);
  expect(describeViolations(violations), `axe violations on ${page.url()}`).toEqual([]);
}
