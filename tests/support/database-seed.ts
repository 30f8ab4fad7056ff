import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeEmbeddedSeed } from '../../src/server/embedded-seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of an embedded database with every migration and the job queue's schema applied. */
    pgliteSeed: string;
  }
}

/**
 * Global setup: builds one fully migrated embedded database per test run and shares it as a seed,
 * so each test's fresh database loads in well under a second instead of being created from nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'loan-docs-seed-'));
  const seedFile = path.join(folder, 'seed.tgz');
  await writeEmbeddedSeed(seedFile);
  project.provide('pgliteSeed', seedFile);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
