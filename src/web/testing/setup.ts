import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetSession } from '../api/session';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { afterFirstPaint } from '../lib/after-first-paint';
import { loadToasts, toast } from '../lib/toast';
import { takeFakeApiViolations } from './fake-api';

/**
 * Every component test: English texts of every screen, a fresh DOM, and no console errors (a
 * screen that "works" while React complains does not pass).
 */
// Query results reach the screen in the same turn, not on a timer the faked clock would hold.
notifyManager.setScheduler(queueMicrotask);
// A budget for findBy and waitFor on a loaded machine, not a speed check: a screen that is
// right shows up well within it, one that is wrong fails all the same.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  // Once a worker: its files share their modules (vitest.config.ts), and setting i18next up
  // again would drop the texts the screens registered as their modules were first evaluated.
  if (!i18next.isInitialized) await initI18n();
  // Toasts show in the same turn they are raised, as they do once the app has loaded sonner.
  await loadToasts();
  // What waits for the page's first paint (the session, the sandbox banner) goes at once, as
  // it does on every screen after the first of a visit.
  await afterFirstPaint();
  await import('../i18n/journey-texts');
});

beforeEach(() => {
  // jsdom has no matchMedia; sonner asks it for the colour scheme.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // jsdom lays nothing out; Radix measures its controls with ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // jsdom does not know the HTML <search> element yet; browsers do.
    if (message.startsWith('The tag <%s> is unrecognized') && args[1] === 'search') return;
    throw new Error(`console.error: ${message}`);
  });
});

afterEach(async () => {
  // A screen tested against an answer the API would never give proves nothing.
  const violations = takeFakeApiViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
  // sonner keeps its toasts in the module and replays them to the next Toaster.
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  forgetSession();
  await changeLanguage('en');
});

/** How long sonner waits before it removes a dismissed toast (its TIME_BEFORE_UNMOUNT, 200 ms). */
const TOAST_EXIT_MS = 200;

afterAll(async () => {
  // A toast dismissed in a file's last test is removed on a timer that outlives the test; the
  // worker goes on to its next file, whose DOM is not this one's, and a timer that fired then
  // would set state in a page that is gone ("window is not defined"). Timers fire in order of
  // when they are due, so one due later lets every such timer fire first, however busy the machine.
  await new Promise((resolve) => setTimeout(resolve, TOAST_EXIT_MS + 50));
});
