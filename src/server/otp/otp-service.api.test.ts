import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { latestOtp } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { HttpProblem } from '../plugins/errors.js';
import { OtpService } from './otp-service.js';

/** A mobile and a subject of this test's own, so tests never share cooldowns or caps. */
function fresh() {
  return {
    mobile: `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    subject: randomBytes(12).toString('base64url'),
  };
}

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpProblem)) throw new Error(`expected an HttpProblem, got ${error}`);
  return error;
}

forEachApp((getApp) => {
  describe('OTP service', () => {
    it('accepts the texted code once, then refuses it as used', async () => {
      const { app } = getApp();
      const { mobile, subject } = fresh();
      const { challengeId, expiresInSeconds } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        mobile,
      });
      expect(expiresInSeconds).toBe(300);
      const code = await latestOtp(app, mobile);
      const request = { challengeId, purpose: 'bureau-consent' as const, subject, code };
      expect(await app.otp.verifyOtp(request)).toEqual({ ok: true });
      expect(await app.otp.verifyOtp(request)).toEqual({ ok: false, reason: 'used' });
    });

    it('stores no code in clear', async () => {
      const { app } = getApp();
      const { mobile, subject } = fresh();
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        mobile,
      });
      const code = await latestOtp(app, mobile);
      const row = await app.database.db
        .selectFrom('otp_challenges')
        .selectAll()
        .where('id', '=', challengeId)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(code);
      expect(JSON.stringify(row)).not.toContain(mobile);
    });

    it('counts wrong codes down and dies after 5, even for the right code', async () => {
      const { app } = getApp();
      const { mobile, subject } = fresh();
      const { challengeId } = await app.otp.issueOtp({ purpose: 'batch-consent', subject, mobile });
      const code = await latestOtp(app, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (tried: string) =>
        app.otp.verifyOtp({ challengeId, purpose: 'batch-consent', subject, code: tried });
      for (const attemptsLeft of [4, 3, 2, 1, 0]) {
        expect(await attempt(wrong)).toEqual({ ok: false, reason: 'wrong-code', attemptsLeft });
      }
      expect(await attempt(code)).toEqual({ ok: false, reason: 'too-many-attempts' });
    });

    it('expires after 300 seconds of the app clock', async () => {
      const { app, clock } = getApp();
      const { mobile, subject } = fresh();
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        mobile,
      });
      const code = await latestOtp(app, mobile);
      clock.advance(301_000);
      expect(
        await app.otp.verifyOtp({ challengeId, purpose: 'bureau-consent', subject, code }),
      ).toEqual({ ok: false, reason: 'expired' });
    });

    it('binds a code to its purpose: a batch OTP never verifies a bureau consent', async () => {
      const { app } = getApp();
      const { mobile, subject } = fresh();
      const bureau = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, mobile });
      const batch = await app.otp.issueOtp({ purpose: 'batch-consent', subject, mobile });
      const batchCode = await latestOtp(app, mobile);
      // The batch challenge presented as a bureau consent is no challenge at all...
      expect(
        await app.otp.verifyOtp({
          challengeId: batch.challengeId,
          purpose: 'bureau-consent',
          subject,
          code: batchCode,
        }),
      ).toEqual({ ok: false, reason: 'not-found' });
      // ...and the batch code is just a wrong code for the bureau challenge.
      expect(
        await app.otp.verifyOtp({
          challengeId: bureau.challengeId,
          purpose: 'bureau-consent',
          subject,
          code: batchCode,
        }),
      ).toMatchObject({ ok: false, reason: 'wrong-code' });
      // A subject is bound too: the same challenge for another PAN or batch does not verify.
      expect(
        await app.otp.verifyOtp({
          challengeId: batch.challengeId,
          purpose: 'batch-consent',
          subject: 'someone-else',
          code: batchCode,
        }),
      ).toEqual({ ok: false, reason: 'not-found' });
      expect(
        await app.otp.verifyOtp({
          challengeId: batch.challengeId,
          purpose: 'batch-consent',
          subject,
          code: batchCode,
        }),
      ).toEqual({ ok: true });
    });

    it('lets exactly one of many simultaneous verifications of the right code succeed', async () => {
      const { app } = getApp();
      const { mobile, subject } = fresh();
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        mobile,
      });
      const code = await latestOtp(app, mobile);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          app.otp.verifyOtp({ challengeId, purpose: 'bureau-consent', subject, code }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === 'used')).toHaveLength(5);
    });

    it('makes a resend wait 30 seconds, then replaces the previous code', async () => {
      const { app, clock } = getApp();
      const { mobile, subject } = fresh();
      const first = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, mobile });
      const firstCode = await latestOtp(app, mobile);
      clock.advance(12_000);
      const tooSoon = await problemOf(
        app.otp.issueOtp({ purpose: 'bureau-consent', subject, mobile }),
      );
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.message).toBe('Please wait 18 seconds before requesting a new OTP.');

      clock.advance(18_000);
      const second = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, mobile });
      const secondCode = await latestOtp(app, mobile);
      expect(
        await app.otp.verifyOtp({
          challengeId: first.challengeId,
          purpose: 'bureau-consent',
          subject,
          code: firstCode,
        }),
      ).toEqual({ ok: false, reason: 'replaced' });
      expect(
        await app.otp.verifyOtp({
          challengeId: second.challengeId,
          purpose: 'bureau-consent',
          subject,
          code: secondCode,
        }),
      ).toEqual({ ok: true });
    });

    it('caps unused codes per mobile per hour, across subjects, and frees the cap with time', async () => {
      const { app, clock } = getApp();
      const { mobile } = fresh();
      for (let sent = 0; sent < 5; sent += 1) {
        await app.otp.issueOtp({ purpose: 'lender-consent', subject: fresh().subject, mobile });
        clock.advance(60_000);
      }
      const capped = await problemOf(
        app.otp.issueOtp({ purpose: 'bureau-consent', subject: fresh().subject, mobile }),
      );
      expect(capped.statusCode).toBe(429);
      // The first of the five was sent 5 minutes ago: it leaves the hour in 55 minutes.
      expect(capped.message).toBe(
        'Too many OTPs have been sent to this mobile number. Please try again in 55 minutes.',
      );
      clock.advance(55 * 60_000);
      await expect(
        app.otp.issueOtp({ purpose: 'bureau-consent', subject: fresh().subject, mobile }),
      ).resolves.toMatchObject({ expiresInSeconds: 300 });
    });

    it('lets a flow that sends one code per lender raise the hourly cap', async () => {
      const { app } = getApp();
      const { mobile } = fresh();
      const sends = Array.from({ length: 7 }, () =>
        app.otp.issueOtp({
          purpose: 'lender-consent',
          subject: fresh().subject,
          mobile,
          hourlyLimit: 10,
        }),
      );
      expect(await Promise.all(sends)).toHaveLength(7);
    });

    it('forgets a code the SMS gateway could not send, so a retry is not held back', async () => {
      const { app, clock } = getApp();
      const { mobile, subject } = fresh();
      let gatewayUp = false;
      const otp = new OtpService({
        db: app.database.db,
        clock,
        hmacKey: app.secrets.hmacKey,
        sms: () => ({
          send: async (message) => {
            if (!gatewayUp) throw new Error('gateway down');
            await app.providers.sms.send(message);
          },
        }),
      });
      const failed = await problemOf(otp.issueOtp({ purpose: 'bureau-consent', subject, mobile }));
      expect(failed.statusCode).toBe(502);
      expect(failed.message).toBe(
        'We could not send the OTP right now. Please try again in a minute.',
      );
      gatewayUp = true;
      const { challengeId } = await otp.issueOtp({ purpose: 'bureau-consent', subject, mobile });
      const code = await latestOtp(app, mobile);
      expect(
        await otp.verifyOtp({ challengeId, purpose: 'bureau-consent', subject, code }),
      ).toEqual({ ok: true });
    });
  });
});
