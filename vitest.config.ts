import { defineConfig } from 'vitest/config';

/**
 * Three kinds of test, one command:
 * - unit: pure rules and maths, beside the code (`*.test.ts`, `*.test.tsx`);
 * - api: the server through Fastify's inject, on the embedded database and, when
 *   TEST_DATABASE_URL is set, on PostgreSQL too (`*.api.test.ts`);
 * - e2e: user journeys in headless Chromium against a built app (`tests/e2e/*.e2e.test.ts`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          globalSetup: ['tests/support/database-seed.ts'],
          include: ['src/**/*.api.test.ts', 'tests/api/**/*.test.ts', 'tests/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-seed.ts', 'tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
