import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/support/test-app.js';

describe('request logging', () => {
  let testApp: TestApp & { close: () => Promise<void> };
  beforeAll(async () => {
    testApp = await startTestApp('embedded');
  });
  afterAll(async () => testApp?.close());

  const linesOf = (from: number) =>
    testApp.logs
      .slice(from)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => typeof line.statusCode === 'number');

  it('writes one line per request, naming the route by its pattern, never the PAN in the path', async () => {
    const { app, logs } = testApp;
    const from = logs.length;
    await app.inject({ method: 'GET', url: '/api/documents/%41QMPS4821K' });
    await app.inject({ method: 'GET', url: '/api/nothing/%41QMPS4821K?phone=9811402237' });
    await app.inject({ method: 'POST', url: '/api/verify-cibil-consent', payload: {} });
    await app.inject({ method: 'GET', url: '/api/nonexistent/AQMPS4821K.pdf' });
    await app.inject({ method: 'GET', url: '/api/x/9811402237' });
    await app.inject({ method: 'GET', url: '/verify/K7QM-2XWD-9PRT' });
    expect(linesOf(from).map((line) => [line.msg, line.url, line.statusCode])).toEqual([
      ['request completed', '/api/documents/:panNumber', 401],
      ['request completed', '/api/nothing/[redacted]', 404],
      ['request completed', '/api/verify-cibil-consent', 400],
      ['request completed', '/api/nonexistent/[redacted].pdf', 404],
      ['request completed', '/api/x/[redacted]', 404],
      ['request completed', '/verify/[redacted]', 404],
    ]);
    const written = logs.slice(from).join('');
    expect(written).not.toContain('QMPS4821K');
    expect(written).not.toContain('9811402237');
    expect(written).not.toContain('K7QM');
    expect(written).not.toContain('incoming request');
  });
});
