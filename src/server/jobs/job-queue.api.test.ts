import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../../tests/support/databases.js';
import { startJobQueue, stopJobQueue } from './job-queue.js';

forEachDatabase((getDatabase) => {
  describe('job queue', () => {
    it('runs a job to completion on this database', async () => {
      const boss = await startJobQueue(getDatabase(), {
        onError: (error) => expect.fail(error.message),
      });
      try {
        await boss.createQueue('smoke');
        const seen: unknown[] = [];
        const done = new Promise<void>((resolve) => {
          void boss.work('smoke', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
            seen.push(job?.data);
            resolve();
          });
        });
        const id = await boss.send('smoke', { greeting: 'namaste' });
        await done;
        await expect
          .poll(async () => (await boss.getJobById('smoke', id!))?.state)
          .toBe('completed');
        expect(seen).toEqual([{ greeting: 'namaste' }]);
      } finally {
        await stopJobQueue(boss);
      }
    });
  });
});
