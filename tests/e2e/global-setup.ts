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
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  project.provide('webRoot', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
