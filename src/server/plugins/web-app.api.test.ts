import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress.js';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.js';

describe('serving the built web app', () => {
  let webRoot: string;
  let testApp: TestApp & { close: () => Promise<void> };
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'web-app-test-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><title>Loan Documents</title>${'<p>landing</p>'.repeat(100)}`,
    );
    await writeFile(path.join(webRoot, 'assets', 'index-Bx7Qk2.js'), script);
    await mkdir(path.join(webRoot, 'screens'));
    await writeFile(
      path.join(webRoot, 'screens', 'pan-verification.html'),
      `<!doctype html><title>Loan Documents</title><link rel="modulepreload" href="/assets/pan-verification-Q1.js">${'<p>screen</p>'.repeat(100)}`,
    );
    await writeFile(
      path.join(webRoot, 'landing.html'),
      `<!doctype html><title>Loan Documents</title><div id="root"><h1>All your loan documents</h1></div>${'<p>drawn</p>'.repeat(100)}`,
    );
    await writeFile(path.join(webRoot, 'assets', 'logo-Cq1.png'), randomBytes(3000));
    await precompressFolder(webRoot);
    testApp = await startTestApp('embedded', { webRoot });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends hashed files pre-compressed and cached as immutable', async () => {
    const br = await get('/assets/index-Bx7Qk2.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-Bx7Qk2.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Bx7Qk2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const image = await get('/assets/logo-Cq1.png', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('revalidates index.html every time, for the root and for client routes', async () => {
    for (const url of ['/', '/loans-list']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Loan Documents');
    }
  });

  it('serves `/` the landing page drawn in English, unless the borrower chose another language', async () => {
    const root = (cookie?: string) =>
      testApp.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
    for (const cookie of [undefined, 'loan-docs.language=en', 'ld_session=x']) {
      const page = await root(cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toContain('<h1>All your loan documents</h1>');
      // Caches keep the pages for the two kinds of browser apart.
      expect(page.headers.vary, cookie).toBe('Accept-Encoding, Cookie');
    }
    for (const cookie of ['loan-docs.language=hi', 'loan-docs.language=ta; ld_session=x']) {
      const page = await root(cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).not.toContain('<h1>');
      expect(page.body, cookie).toContain('<p>landing</p>');
    }
    // Only `/`: an unknown path shows the landing screen the app draws.
    expect((await get('/nope')).body).toContain('<p>landing</p>');
  });

  it('serves a journey screen the page that preloads its code, and any other route index.html', async () => {
    for (const url of ['/pan-verification', '/pan-verification?from=link']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain(
        'href="/assets/pan-verification-Q1.js"',
      );
    }
    for (const url of ['/loans-list', '/pan-verification/x', '/screens']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<p>landing</p>');
    }
  });

  it('serves the app for the pages a link opens, unlisted, while their API answers stay JSON', async () => {
    const token = 'Xy9_ab-CDef0123456789ghijklmnopqrstuvwxyzAB';
    for (const url of [`/s/${token}`, '/verify/K7QM-2XWD-9PRT', '/verify/k7qm2xwd9prt']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('Loan Documents');
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      // The token never leaves in a Referer header.
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
    expect((await get('/loans-list')).headers['x-robots-tag']).toBeUndefined();
    const file = await get(`/api/share/${token}`);
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('application/json');
  });

  it('compresses API answers over 1 KB, and leaves small ones alone', async () => {
    const large = await get('/api/docs/json', 'br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toBeDefined();
    const small = await get('/api/health/live', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
