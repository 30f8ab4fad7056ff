import type { Page } from 'playwright-core';

/** The least a tap target measures each way on a phone (DESIGN.md §6, WCAG 2.5.5). */
export const MIN_TAP_PX = 44;

export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * Every control on screen that a finger can hit smaller than 44 × 44 px. A control's target is
 * its box joined with its label's (a checkbox is tapped through its label too); a link inside a
 * sentence is left out (WCAG 2.5.8's inline exception: the line height is the text's). Hidden
 * and visually hidden controls that have no visible label do not count.
 */
export async function smallTapTargets(page: Page): Promise<SmallTarget[]> {
  // A string, not a function: a TypeScript loader's helpers (e.g. tsx's __name) do not exist
  // in the page.
  return page.evaluate(`(${MEASURE})(${MIN_TAP_PX})`) as Promise<SmallTarget[]>;
}

const MEASURE = `function (min) {
  const selector = [
    'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
    '[role="button"]', '[role="tab"]', '[role="checkbox"]', '[role="radio"]', '[role="switch"]',
    '[role="menuitem"]', '[role="combobox"]', '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const visible = (rect) => rect.width > 2 && rect.height > 2;
  const describe = (element) => {
    const text = (element.getAttribute('aria-label') || element.textContent || '')
      .replace(/\\s+/g, ' ').trim().slice(0, 40);
    return '<' + element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + '> ' + text;
  };
  const labelsOf = (element) => {
    const found = [];
    const wrapping = element.closest('label');
    if (wrapping) found.push(wrapping);
    if (element.id) {
      for (const label of document.querySelectorAll('label[for="' + CSS.escape(element.id) + '"]')) {
        found.push(label);
      }
    }
    return found;
  };
  const inSentence = (element) => {
    if (element.tagName !== 'A') return false;
    const parent = element.parentElement;
    if (!parent || !['P', 'LI', 'SPAN', 'DD'].includes(parent.tagName)) return false;
    const own = (element.textContent || '').trim().length;
    return (parent.textContent || '').trim().length > own + 3;
  };
  const small = [];
  for (const element of document.querySelectorAll(selector)) {
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    if (inSentence(element)) continue;
    // Visually hidden (a skip link until focused, a checkbox drawn by its label): its labels count.
    const hidden = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    const rects = [...(hidden ? [] : [element]), ...labelsOf(element)]
      .map((each) => each.getBoundingClientRect())
      .filter(visible);
    if (rects.length === 0) continue;
    const width = Math.round(Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left)));
    const height = Math.round(Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)));
    if (width < min - 0.5 || height < min - 0.5) {
      small.push({ target: describe(element), width, height });
    }
  }
  return small;
}`;
