import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/database.js';

export type JobQueue = PgBoss;

export interface JobQueueOptions {
  /** How often expired jobs are failed into their retry; a crashed worker's jobs come back then. */
  maintenanceIntervalSeconds?: number;
  onError: (error: Error) => void;
}

/**
 * pg-boss on our own database connection (embedded or server), so jobs are stored, retried and
 * survive restarts exactly like the data they work on.
 */
export async function startJobQueue(
  database: SqlExecutor,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database,
    schema: 'pgboss',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 10,
    monitorStateIntervalSeconds: 60,
  });
  boss.on('error', options.onError);
  await boss.start();
  return boss;
}

export async function stopJobQueue(boss: JobQueue): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}
