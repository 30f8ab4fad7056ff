import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.js';

/**
 * Four kinds of test, one command:
 * - unit: pure rules and maths, beside the code (`*.test.ts`);
 * - web: screens and their state machines in jsdom with Testing Library, beside the code
 *   (`src/web/**\/*.test.tsx`), the API answered by a fake fetch;
 * - api: the server through Fastify's inject, on the embedded database and, when
 *   TEST_DATABASE_URL is set, on PostgreSQL too (`*.api.test.ts`);
 * - e2e: user journeys in headless Chromium against a built app (`tests/e2e/*.e2e.test.ts`);
 *   each file starts its own server on a database of its own, so files run side by side.
 */
/**
 * Files share their worker's modules (`isolate: false`): a worker imports the server, or React
 * and the screens, once for all the files it runs rather than once per file (about 2.5 s of a
 * 2-core machine for every API file). Safe because the server keeps no state in its modules —
 * every app, clock and database is made by the test that uses it — and no node-side test mocks
 * a module; for the web files, see the web project below.
 */
const SHARED_MODULES = { isolate: false } as const;

/** Screens in jsdom with Testing Library, the API answered by a fake fetch. */
const WEB = {
  environment: 'jsdom',
  setupFiles: ['src/web/testing/setup.ts'],
  // A budget for a loaded 2-core machine (jsdom renders whole screens), not a speed check.
  testTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    // The usual report, then how long each project took (for CI's log).
    reporters: ['default', './tests/support/project-times.ts'],
    // One pool for all four projects, four files at once on two cores: much of an API or e2e
    // file's time is waiting (lenders' latency, job polling, a browser), and one shared pool
    // lets the short unit and web files fill those gaps instead of running in a group of their own.
    // Six at once took 535 s rather than 621 s on a quiet machine, but an e2e wait for a screen
    // ran out once that way: not until the e2e waits are known to hold under that load.
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          ...SHARED_MODULES,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
          // Property tests run fixed cases from a fixed seed (tests/support/property-runs.ts).
          setupFiles: ['tests/support/property-settings.ts'],
          // A budget, not a speed check: the heaviest unit test takes about 3 s on a quiet
          // 2-core machine and took 61 s beside a dozen other busy processes; this leaves room
          // for such a machine (and for test:deep's 20× cases). Hooks (a file's documents made
          // once in beforeAll) get the same.
          testTimeout: process.env.PROPERTY_TESTS === 'deep' ? 600_000 : 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          // Shared as well (half the project's time went on importing React, i18next and the
          // screens again for every file): each file still gets a new jsdom, and
          // src/web/testing/setup.ts puts back what a screen test changes (language, storage,
          // toasts, session). A file that replaces a module (vi.mock) runs on its own: its name
          // ends in .isolated.test.tsx (tests/architecture/web-test-isolation.test.ts).
          ...SHARED_MODULES,
          include: ['src/web/**/*.test.tsx'],
          exclude: ['src/web/**/*.isolated.test.tsx'],
          ...WEB,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: ['src/web/**/*.isolated.test.tsx'],
          ...WEB,
        },
      },
      {
        test: {
          name: 'api',
          ...SHARED_MODULES,
          globalSetup: ['tests/support/database-seed.ts'],
          include: ['src/**/*.api.test.ts', 'tests/api/**/*.test.ts', 'tests/fault/**/*.test.ts'],
          environment: 'node',
          // Budgets for a loaded 2-core machine (servers start, OCR and PDFs run), never speed checks:
          // CI has run the whole suite 3.3× slower than a quiet machine, where the slowest API
          // test without a budget of its own takes ~20 s.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          ...SHARED_MODULES,
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-seed.ts', 'tests/e2e/global-setup.ts'],
          // Budgets, as above: the slowest journeys take ~33 s on a quiet machine, so ~110 s on
          // a CI machine 3.3× slower — too close to two minutes.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
