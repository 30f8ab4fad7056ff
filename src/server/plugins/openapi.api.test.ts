import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/support/test-app.js';

/** /api/docs: browsable in the sandbox, off in production unless asked, and under our own CSP. */

const CONFIGURATIONS = {
  sandbox: {},
  production: { SANDBOX: 'false' },
  productionWithDocs: { SANDBOX: 'false', API_DOCS: 'true' },
};
const apps = new Map<keyof typeof CONFIGURATIONS, Awaited<ReturnType<typeof startTestApp>>>();

beforeAll(async () => {
  await Promise.all(
    Object.entries(CONFIGURATIONS).map(async ([name, env]) => {
      apps.set(name as keyof typeof CONFIGURATIONS, await startTestApp('embedded', { env }));
    }),
  );
});
afterAll(async () => {
  await Promise.all([...apps.values()].map((started) => started.close()));
});

async function docsOf(configuration: keyof typeof CONFIGURATIONS) {
  const { app } = apps.get(configuration)!;
  return {
    page: await app.inject({ method: 'GET', url: '/api/docs' }),
    spec: await app.inject({ method: 'GET', url: '/api/docs/json' }),
    initializer: await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    }),
  };
}

describe('the API documentation', () => {
  it('is served in the sandbox under the app’s strict CSP, with no call to an online validator', async () => {
    const { page, spec, initializer } = await docsOf('sandbox');
    expect(page.statusCode).toBe(200);
    expect(spec.json().openapi).toBeDefined();
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('validator.swagger.io');
    expect(initializer.body).toContain('"validatorUrl":null');
  });

  it('is off with SANDBOX=false, and on again with API_DOCS=true', async () => {
    const off = await docsOf('production');
    expect(off.page.statusCode).toBe(404);
    expect(off.spec.statusCode).toBe(404);
    const on = await docsOf('productionWithDocs');
    expect(on.page.statusCode).toBe(200);
    expect(String(on.page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
