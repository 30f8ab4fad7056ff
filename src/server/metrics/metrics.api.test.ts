import { describe, expect, it } from 'vitest';
import { bearer, verifiedBorrower } from '../../../tests/support/borrower.js';
import { forEachApp, startTestApp } from '../../../tests/support/test-app.js';

forEachApp((getApp) => {
  it('shows request durations by route, the process, queues and documents, and no personal value', async () => {
    const { app } = getApp();
    const borrower = await verifiedBorrower(app, { panNumber: 'AQMPS4821K' });
    await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(borrower.accessToken) });
    await app.inject({ method: 'GET', url: `/api/documents/${borrower.panNumber}` });

    const scraped = await app.inject({ method: 'GET', url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    expect(scraped.headers['cache-control']).toBe('no-store');
    const text = scraped.body;
    for (const expected of [
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/verify-cibil-consent",status_code="200"}',
      'route="/api/documents/:panNumber",status_code="401"',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'job_queue_depth{queue="batch-bank"}',
      'batch_bank_job_duration_seconds',
      'lender_failures_total',
      'ocr_duration_seconds',
      'documents',
      'batches',
    ]) {
      expect(text).toContain(expected);
    }
    for (const secret of [borrower.panNumber, borrower.mobile, borrower.accessToken]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('outside the sandbox', () => {
  it('serves /metrics on the public port only with METRICS_TOKEN, as a bearer token', async () => {
    const token = 'metrics-token-for-the-test';
    const testApp = await startTestApp('embedded', {
      env: { SANDBOX: 'false', METRICS_TOKEN: token },
    });
    try {
      const { app } = testApp;
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer('x'.repeat(26)),
      });
      expect(wrong.statusCode).toBe(404);
      const right = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_resident_memory_bytes');
    } finally {
      await testApp.close();
    }
    const closed = await startTestApp('embedded', { env: { SANDBOX: 'false' } });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
