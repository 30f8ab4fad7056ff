import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { unownedBlobKeys } from '../documents/document-store.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Clock } from '../platform/clock.js';
import type { BlobStore } from '../storage/blob-store.js';

/** What reconciling the stored files with the database uses. */
export interface ReconcileServices {
  database: Database;
  clock: Clock;
  config: AppConfig;
  jobs: JobQueue;
  blobStore: BlobStore;
  log: FastifyBaseLogger;
}

/**
 * Files no row owns: a document deleted while its file was being written elsewhere, a removal
 * lost with its process, a write whose row never committed. The reconcile job lists the store
 * (folder, database or bucket) and removes every file older than an hour that no document row
 * owns — the hour lets a file being made now get its row first.
 */

export const RECONCILE_QUEUE = 'file-reconcile';
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const KEYS_PER_ROUND = 500;

export interface ReconcileReport {
  filesListed: number;
  orphansRemoved: number;
}

export async function reconcileStoredFiles(services: ReconcileServices): Promise<ReconcileReport> {
  const cutoff = services.clock.now().getTime() - ORPHAN_MIN_AGE_MS;
  const report: ReconcileReport = { filesListed: 0, orphansRemoved: 0 };
  let candidates: string[] = [];
  const settle = async () => {
    const orphans = await unownedBlobKeys(services.database.db, candidates);
    candidates = [];
    for (const key of orphans) {
      await services.blobStore.delete(key);
      report.orphansRemoved += 1;
    }
  };
  for await (const blob of services.blobStore.list()) {
    report.filesListed += 1;
    if (blob.storedAt.getTime() > cutoff) continue;
    candidates.push(blob.key);
    if (candidates.length >= KEYS_PER_ROUND) await settle();
  }
  await settle();
  return report;
}

/** The reconcile queue on its schedule (FILE_RECONCILE_SCHEDULE), worked in this process. */
export async function startReconcileJob(services: ReconcileServices): Promise<() => Promise<void>> {
  const { jobs } = services;
  await jobs.createQueue(RECONCILE_QUEUE, {
    name: RECONCILE_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 30 * 60,
  });
  const schedule = services.config.fileReconcileSchedule;
  if (schedule) await jobs.schedule(RECONCILE_QUEUE, schedule, {}, { tz: 'UTC' });
  else await jobs.unschedule(RECONCILE_QUEUE);
  await jobs.work(RECONCILE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    const report = await reconcileStoredFiles(services);
    services.log.info({ ...report }, 'stored files reconciled');
  });
  return () => jobs.offWork(RECONCILE_QUEUE);
}
