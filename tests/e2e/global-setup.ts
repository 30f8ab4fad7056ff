import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../support/browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding this run's production build of the web app. */
    webRoot: string;
  }
}

/**
 * End-to-end tests run against a production build of the web app, built once per run into a
 * folder of its own (so parallel runs never serve each other's half-written files).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Found (or unpacked from its package) once, before any test file starts a browser.
  process.env.CHROMIUM_PATH = await chromiumPath();
  const outDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-web-'));
  // Vitest runs with NODE_ENV=test, which Vite would bake into the bundle (React's development
  // build, StrictMode's double effects): the build the borrower gets is made with `production`.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  project.provide('webRoot', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
