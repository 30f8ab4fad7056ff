import { describe, expect, it } from 'vitest';
import { borrowerWithDocuments } from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';

/**
 * Every API answer carries `Cache-Control: no-store`: personal data and credentials never sit in
 * a shared cache or the browser's. Walks every route the OpenAPI document lists.
 */
forEachApp((getApp) => {
  describe('caching of API answers', () => {
    it('says no-store on every route, answered or refused', async () => {
      const { app } = getApp();
      const borrower = await borrowerWithDocuments(app);
      const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const sample: Record<string, string> = {
        batchId: borrower.batchId,
        documentId: borrower.documents[0]!.documentId,
        panNumber: borrower.panNumber,
        consentId: borrower.consentId,
        shareId: 'shr_none',
        token: 'x'.repeat(43),
      };
      const checked: string[] = [];
      for (const [template, methods] of Object.entries(spec.paths)) {
        for (const method of Object.keys(methods)) {
          const url = template.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
          for (const headers of [{}, { authorization: `Bearer ${borrower.accessToken}` }]) {
            const response = await app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              ...(method === 'get' || method === 'head' ? {} : { payload: {} }),
            });
            expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
          }
          checked.push(`${method} ${template}`);
        }
      }
      expect(checked).toEqual(
        expect.arrayContaining([
          'post /api/verify-cibil-consent',
          'post /api/validate-pan',
          'get /api/loans',
          'post /api/cibil-report',
          'get /api/session',
          'get /api/documents',
          'get /api/consents',
          'get /api/activity',
          'get /api/tax-summary',
        ]),
      );
    });
  });
});
