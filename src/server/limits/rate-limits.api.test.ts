import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerAddress, freshPan } from '../../../tests/support/borrower.js';
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { runRetention } from '../privacy/retention.js';

/** POST /api/validate-pan allows 10 attempts per PAN a minute, from any address. */
const PER_PAN = 10;

function validate(app: Awaited<ReturnType<typeof buildApp>>, panNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/api/validate-pan',
    remoteAddress: borrowerAddress(),
    payload: { pan_number: panNumber, holder_name: 'SOMEONE' },
  });
}

forEachApp((getApp) => {
  it('keeps counters in the database on PostgreSQL only, and retention clears ended ones', async () => {
    const { app, kind } = getApp();
    const panNumber = freshPan();
    for (let attempt = 0; attempt < 3; attempt++) await validate(app, panNumber);
    const rows = await app.database.db.selectFrom('rate_limits').selectAll().execute();
    if (kind === 'embedded') {
      expect(rows).toEqual([]);
      return;
    }
    // One row per limit touched (per address, per PAN); none holds the PAN itself.
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(panNumber);
    expect(Math.max(...rows.map((row) => row.hits))).toBe(3);
    await app.database.executeSql(
      "update rate_limits set window_ends_at = now() - interval '1 second'",
    );
    const report = await runRetention(app);
    expect(report.rateLimits).toBe(rows.length);
  });
});

describe.skipIf(!databaseKinds().includes('postgres'))('two instances on one PostgreSQL', () => {
  const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await createTestDatabase('postgres');
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url!,
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      OCR_WARM: 'false',
      BATCH_WORKERS: '0',
      DOCUMENT_RETENTION_SCHEDULE: 'off',
    };
    for (let index = 0; index < 2; index++) {
      const app = await buildApp({ config: loadConfig(env), webRoot: '/nonexistent' });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await drop();
  });

  it('holds a limit reached on one instance on the other', async () => {
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const panNumber = freshPan();
    for (let attempt = 0; attempt < PER_PAN; attempt++) {
      const on = attempt % 2 === 0 ? first : second;
      expect((await validate(on, panNumber)).statusCode).toBe(200);
    }
    expect((await validate(first, panNumber)).statusCode).toBe(429);
    expect((await validate(second, panNumber)).statusCode).toBe(429);
    // Another PAN is counted apart.
    expect((await validate(second, freshPan())).statusCode).toBe(200);
  });
});
