import { type LoggerOptions, pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggedUrl, loggerOptions, redactUrl } from './logger.js';

/** What a logger built from the app's options writes, one parsed object a line. */
function written(log: (logger: pino.Logger) => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const logger = pino(loggerOptions('info') as LoggerOptions, {
    write: (line) => lines.push(line),
  });
  log(logger);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('log redaction', () => {
  it('censors sensitive fields at the top and one level down, errors and headers included', () => {
    const error = Object.assign(new Error('lender refused'), { token: 'tok-secret-1' });
    const lines = written((logger) => {
      logger.info({ panNumber: 'AQMPS4821K', batchId: 'b-1' }, 'top');
      logger.info({ detail: { mobile: '9811402237', otp_code: '482913', bank: 'HDFC' } }, 'nested');
      logger.error({ err: error }, 'failed');
      logger.info({ other: error }, 'error elsewhere');
      logger.info({ res: { headers: { 'set-cookie': 'ld_session=Bearer abc' } } }, 'answer');
      logger.child({ reqId: 'req-1' }).info({ accessToken: 'tok-secret-2' }, 'child');
    });
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of ['AQMPS4821K', '9811402237', '482913', 'tok-secret', 'Bearer abc']) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ panNumber: '[redacted]', batchId: 'b-1' });
    expect(lines[1]?.detail).toEqual({
      mobile: '[redacted]',
      otp_code: '[redacted]',
      bank: 'HDFC',
    });
    expect(lines[2]?.err).toMatchObject({ message: 'lender refused', token: '[redacted]' });
    expect(lines[3]?.other).toEqual({ token: '[redacted]' });
    expect(lines[5]).toMatchObject({ reqId: 'req-1', accessToken: '[redacted]' });
  });

  it('leaves the object logged as it was', () => {
    const detail = { mobile: '9811402237' };
    written((logger) => logger.info({ detail }, 'nested'));
    expect(detail.mobile).toBe('9811402237');
  });
});

describe('redactUrl', () => {
  it('replaces a PAN, however it is encoded, and drops the query string', () => {
    for (const url of [
      '/api/documents/AQMPS4821K',
      '/api/documents/aqmps4821k',
      '/api/documents/%41QMPS4821K',
      '/api/documents/%41%51MPS4821K?x=1',
    ]) {
      expect(redactUrl(url)).toBe('/api/documents/[redacted]');
    }
    expect(redactUrl('/api/sandbox/outbox?phone=9811402237')).toBe('/api/sandbox/outbox');
  });

  it('replaces capability tokens and keeps route names, however long', () => {
    expect(redactUrl('/api/shared/q3V_0xk2Lr9mZpT8aYbC1w')).toBe('/api/shared/[redacted]');
    expect(redactUrl('/api/shared/abcdefghijklmnopqrstuv1')).toBe('/api/shared/[redacted]');
    for (const url of [
      '/api/verify-cibil-consent',
      '/api/request-cibil-consent',
      '/api/sandbox/registered-mobile',
      '/document-selection-and-more-words',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('replaces a PAN, a mobile or a code wherever it stands in a segment', () => {
    expect(redactUrl('/api/nonexistent/AQMPS4821K.pdf')).toBe('/api/nonexistent/[redacted].pdf');
    expect(redactUrl('/api/x/9811402237')).toBe('/api/x/[redacted]');
    expect(redactUrl('/api/x/+919811402237')).toBe('/api/x/[redacted]');
    expect(redactUrl('/api/x/otp-123456')).toBe('/api/x/otp-[redacted]');
    expect(redactUrl('/verify/K7QM-2XWD-9PRT')).toBe('/verify/[redacted]');
    expect(redactUrl('/verify/kmqwertyzxvb')).toBe('/verify/[redacted]');
    expect(redactUrl('/s/short')).toBe('/s/[redacted]');
    expect(redactUrl('/assets/index-4821.js')).toBe('/assets/index-4821.js');
  });

  it('survives malformed escapes', () => {
    expect(redactUrl('/api/%E0%A4%A/x')).toBe('/api/%E0%A4%A/x');
  });
});

describe('loggedUrl', () => {
  it("is the matched route's pattern, never the values in the path", () => {
    expect(
      loggedUrl({
        url: '/api/documents/AQMPS4821K',
        routeOptions: { url: '/api/documents/:panNumber' },
      }),
    ).toBe('/api/documents/:panNumber');
    expect(loggedUrl({ url: '/nowhere/AQMPS4821K', routeOptions: {} })).toBe('/nowhere/[redacted]');
  });
});
