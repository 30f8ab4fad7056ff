import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  borrowerAddress,
  freshPan,
  latestOtp,
  registeredMobile,
  sandboxPersona,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { unknownId } from '../../../tests/support/ids.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { digest } from '../crypto/field-encryption.js';

const SESSION_EXPIRED = {
  success: false,
  error: 'UNAUTHORIZED',
  message: 'Your session has expired. Please verify your consent again.',
};
const DAY = 24 * 60 * 60_000;

/** The `name=value` of a Set-Cookie header, and its attributes in lower case. */
function parseSetCookie(header: string | string[] | undefined) {
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error('no Set-Cookie');
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

/** Signs in with PAN + OTP as the web app does; returns the cookie to send back. */
async function signIn(app: FastifyInstance, panNumber: string, host = 'localhost') {
  const remoteAddress = borrowerAddress();
  const requested = await app.inject({
    method: 'POST',
    url: '/api/sign-in/request-otp',
    remoteAddress,
    headers: { host },
    payload: { pan_number: panNumber },
  });
  expect(requested.statusCode).toBe(200);
  const otp = await latestOtp(app, await registeredMobile(app, panNumber));
  const verified = await app.inject({
    method: 'POST',
    url: '/api/sign-in/verify-otp',
    remoteAddress,
    headers: { host },
    payload: { challenge_id: requested.json().challenge_id, otp_code: otp },
  });
  expect(verified.statusCode).toBe(200);
  return { requested, verified, cookie: parseSetCookie(verified.headers['set-cookie']) };
}

forEachApp((getApp) => {
  async function bearerSession() {
    const { app } = getApp();
    const persona = await sandboxPersona(app, 'no-loans');
    const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
    // A call that needs only the session (not an active bureau consent).
    const documents = () =>
      app.inject({ method: 'GET', url: '/api/documents', headers: bearer(borrower.accessToken) });
    return { borrower, documents };
  }

  describe('sessions', () => {
    it('asks to verify consent when no credential is sent', async () => {
      const response = await getApp().app.inject({ method: 'GET', url: '/api/loans' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        success: false,
        error: 'UNAUTHORIZED',
        message: 'Please verify your consent to continue.',
      });
    });

    it('refuses a garbage or unknown token or cookie as an ended session', async () => {
      const { app } = getApp();
      for (const headers of [
        { authorization: 'Bearer' },
        { authorization: 'Bearer not-a-token' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: `Bearer ${'A'.repeat(43)} extra` },
        { cookie: `ld_session=${'A'.repeat(43)}` },
        { cookie: 'ld_session=' },
      ]) {
        const response = await app.inject({ method: 'GET', url: '/api/documents', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json()).toEqual(SESSION_EXPIRED);
      }
    });

    it('ends after 7 days without use', async () => {
      const { clock } = getApp();
      const { documents } = await bearerSession();
      expect((await documents()).statusCode).toBe(200);
      clock.advance(7 * DAY + 1000);
      const response = await documents();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    });

    it('stays alive while used, but never beyond 30 days', async () => {
      const { clock } = getApp();
      const { documents } = await bearerSession();
      // Used every 6 days: five uses take it to day 30 less a minute, all accepted.
      for (let use = 0; use < 4; use += 1) {
        clock.advance(6 * DAY);
        expect((await documents()).statusCode).toBe(200);
      }
      clock.advance(6 * DAY - 60_000);
      expect((await documents()).statusCode).toBe(200);
      clock.advance(60_000);
      expect((await documents()).statusCode).toBe(401);
    });

    it('writes a use down at most once a minute', async () => {
      const { app, clock } = getApp();
      const { borrower, documents } = await bearerSession();
      const stored = () =>
        app.database.db
          .selectFrom('sessions')
          .select(['last_used_at', 'idle_expires_at'])
          .where('token_digest', '=', digest(app.secrets.hmacKey, 'session', borrower.accessToken))
          .executeTakeFirstOrThrow();
      const issued = await stored();
      clock.advance(59_000);
      expect((await documents()).statusCode).toBe(200);
      expect(await stored()).toEqual(issued);
      clock.advance(1000);
      expect((await documents()).statusCode).toBe(200);
      const touched = await stored();
      expect(touched.last_used_at.getTime()).toBe(clock.now().getTime());
      expect(touched.idle_expires_at.getTime()).toBe(clock.now().getTime() + 7 * DAY);
    });

    it('is kept only as a digest', async () => {
      const { app } = getApp();
      const { borrower } = await bearerSession();
      const rows = await app.database.db.selectFrom('sessions').selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(borrower.accessToken);
      expect(stored).not.toContain(borrower.panNumber);
    });
  });

  describe('signing in again', () => {
    it('texts the OTP to the number on the bureau’s record and names it masked, nothing more', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in/request-otp',
        remoteAddress: borrowerAddress(),
        payload: { pan_number: persona.panNumber.toLowerCase() },
      });
      expect(response.statusCode).toBe(200);
      const masked = `+91 XXXXXX${persona.mobile.slice(-4)}`;
      expect(response.json()).toEqual({
        success: true,
        challenge_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        phone_masked: masked,
        message: `OTP sent to ${masked}`,
        expires_in: 300,
        resend_after: 30,
      });
      expect(response.body).not.toContain(persona.holderName);
      expect(response.body).not.toContain(persona.mobile);
      const { text, otp } = (
        await app.inject({ method: 'GET', url: `/api/sandbox/outbox?phone=${persona.mobile}` })
      ).json().messages[0];
      expect(text).toContain('is your Loan Documents OTP to sign in to your documents.');
      // The outbox shows the text as sent: its last line binds the code to the app (WebOTP).
      expect(text.split('\n').at(-1)).toBe(`@localhost #${otp}`);
    });

    it('gives a session in an HttpOnly, SameSite=Strict cookie that reaches the documents', async () => {
      const { app } = getApp();
      const panNumber = freshPan();
      const { verified, cookie } = await signIn(app, panNumber);
      expect(verified.json()).toEqual({ success: true, message: 'You are signed in.' });
      expect(verified.body).not.toMatch(/[A-Za-z0-9_-]{43}/);
      expect(cookie.pair).toMatch(/^ld_session=[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toEqual(
        expect.arrayContaining(['httponly', 'samesite=strict', 'path=/', 'max-age=2592000']),
      );
      // Plain HTTP on localhost is the one place it goes without Secure.
      expect(cookie.attributes).not.toContain('secure');

      const session = await app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: cookie.pair },
      });
      expect(session.json()).toEqual({
        signed_in: true,
        pan_masked: `${panNumber.slice(0, 2)}XXXX${panNumber.slice(6)}`,
        pan_number: panNumber,
        expires_at: new Date(app.clock.now().getTime() + 30 * DAY).toISOString(),
      });
      expect(session.headers['cache-control']).toBe('no-store');
      const documents = await app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { cookie: cookie.pair },
      });
      expect(documents.statusCode).toBe(200);
      expect(documents.json()).toEqual({ success: true, documents: [], saveToDigiLocker: true });
      expect((await app.inject({ method: 'GET', url: '/api/session' })).json()).toEqual({
        signed_in: false,
      });
    });

    it('sets a Secure __Host- cookie anywhere but plain-HTTP localhost', async () => {
      const { app } = getApp();
      const { cookie } = await signIn(app, freshPan(), 'loan-documents.example');
      expect(cookie.pair).toMatch(/^__Host-ld_session=/);
      expect(cookie.attributes).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/']),
      );
    });

    it('refuses a wrong code, a code for something else and a code used twice', async () => {
      const { app } = getApp();
      const panNumber = freshPan();
      const requested = await app.inject({
        method: 'POST',
        url: '/api/sign-in/request-otp',
        remoteAddress: borrowerAddress(),
        payload: { pan_number: panNumber },
      });
      const challengeId = requested.json().challenge_id as string;
      const otp = await latestOtp(app, await registeredMobile(app, panNumber));
      const verify = (challenge_id: string, otp_code: string) =>
        app.inject({
          method: 'POST',
          url: '/api/sign-in/verify-otp',
          remoteAddress: borrowerAddress(),
          payload: { challenge_id, otp_code },
        });
      const wrong = await verify(challengeId, otp === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: 'OTP_INCORRECT',
        message: 'Incorrect OTP. You have 4 attempts left.',
        attempts_left: 4,
      });
      expect(wrong.headers['set-cookie']).toBeUndefined();
      expect((await verify(unknownId(), otp)).json().error).toBe('OTP_NOT_VALID');
      expect((await verify(challengeId, otp)).statusCode).toBe(200);
      const again = await verify(challengeId, otp);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('OTP_USED');
      // A consent challenge is no sign-in challenge.
      const consent = await app.inject({
        method: 'POST',
        url: '/api/request-cibil-consent',
        remoteAddress: borrowerAddress(),
        payload: { pan_number: panNumber },
      });
      const consentOtp = await latestOtp(app, await registeredMobile(app, panNumber));
      const row = await app.database.db
        .selectFrom('consents')
        .select('otp_challenge_id')
        .where('id', '=', consent.json().consent_id)
        .executeTakeFirstOrThrow();
      expect((await verify(row.otp_challenge_id ?? '', consentOtp)).json().error).toBe(
        'OTP_NOT_VALID',
      );
    });

    it('after the last wrong try sends a new code at once, which signs in; a resend meanwhile waits 30 s', async () => {
      const { app, clock } = getApp();
      const panNumber = freshPan();
      const mobile = await registeredMobile(app, panNumber);
      const remoteAddress = borrowerAddress();
      const requestOtp = () =>
        app.inject({
          method: 'POST',
          url: '/api/sign-in/request-otp',
          remoteAddress,
          payload: { pan_number: panNumber },
        });
      const verify = (challenge_id: string, otp_code: string) =>
        app.inject({
          method: 'POST',
          url: '/api/sign-in/verify-otp',
          remoteAddress,
          payload: { challenge_id, otp_code },
        });

      const first = await requestOtp();
      const firstId = first.json().challenge_id as string;
      const firstOtp = await latestOtp(app, mobile);
      clock.advance(5_000);
      const tooSoon = await requestOtp();
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toMatchObject({ error: 'OTP_COOLDOWN', resend_after: 25 });

      const wrong = firstOtp === '000000' ? '111111' : '000000';
      const left: unknown[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        left.push((await verify(firstId, wrong)).json().attempts_left);
      }
      expect(left).toEqual([4, 3, 2, 1, 0]);
      expect((await verify(firstId, firstOtp)).json()).toMatchObject({
        error: 'OTP_LOCKED',
        attempts_left: 0,
      });

      // Still inside the first code's 30 s: recovering is not held back.
      const again = await requestOtp();
      expect(again.statusCode).toBe(200);
      const signedIn = await verify(again.json().challenge_id, await latestOtp(app, mobile));
      expect(signedIn.statusCode).toBe(200);
      expect(parseSetCookie(signedIn.headers['set-cookie']).pair).toMatch(/^ld_session=/);
    });

    it('cannot be stopped by a stranger who knows only the PAN', async () => {
      const { app, clock } = getApp();
      const panNumber = freshPan();
      const mobile = await registeredMobile(app, panNumber);
      const requestOtp = (remoteAddress: string, cookie?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/sign-in/request-otp',
          remoteAddress,
          ...(cookie ? { headers: { cookie } } : {}),
          payload: { pan_number: panNumber },
        });
      const verify = (remoteAddress: string, challenge_id: string, otp_code: string) =>
        app.inject({
          method: 'POST',
          url: '/api/sign-in/verify-otp',
          remoteAddress,
          payload: { challenge_id, otp_code },
        });

      // The borrower signed in on their phone once; their code for today is on its way.
      const phone = borrowerAddress();
      const first = await requestOtp(phone);
      const firstSignIn = await verify(
        phone,
        first.json().challenge_id,
        await latestOtp(app, mobile),
      );
      const known = (firstSignIn.headers['set-cookie'] as string[])
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.startsWith('ld_known='))!;
      expect(known).toBeDefined();
      clock.advance(31_000);
      const mine = await requestOtp(phone);
      expect(mine.statusCode).toBe(200);
      const myCode = await latestOtp(app, mobile);

      // A stranger asks for codes and spends every try on each, up to their own hourly cap.
      const stranger = borrowerAddress();
      for (let request = 0; request < 5; request++) {
        const asked = await requestOtp(stranger);
        expect(asked.statusCode).toBe(200);
        for (let guess = 0; guess < 5; guess++) {
          await verify(stranger, asked.json().challenge_id, String(100_000 + guess));
        }
      }
      const capped = await requestOtp(stranger);
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error).toBe('OTP_HOURLY_LIMIT');

      // The borrower's code was neither replaced nor spent, and their own budget is whole.
      expect((await verify(phone, mine.json().challenge_id, myCode)).statusCode).toBe(200);
      clock.advance(31_000);
      expect((await requestOtp(phone, known)).statusCode).toBe(200);

      // Strangers from more addresses spend the PAN's limits and the mobile's ceiling (10 codes
      // this hour): a new device is held back, a device that proved this PAN before is not.
      for (let more = 0; more < 3; more++) await requestOtp(borrowerAddress());
      const newDevice = await requestOtp(borrowerAddress());
      expect(newDevice.statusCode).toBe(429);
      expect(['OTP_HOURLY_LIMIT', 'TOO_MANY_REQUESTS']).toContain(newDevice.json().error);
      const forged = await requestOtp(borrowerAddress(), 'ld_known=4102444800.forged');
      expect(forged.statusCode).toBe(429);
      clock.advance(31_000);
      const again = await requestOtp(phone, known);
      expect(again.statusCode).toBe(200);
      expect(
        (await verify(phone, again.json().challenge_id, await latestOtp(app, mobile))).statusCode,
      ).toBe(200);
    });

    it('gives API clients that ask for it a bearer token instead of a cookie, and vice versa', async () => {
      const { app } = getApp();
      const panNumber = freshPan();
      const remoteAddress = borrowerAddress();
      const requested = await app.inject({
        method: 'POST',
        url: '/api/sign-in/request-otp',
        remoteAddress,
        payload: { pan_number: panNumber },
      });
      const verified = await app.inject({
        method: 'POST',
        url: '/api/sign-in/verify-otp',
        remoteAddress,
        headers: { 'x-session': 'bearer' },
        payload: {
          challenge_id: requested.json().challenge_id,
          otp_code: await latestOtp(app, await registeredMobile(app, panNumber)),
        },
      });
      expect(verified.headers['set-cookie']).toBeUndefined();
      const token = verified.json().access_token as string;
      expect(
        (await app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) }))
          .statusCode,
      ).toBe(200);

      // The web app's consent: a cookie, and no token the page could read.
      const consent = await app.inject({
        method: 'POST',
        url: '/api/request-cibil-consent',
        remoteAddress,
        payload: { pan_number: panNumber },
      });
      const web = await app.inject({
        method: 'POST',
        url: '/api/verify-cibil-consent',
        remoteAddress,
        headers: { 'x-session': 'cookie' },
        payload: {
          consent_id: consent.json().consent_id,
          otp_code: await latestOtp(app, await registeredMobile(app, panNumber)),
          pan_number: panNumber,
        },
      });
      expect(web.statusCode).toBe(200);
      expect(web.json().access_token).toBeUndefined();
      expect(parseSetCookie(web.headers['set-cookie']).pair).toMatch(/^ld_session=/);
    });
  });

  describe('signing out', () => {
    it('ends this session only, or with everywhere every session of the borrower', async () => {
      const { app } = getApp();
      const panNumber = freshPan();
      const phone = await signIn(app, panNumber);
      const laptop = await signIn(app, panNumber);
      const other = await signIn(app, freshPan());
      const documents = (cookie: string) =>
        app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } });

      const out = await app.inject({
        method: 'POST',
        url: '/api/sign-out',
        headers: { cookie: phone.cookie.pair },
      });
      expect(out.json()).toEqual({ success: true, message: 'You are signed out.' });
      // The browser is told to forget its cookie.
      expect(parseSetCookie(out.headers['set-cookie']).pair).toBe('ld_session=');
      expect((await documents(phone.cookie.pair)).statusCode).toBe(401);
      expect((await documents(laptop.cookie.pair)).statusCode).toBe(200);

      const everywhere = await app.inject({
        method: 'POST',
        url: '/api/sign-out',
        headers: { cookie: laptop.cookie.pair },
        payload: { everywhere: true },
      });
      expect(everywhere.json().message).toBe('You are signed out on every device.');
      expect((await documents(laptop.cookie.pair)).statusCode).toBe(401);
      // Nobody else is signed out.
      expect((await documents(other.cookie.pair)).statusCode).toBe(200);
    });
  });

  describe('requests from other sites', () => {
    it('refuses a state-changing request whose Origin is foreign, whatever it carries', async () => {
      const { app } = getApp();
      const { cookie } = await signIn(app, freshPan());
      for (const headers of [
        { origin: 'https://evil.example', cookie: cookie.pair },
        { origin: 'http://localhost.evil.example', cookie: cookie.pair },
        { 'sec-fetch-site': 'cross-site', cookie: cookie.pair },
        { origin: 'null', cookie: cookie.pair },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/sign-out',
          headers,
          payload: { everywhere: true },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          error: 'FOREIGN_ORIGIN',
          message:
            'This request did not come from the Loan Documents app. Please open the app and try again.',
        });
      }
      // Still signed in: nothing was done.
      expect(
        (
          await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookie.pair } })
        ).json().signed_in,
      ).toBe(true);
      // Its own origin, and API clients (no Origin), are fine.
      const same = await app.inject({
        method: 'POST',
        url: '/api/sign-out',
        headers: {
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
          cookie: cookie.pair,
        },
      });
      expect(same.statusCode).toBe(200);
      // Reading is not refused: a foreign page cannot read the answer anyway.
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/session',
            headers: { origin: 'https://evil.example' },
          })
        ).statusCode,
      ).toBe(200);
    });
  });
});
