import { expect, it } from 'vitest';
import {
  bearer,
  borrowerAddress,
  latestOtp,
  sandboxPersonas,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { expectNoSecretsInLogs } from '../../../tests/support/logs.js';
import { forEachApp } from '../../../tests/support/test-app.js';

forEachApp(
  (getApp) => {
    it('writes no PAN, mobile, OTP or token to the logs of a whole consent journey', async () => {
      const { app, clock, logs } = getApp();
      const secrets = new Set<string>();
      const personas = await sandboxPersonas(app);
      const remoteAddress = borrowerAddress();
      const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url, remoteAddress, payload, headers });

      for (const persona of personas) {
        secrets.add(persona.panNumber);
        secrets.add(persona.mobile);
        // Older flow: no mobile typed; a wrong code first, then the right one.
        const requested = await post('/api/request-cibil-consent', {
          pan_number: persona.panNumber,
        });
        expect(requested.statusCode).toBe(200);
        const otp = await latestOtp(app, persona.mobile);
        secrets.add(otp);
        const wrong = otp === '000000' ? '111111' : '000000';
        const consentId = requested.json().consent_id;
        expect(
          (
            await post('/api/verify-cibil-consent', {
              consent_id: consentId,
              otp_code: wrong,
              pan_number: persona.panNumber,
            })
          ).statusCode,
        ).toBe(400);
        const verified = await post('/api/verify-cibil-consent', {
          consent_id: consentId,
          otp_code: otp,
          pan_number: persona.panNumber,
        });
        expect(verified.statusCode).toBe(200);
        const token = verified.json().access_token;
        secrets.add(token);

        const headers = bearer(token);
        expect(
          (await app.inject({ method: 'GET', url: '/api/loans', remoteAddress, headers }))
            .statusCode,
        ).toBe(200);
        expect(
          (await post('/api/cibil-report', { pan_number: persona.panNumber }, headers)).statusCode,
        ).toBe(200);
        const other = personas.find((entry) => entry.panNumber !== persona.panNumber)!;
        expect(
          (await post('/api/cibil-report', { pan_number: other.panNumber }, headers)).statusCode,
        ).toBe(404);
      }

      // Newer flow, a typed mobile not on record, bad bodies, a cooldown and ended sessions.
      const typed = '7012345678';
      secrets.add(typed);
      const borrower = await verifiedBorrower(app, { panNumber: personas[0]!.panNumber });
      secrets.add(borrower.accessToken);
      await post('/api/request-cibil-consent', {
        pan_number: personas[1]!.panNumber,
        phone_number: typed,
      });
      await post('/api/request-cibil-consent', {
        pan_number: personas[1]!.panNumber,
        phone_number: typed,
      });
      await post('/api/request-cibil-consent', { pan_number: 'AAACR5055K', phone_number: typed });
      await post('/api/request-cibil-consent', {
        pan_number: personas[2]!.panNumber,
        phone_number: '12345',
      });
      await post('/api/verify-cibil-consent', {
        consent_id: 'x',
        otp_code: '12',
        pan_number: personas[2]!.panNumber,
      });
      await app.inject({ method: 'GET', url: `/api/sandbox/outbox?phone=${typed}` });
      clock.advance(7 * 24 * 60 * 60_000 + 60_000);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/loans',
            headers: bearer(borrower.accessToken),
          })
        ).statusCode,
      ).toBe(401);

      expect(logs.join('')).toContain('request completed');
      expectNoSecretsInLogs(logs, secrets);
    });
  },
  { env: { LOG_LEVEL: 'trace' } },
);
