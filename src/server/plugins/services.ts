import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import type { Secrets } from '../crypto/secrets.js';
import { type Database, type DatabaseLocation, openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { type DocumentRenderer, documentRenderer } from '../documents/render-pool.js';
import { type JobQueue, startJobQueue, stopJobQueue } from '../jobs/job-queue.js';
import type { Clock } from '../platform/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    secrets: Secrets;
    database: Database;
    jobs: JobQueue;
    /** The one render pool: every PDF is typeset on its threads. */
    renderer: DocumentRenderer;
    /** True while the job queue runs and shutdown has not begun; /api/health relies on it. */
    isReady: () => boolean;
  }
}

export interface ServicesOptions {
  config: AppConfig;
  clock: Clock;
  secrets: Secrets;
  databaseLocation: DatabaseLocation;
  jobMaintenanceIntervalSeconds?: number;
}

/** The infrastructure every domain uses: configuration, clock, keys, database and job queue. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app: FastifyInstance, options) => {
    const database = await openDatabase(options.databaseLocation);
    let accepting = true;
    let jobsRunning = false;
    let jobs: JobQueue;
    try {
      const applied = await migrate(database);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      jobs = await startJobQueue(database, {
        ...(options.jobMaintenanceIntervalSeconds
          ? { maintenanceIntervalSeconds: options.jobMaintenanceIntervalSeconds }
          : {}),
        onError: (error) => app.log.error({ err: error }, 'job queue error'),
      });
      jobsRunning = true;
      jobs.on('stopped', () => {
        jobsRunning = false;
      });
    } catch (error) {
      await database.close();
      throw error;
    }

    app.decorate('config', options.config);
    app.decorate('clock', options.clock);
    app.decorate('secrets', options.secrets);
    app.decorate('database', database);
    app.decorate('jobs', jobs);
    const renderer = documentRenderer(options.config.renderProcesses);
    app.decorate('renderer', renderer);
    app.decorate('isReady', () => accepting && jobsRunning);

    app.addHook('preClose', async () => {
      accepting = false;
    });
    app.addHook('onClose', async () => {
      await stopJobQueue(jobs);
      await renderer.close();
      await database.close();
    });
  },
  { name: 'services' },
);
