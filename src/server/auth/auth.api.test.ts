import { describe, expect, it } from 'vitest';
import { bearer, sandboxPersona, verifiedBorrower } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { revokeBorrowerTokens } from './access-tokens.js';

const SESSION_EXPIRED = {
  success: false,
  error: 'UNAUTHORIZED',
  message: 'Your session has expired. Please verify your consent again.',
};

forEachApp((getApp) => {
  async function session() {
    const { app } = getApp();
    const persona = await sandboxPersona(app, 'no-loans');
    const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
    const loans = () =>
      app.inject({ method: 'GET', url: '/api/loans', headers: bearer(borrower.accessToken) });
    return { borrower, loans };
  }

  describe('access tokens', () => {
    it('asks to verify consent when no token is sent', async () => {
      const response = await getApp().app.inject({ method: 'GET', url: '/api/loans' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        success: false,
        error: 'UNAUTHORIZED',
        message: 'Please verify your consent to continue.',
      });
    });

    it('refuses a garbage or unknown token as an ended session', async () => {
      const { app } = getApp();
      for (const authorization of [
        'Bearer',
        'Bearer not-a-token',
        `Bearer ${'A'.repeat(43)}`,
        'Basic dXNlcjpwYXNz',
        `Bearer ${'A'.repeat(43)} extra`,
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/loans',
          headers: { authorization },
        });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json()).toEqual(SESSION_EXPIRED);
      }
    });

    it('ends after 30 minutes without use', async () => {
      const { clock } = getApp();
      const { loans } = await session();
      expect((await loans()).statusCode).toBe(200);
      clock.advance(30 * 60_000 + 1000);
      const response = await loans();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    });

    it('stays alive while used, but never beyond 12 hours', async () => {
      const { clock } = getApp();
      const { loans } = await session();
      // Used every 25 minutes: 28 uses take it to 11 h 40 min, all accepted.
      for (let use = 0; use < 28; use += 1) {
        clock.advance(25 * 60_000);
        expect((await loans()).statusCode).toBe(200);
      }
      clock.advance(25 * 60_000);
      expect((await loans()).statusCode).toBe(401);
    });

    it('writes a use down at most once a minute: it ends 29 to 30 minutes after the last use', async () => {
      const { app, clock } = getApp();
      const { borrower, loans } = await session();
      const stored = () =>
        app.database.db
          .selectFrom('access_tokens')
          .select(['last_used_at', 'idle_expires_at'])
          .where('consent_id', '=', borrower.consentId)
          .executeTakeFirstOrThrow();
      const issued = await stored();

      clock.advance(59_000);
      expect((await loans()).statusCode).toBe(200);
      expect(await stored()).toEqual(issued);

      clock.advance(1000);
      expect((await loans()).statusCode).toBe(200);
      const touched = await stored();
      expect(touched.last_used_at.getTime()).toBe(clock.now().getTime());
      expect(touched.idle_expires_at.getTime()).toBe(clock.now().getTime() + 30 * 60_000);

      // Used again 59 s later (not written down), then left alone: it ends 29 min 1 s after.
      clock.advance(59_000);
      expect((await loans()).statusCode).toBe(200);
      clock.advance(29 * 60_000 + 1000);
      expect((await loans()).statusCode).toBe(401);
    });

    it('stops working once revoked', async () => {
      const { app } = getApp();
      const { borrower, loans } = await session();
      expect((await loans()).statusCode).toBe(200);
      const tokenRow = await app.database.db
        .selectFrom('access_tokens')
        .select('pan_digest')
        .where('consent_id', '=', borrower.consentId)
        .executeTakeFirstOrThrow();
      expect(
        await revokeBorrowerTokens(app.database.db, tokenRow.pan_digest, app.clock.now()),
      ).toBeGreaterThan(0);
      expect((await loans()).statusCode).toBe(401);
    });

    it('is kept only as a digest', async () => {
      const { app } = getApp();
      const { borrower } = await session();
      const rows = await app.database.db.selectFrom('access_tokens').selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(borrower.accessToken);
      expect(stored).not.toContain(borrower.panNumber);
    });
  });
});
