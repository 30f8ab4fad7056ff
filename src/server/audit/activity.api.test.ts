import { describe, expect, it } from 'vitest';
import { bearer, borrowerAddress } from '../../../tests/support/borrower.js';
import { borrowerWithDocuments, urlOf } from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';

/** The activity log: what was done with the borrower's data, in plain words, newest first. */

forEachApp((getApp) => {
  const activity = async (token: string, language?: string) => {
    const response = await getApp().app.inject({
      method: 'GET',
      url: '/api/activity',
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().events as Array<{ kind: string; at: string; text: string }>;
  };

  describe('GET /api/activity', () => {
    it('tells the borrower each fetch, view, download and share of their data', async () => {
      const { app, clock } = getApp();
      const borrower = await borrowerWithDocuments(app, ['statement_of_account']);
      const document = borrower.documents[0]!;
      const step = () => clock.advance(1000);
      step();
      await app.inject({ method: 'GET', url: urlOf(document, 'view_url') });
      step();
      await app.inject({ method: 'GET', url: urlOf(document, 'download_url') });
      // A HEAD check is no download.
      await app.inject({ method: 'HEAD', url: urlOf(document, 'download_url') });
      step();
      const share = await app.inject({
        method: 'POST',
        url: `/api/documents/${document.documentId}/share`,
        headers: bearer(borrower.accessToken),
        remoteAddress: borrowerAddress(),
      });
      step();
      await app.inject({ method: 'GET', url: share.json().fileUrl });
      step();
      await app.inject({
        method: 'DELETE',
        url: `/api/shares/${share.json().shareId}`,
        headers: bearer(borrower.accessToken),
      });

      const events = await activity(borrower.accessToken);
      const name = `Statement of Account (${document.bankName})`;
      expect(events.slice(0, 5).map((event) => event.text)).toEqual([
        `Share link withdrawn: ${name}`,
        `Share link opened: ${name}`,
        `Share link made for ${name}`,
        `${name} downloaded`,
        `${name} viewed`,
      ]);
      const texts = events.map((event) => event.text);
      expect(texts).toEqual(
        expect.arrayContaining([
          'Credit report fetched from the credit bureau',
          'Consent given: Check your credit report to list your loans',
          'Consent given: Fetch the loan documents you chose from your lenders',
          'Signed in',
          expect.stringMatching(/^\d+ documents? fetched from .+$/),
        ]),
      );
      // Newest first, with times; nothing personal in it.
      const times = events.map((event) => new Date(event.at).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const body = JSON.stringify(events);
      for (const secret of [borrower.panNumber, borrower.mobile, borrower.accessToken]) {
        expect(body).not.toContain(secret);
      }

      const hindi = await activity(borrower.accessToken, 'hi');
      expect(hindi[1]?.text).toBe(`शेयर लिंक खोला गया: खाते का विवरण (स्टेटमेंट) (${document.bankName})`);
    });

    it('shows one borrower nothing of another’s', async () => {
      const { app } = getApp();
      const one = await borrowerWithDocuments(app);
      const other = await borrowerWithDocuments(app);
      await app.inject({ method: 'GET', url: urlOf(one.documents[0]!, 'download_url') });
      const events = await activity(other.accessToken);
      expect(events.some((event) => event.kind === 'document.downloaded')).toBe(false);
    });
  });
});
