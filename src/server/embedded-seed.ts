import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { startJobQueue, stopJobQueue } from './jobs/job-queue.js';

/**
 * A tarball of an embedded database with every migration and the job queue's schema applied.
 * Creating a cluster from nothing (initdb) takes seconds and leaves hundreds of megabytes in
 * the process; loading this seed into a new data folder takes a fraction of both. The build
 * writes one beside the compiled server; the test suite makes one per run.
 */
export async function writeEmbeddedSeed(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await migrate(database);
    const boss = await startJobQueue(database, { onError: () => {} });
    await stopJobQueue(boss);
    if (!database.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  } finally {
    await database.close();
  }
}

// `node dist/server/embedded-seed.js <file>`: what the server build runs.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: embedded-seed <file>');
  await writeEmbeddedSeed(file);
}
