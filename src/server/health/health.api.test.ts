import { expect, it } from 'vitest';
import { forEachApp } from '../../../tests/support/test-app.js';

forEachApp((getApp) => {
  it('answers 200 when the database and job queue are ready', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers liveness and readiness apart', async () => {
    const { app } = getApp();
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('sends security headers on every answer', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Not found.' });
  });
});
