import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  freshPan,
  latestOtp,
  registeredMobile,
  strangerMobile,
} from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { HttpProblem } from '../platform/http-problem.js';
import { OtpService } from './otp-service.js';

/**
 * A borrower (a PAN and the mobile the bureau holds for it) and a subject of this test's own, so
 * tests never share cooldowns or caps.
 */
async function fresh(app: FastifyInstance) {
  const panNumber = freshPan();
  return {
    panNumber,
    mobile: await registeredMobile(app, panNumber),
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
      const { panNumber, mobile, subject } = await fresh(app);
      const { challengeId, expiresInSeconds } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        panNumber,
      });
      expect(expiresInSeconds).toBe(300);
      const code = await latestOtp(app, mobile);
      const request = { challengeId, purpose: 'bureau-consent' as const, subject, code };
      expect(await app.otp.verifyOtp(request)).toEqual({ ok: true, panNumber });
      expect(await app.otp.verifyOtp(request)).toEqual({ ok: false, reason: 'used' });
    });

    it('stores no code in clear', async () => {
      const { app } = getApp();
      const { panNumber, mobile, subject } = await fresh(app);
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        panNumber,
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
      const { panNumber, mobile, subject } = await fresh(app);
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'batch-consent',
        subject,
        panNumber,
      });
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
      const { panNumber, mobile, subject } = await fresh(app);
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        panNumber,
      });
      const code = await latestOtp(app, mobile);
      clock.advance(301_000);
      expect(
        await app.otp.verifyOtp({ challengeId, purpose: 'bureau-consent', subject, code }),
      ).toEqual({ ok: false, reason: 'expired' });
    });

    it('binds a code to its purpose: a batch OTP never verifies a bureau consent', async () => {
      const { app } = getApp();
      const { panNumber, mobile, subject } = await fresh(app);
      const bureau = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber });
      const batch = await app.otp.issueOtp({ purpose: 'batch-consent', subject, panNumber });
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
      ).toEqual({ ok: true, panNumber });
    });

    it('lets exactly one of many simultaneous verifications of the right code succeed', async () => {
      const { app } = getApp();
      const { panNumber, mobile, subject } = await fresh(app);
      const { challengeId } = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        panNumber,
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
      const { panNumber, mobile, subject } = await fresh(app);
      const first = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber });
      const firstCode = await latestOtp(app, mobile);
      clock.advance(12_000);
      const tooSoon = await problemOf(
        app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber }),
      );
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.message).toBe('Please wait 18 seconds before requesting a new OTP.');

      clock.advance(18_000);
      const second = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber });
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
      ).toEqual({ ok: true, panNumber });
    });

    it('caps the codes sent to a mobile per purpose per hour, says until when, and frees the cap with time', async () => {
      const { app, clock } = getApp();
      clock.set('2026-11-24T09:00:00.000Z');
      const { panNumber } = await fresh(app);
      const send = (purpose: 'lender-consent' | 'bureau-consent') =>
        app.otp.issueOtp({ purpose, subject: randomBytes(12).toString('base64url'), panNumber });
      for (let sent = 0; sent < 5; sent += 1) {
        await send('lender-consent');
        clock.advance(60_000);
      }
      const capped = await problemOf(send('lender-consent'));
      expect(capped.statusCode).toBe(429);
      expect(capped.code).toBe('OTP_HOURLY_LIMIT');
      // The first of the five was sent at 14:30 in India: the hour is over at 15:30.
      expect(capped.message).toBe(
        'Too many OTPs have been sent to this mobile number. Please try again after 3:30 pm.',
      );
      expect(capped.details).toEqual({ retry_at: '2026-11-24T10:00:00.000Z' });
      // Another purpose has a cap of its own.
      await expect(send('bureau-consent')).resolves.toMatchObject({ expiresInSeconds: 300 });
      clock.advance(55 * 60_000);
      await expect(send('lender-consent')).resolves.toMatchObject({ expiresInSeconds: 300 });
    });

    it('counts codes that were used too', async () => {
      const { app, clock } = getApp();
      const { panNumber, mobile } = await fresh(app);
      for (let sent = 0; sent < 5; sent += 1) {
        const subject = randomBytes(12).toString('base64url');
        const { challengeId } = await app.otp.issueOtp({
          purpose: 'bureau-consent',
          subject,
          panNumber,
        });
        const code = await latestOtp(app, mobile);
        expect(
          await app.otp.verifyOtp({ challengeId, purpose: 'bureau-consent', subject, code }),
        ).toMatchObject({ ok: true });
        clock.advance(60_000);
      }
      const capped = await problemOf(
        app.otp.issueOtp({
          purpose: 'bureau-consent',
          subject: randomBytes(12).toString('base64url'),
          panNumber,
        }),
      );
      expect(capped.code).toBe('OTP_HOURLY_LIMIT');
    });

    it('sends a new code at once after the last wrong try or expiry: the cooldown is for resending only', async () => {
      const { app, clock } = getApp();
      const { panNumber, mobile, subject } = await fresh(app);
      const first = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber });
      const code = await latestOtp(app, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await app.otp.verifyOtp({
          challengeId: first.challengeId,
          purpose: 'bureau-consent',
          subject,
          code: wrong,
        });
      }
      clock.advance(5_000);
      // Locked 5 seconds after it was sent: a new code goes out now, not in 25 seconds.
      const recovered = await app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber });
      const newCode = await latestOtp(app, mobile);
      expect(
        await app.otp.verifyOtp({
          challengeId: recovered.challengeId,
          purpose: 'bureau-consent',
          subject,
          code: newCode,
        }),
      ).toEqual({ ok: true, panNumber });

      // A code past its 5 minutes is replaced at once too, while a live one still waits.
      const live = await fresh(app);
      await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject: live.subject,
        panNumber: live.panNumber,
      });
      clock.advance(10_000);
      expect(
        (
          await problemOf(
            app.otp.issueOtp({
              purpose: 'bureau-consent',
              subject: live.subject,
              panNumber: live.panNumber,
            }),
          )
        ).code,
      ).toBe('OTP_COOLDOWN');
      clock.advance(300_000);
      await expect(
        app.otp.issueOtp({
          purpose: 'bureau-consent',
          subject: live.subject,
          panNumber: live.panNumber,
        }),
      ).resolves.toMatchObject({ expiresInSeconds: 300 });
    });

    it('lets a flow that sends one code per lender raise the hourly cap', async () => {
      const { app } = getApp();
      const { panNumber } = await fresh(app);
      const sends = Array.from({ length: 7 }, () =>
        app.otp.issueOtp({
          purpose: 'lender-consent',
          subject: randomBytes(12).toString('base64url'),
          panNumber,
          hourlyLimit: 10,
        }),
      );
      expect(await Promise.all(sends)).toHaveLength(7);
    });

    it('forgets a code the SMS gateway could not send, so a retry is not held back', async () => {
      const { app, clock } = getApp();
      const { panNumber, mobile, subject } = await fresh(app);
      let gatewayUp = false;
      const otp = new OtpService({
        db: app.database.db,
        clock,
        hmacKey: app.secrets.hmacKey,
        masterKey: app.secrets.masterKey,
        smsContext: app.config.smsContext,
        sms: () => ({
          send: async (message) => {
            if (!gatewayUp) throw new Error('gateway down');
            await app.providers.sms.send(message);
          },
        }),
        registeredMobiles: async () => [mobile],
      });
      const failed = await problemOf(
        otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber }),
      );
      expect(failed.statusCode).toBe(502);
      expect(failed.message).toBe(
        'We could not send the OTP right now. Please try again in a minute.',
      );
      gatewayUp = true;
      const { challengeId } = await otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber });
      const code = await latestOtp(app, mobile);
      expect(
        await otp.verifyOtp({ challengeId, purpose: 'bureau-consent', subject, code }),
      ).toEqual({ ok: true, panNumber });
    });

    it('sends only to a mobile the bureau holds for the PAN, and names that one masked', async () => {
      const { app } = getApp();
      const { panNumber, mobile, subject } = await fresh(app);
      const typed = strangerMobile();
      const refused = await problemOf(
        app.otp.issueOtp({ purpose: 'bureau-consent', subject, panNumber, mobile: typed }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.code).toBe('MOBILE_NOT_ON_RECORD');
      const masked = `+91 XXXXXX${mobile.slice(-4)}`;
      expect(refused.details).toEqual({ phone_masked: masked });
      expect(refused.message).toBe(
        `This is not the mobile number on your credit record. The credit bureau has ${masked} for this PAN: please use that number. If it has changed, ask your lender or the credit bureau to update it.`,
      );
      expect(refused.message).not.toContain(mobile);
      // Nothing was sent or recorded: not to the number typed, nor to the one on record.
      const outbox = await app.inject({ method: 'GET', url: `/api/sandbox/outbox?phone=${typed}` });
      expect(outbox.json().messages).toEqual([]);
      const onRecord = await app.inject({
        method: 'GET',
        url: `/api/sandbox/outbox?phone=${mobile}`,
      });
      expect(onRecord.json().messages).toEqual([]);
      const challenges = await app.database.db
        .selectFrom('otp_challenges')
        .select('id')
        .where('subject', '=', subject)
        .execute();
      expect(challenges).toEqual([]);

      // The number on record, typed or left to the bureau, gets the code.
      const typedRight = await app.otp.issueOtp({
        purpose: 'bureau-consent',
        subject,
        panNumber,
        mobile,
      });
      expect(typedRight).toMatchObject({ mobile, phoneMasked: masked });
      expect(await latestOtp(app, mobile)).toMatch(/^\d{6}$/);
    });

    it('says so when the bureau holds no mobile for the PAN, or cannot be reached', async () => {
      const { app, clock } = getApp();
      const { panNumber, subject } = await fresh(app);
      const withBureau = (registeredMobiles: () => Promise<string[]>) =>
        new OtpService({
          db: app.database.db,
          clock,
          hmacKey: app.secrets.hmacKey,
          masterKey: app.secrets.masterKey,
          smsContext: app.config.smsContext,
          sms: () => app.providers.sms,
          registeredMobiles,
        });
      const none = await problemOf(
        withBureau(async () => []).issueOtp({ purpose: 'bureau-consent', subject, panNumber }),
      );
      expect([none.statusCode, none.code]).toEqual([422, 'NO_MOBILE_ON_RECORD']);
      expect(none.message).toBe(
        'The credit bureau has no mobile number for this PAN, so we cannot send an OTP. Please ask your lender or the credit bureau to add your mobile number, then try again.',
      );
      const down = await problemOf(
        withBureau(async () => {
          throw new Error('bureau down');
        }).issueOtp({ purpose: 'bureau-consent', subject, panNumber, mobile: strangerMobile() }),
      );
      expect([down.statusCode, down.code]).toEqual([502, 'BUREAU_UNAVAILABLE']);
    });
  });
});
