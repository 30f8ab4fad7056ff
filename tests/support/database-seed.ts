import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.js';
import { migrate } from '../../src/server/db/migrate.js';
import { startJobQueue, stopJobQueue } from '../../src/server/jobs/job-queue.js';

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
  const database = await openDatabase({ kind: 'memory' });
  try {
    await migrate(database);
    const boss = await startJobQueue(database, { onError: () => {} });
    await stopJobQueue(boss);
    if (!database.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    await writeFile(seedFile, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSeed', seedFile);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
