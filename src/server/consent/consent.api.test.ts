import { describe, expect, it } from 'vitest';
import {
  borrowerAddress,
  freshPan,
  latestOtp,
  registeredMobile,
  sandboxPersona,
  strangerMobile,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { unknownId } from '../../../tests/support/ids.js';
import { forEachApp, type TestApp } from '../../../tests/support/test-app.js';
import { digest } from '../crypto/field-encryption.js';

/** A borrower session from one address: the requests a consent screen makes. */
function consentClient(testApp: TestApp, remoteAddress = borrowerAddress()) {
  const { app } = testApp;
  return {
    request: (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/request-cibil-consent',
        remoteAddress,
        payload,
      }),
    verify: (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/verify-cibil-consent', remoteAddress, payload }),
  };
}

/** A PAN of this test's own (cooldowns stay apart) and the mobile the bureau holds for it. */
async function freshBorrower(testApp: TestApp) {
  const panNumber = freshPan();
  return { panNumber, mobile: await registeredMobile(testApp.app, panNumber) };
}

forEachApp((getApp) => {
  describe('POST /api/request-cibil-consent', () => {
    it('texts an OTP to the mobile typed when the bureau holds it, and answers with the consent id', async () => {
      const { app } = getApp();
      const { panNumber, mobile } = await freshBorrower(getApp());
      const response = await consentClient(getApp()).request({
        pan_number: panNumber,
        phone_number: mobile,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        consent_id: expect.any(String),
        phone_masked: `+91 XXXXXX${mobile.slice(-4)}`,
        message: `OTP sent to +91 XXXXXX${mobile.slice(-4)}`,
        expires_in: 300,
        resend_after: 30,
      });
      expect(await latestOtp(app, mobile)).toMatch(/^[0-9]{6}$/);

      const consent = await app.database.db
        .selectFrom('consents')
        .selectAll()
        .where('id', '=', body.consent_id)
        .executeTakeFirstOrThrow();
      expect(consent).toMatchObject({
        purpose: 'bureau-report',
        status: 'requested',
        pan_masked: `${panNumber.slice(0, 2)}XXXX${panNumber.slice(6)}`,
        mobile_masked: `+91 XXXXXX${mobile.slice(-4)}`,
        mobile_source: 'entered',
        pan_digest: digest(app.secrets.hmacKey, 'pan', panNumber),
        verified_at: null,
      });
      expect(consent.scope).toEqual({
        dataFetched: [{ type: 'CREDIT_SCORE' }, { type: 'LOAN_ACCOUNTS' }],
        providers: [{ type: 'BUREAU', id: 'credit-bureau', name: 'Credit bureau' }],
      });
      expect(consent).toMatchObject({
        purpose_code: '105',
        fetch_type: 'ONETIME',
        data_life_days: 30,
        expires_at: null,
        revoked_at: null,
      });
      // Personal data is sealed or masked, never stored in clear.
      expect(JSON.stringify(consent)).not.toContain(panNumber);
      expect(JSON.stringify(consent)).not.toContain(mobile);
    });

    it('without a mobile (the older flow) texts the one registered with the bureau', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'no-loans');
      const response = await consentClient(getApp()).request({ pan_number: persona.panNumber });
      expect(response.statusCode).toBe(200);
      expect(response.json().phone_masked).toBe(`+91 XXXXXX${persona.mobile.slice(-4)}`);
      const otp = await latestOtp(app, persona.mobile);
      const verified = await consentClient(getApp()).verify({
        consent_id: response.json().consent_id,
        otp_code: otp,
        pan_number: persona.panNumber,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ success: true, consent_verified: true });
    });

    it('sends nothing for a victim’s PAN with another mobile, and names only the masked number on record', async () => {
      const { app } = getApp();
      const victim = await sandboxPersona(app, 'several-loans');
      const attacker = strangerMobile();
      const response = await consentClient(getApp()).request({
        pan_number: victim.panNumber,
        phone_number: attacker,
      });
      expect(response.statusCode).toBe(422);
      const masked = `+91 XXXXXX${victim.mobile.slice(-4)}`;
      expect(response.json()).toEqual({
        success: false,
        error: 'MOBILE_NOT_ON_RECORD',
        message: `This is not the mobile number on your credit record. The credit bureau has ${masked} for this PAN: please use that number. If it has changed, ask your lender or the credit bureau to update it.`,
        phone_masked: masked,
      });
      expect(response.body).not.toContain(victim.mobile);
      expect(response.body).not.toContain(victim.holderName);
      for (const phone of [attacker, victim.mobile]) {
        const outbox = await app.inject({
          method: 'GET',
          url: `/api/sandbox/outbox?phone=${phone}`,
        });
        expect(outbox.json().messages, phone).toEqual([]);
      }
      const consents = await app.database.db
        .selectFrom('consents')
        .select('id')
        .where('pan_digest', '=', digest(app.secrets.hmacKey, 'pan', victim.panNumber))
        .execute();
      expect(consents).toEqual([]);

      const hindi = await app.inject({
        method: 'POST',
        url: '/api/request-cibil-consent',
        remoteAddress: borrowerAddress(),
        headers: { 'accept-language': 'hi' },
        payload: { pan_number: victim.panNumber, phone_number: attacker },
      });
      expect(hindi.statusCode).toBe(422);
      expect(hindi.json().message).toContain(masked);
      expect(hindi.json().message).toMatch(/क्रेडिट रिकॉर्ड/);
    });

    it('explains what is wrong with a request body', async () => {
      const client = consentClient(getApp());
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'pan_number is required.'],
        [{ pan_number: '' }, 'pan_number is required.'],
        [{ pan_number: 'AQMPS4821KX' }, 'pan_number is too long (at most 10 characters).'],
        [{ pan_number: 'AQMPS4821K', extra: 1 }, 'Unexpected field: extra.'],
        [
          { pan_number: 'AQMPS4821K', phone_number: '12345' },
          'Please enter a valid 10-digit mobile number',
        ],
        [
          { pan_number: 'AQMPS4821K', phone_number: '5811402237' },
          'Please enter a valid 10-digit mobile number',
        ],
        [
          { pan_number: 'AQMPS4821K', phone_number: '98114022370' },
          'phone_number is too long (at most 10 characters).',
        ],
        [{ pan_number: 'AQMPS482' }, 'PAN number must be 10 characters'],
        [
          { pan_number: 'ABCDE1234F' },
          'This is not a valid PAN: its 4th letter "D" is not a PAN holder type (P for individuals, C for companies, H, F, A, T, B, L, J or G).',
        ],
        [
          { pan_number: 'AAACR5055K' },
          'This PAN belongs to a company. Credit reports here are for individuals only: please use your personal PAN.',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await client.request(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ success: false, error: expect.any(String), message });
      }
    });

    it('makes a resend wait 30 seconds, then the older code stops working', async () => {
      const { app, clock } = getApp();
      const client = consentClient(getApp());
      const { panNumber, mobile } = await freshBorrower(getApp());
      const first = await client.request({ pan_number: panNumber, phone_number: mobile });
      const firstOtp = await latestOtp(app, mobile);
      clock.advance(10_000);
      const tooSoon = await client.request({ pan_number: panNumber, phone_number: mobile });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toEqual({
        success: false,
        error: 'OTP_COOLDOWN',
        message: 'Please wait 20 seconds before requesting a new OTP.',
        resend_after: 20,
      });

      clock.advance(20_000);
      const resent = await client.request({ pan_number: panNumber, phone_number: mobile });
      expect(resent.statusCode).toBe(200);
      const stale = await client.verify({
        consent_id: first.json().consent_id,
        otp_code: firstOtp,
        pan_number: panNumber,
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe('A newer OTP has been sent. Please enter the latest code.');
      const fresh = await client.verify({
        consent_id: resent.json().consent_id,
        otp_code: await latestOtp(app, mobile),
        pan_number: panNumber,
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('caps the OTPs one mobile receives in an hour', async () => {
      const { clock } = getApp();
      const client = consentClient(getApp());
      const { panNumber, mobile } = await freshBorrower(getApp());
      const firstSent = clock.now();
      for (let sent = 0; sent < 5; sent += 1) {
        const response = await client.request({ pan_number: panNumber, phone_number: mobile });
        expect(response.statusCode).toBe(200);
        clock.advance(30_000);
      }
      const capped = await client.request({ pan_number: panNumber, phone_number: mobile });
      expect(capped.statusCode).toBe(429);
      const retryAt = new Date(firstSent.getTime() + 3_600_000);
      const atIndiaTime = retryAt
        .toLocaleTimeString('en-IN', {
          timeZone: 'Asia/Kolkata',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
        })
        .toLowerCase();
      expect(capped.json()).toEqual({
        success: false,
        error: 'OTP_HOURLY_LIMIT',
        message: `Too many OTPs have been sent to this mobile number. Please try again after ${atIndiaTime}.`,
        retry_at: retryAt.toISOString(),
      });
    });

    it('limits requests per PAN whatever the address', async () => {
      const panNumber = freshPan();
      const mobile = await registeredMobile(getApp().app, panNumber);
      const statuses: string[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await consentClient(getApp()).request({
          pan_number: panNumber,
          phone_number: mobile,
        });
        statuses.push(response.json().error ?? 'OK');
      }
      // Each address is a client of its own (no shared cooldown): a code each, then the per-PAN
      // limit on the 11th request.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill('OK'));
      expect(statuses[10]).toBe('TOO_MANY_REQUESTS');
    });

    it('limits requests per address whatever the PAN', async () => {
      const client = consentClient(getApp(), borrowerAddress());
      let last = 0;
      for (let attempt = 0; attempt < 31; attempt += 1) {
        last = (await client.request({ pan_number: 'AQMPS482' })).statusCode;
      }
      expect(last).toBe(429);
    });
  });

  describe('POST /api/verify-cibil-consent', () => {
    async function requested() {
      const client = consentClient(getApp());
      const { panNumber, mobile: phone } = await freshBorrower(getApp());
      const response = await client.request({ pan_number: panNumber, phone_number: phone });
      expect(response.statusCode).toBe(200);
      const otp = await latestOtp(getApp().app, phone);
      const wrong = otp === '000000' ? '999999' : '000000';
      return { client, panNumber, consentId: response.json().consent_id as string, otp, wrong };
    }

    it('verifies the consent, stores the report and starts a session with a bearer token', async () => {
      const { app } = getApp();
      const { client, panNumber, consentId, otp } = await requested();
      const response = await client.verify({
        consent_id: consentId,
        otp_code: otp,
        pan_number: panNumber,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        consent_verified: true,
        message: 'Consent verified successfully.',
        expires_in: 7 * 24 * 60 * 60,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const consent = await app.database.db
        .selectFrom('consents')
        .select(['status', 'verified_at', 'expires_at'])
        .where('id', '=', consentId)
        .executeTakeFirstOrThrow();
      expect(consent.status).toBe('verified');
      expect(consent.verified_at).toEqual(app.clock.now());
      // The data fetched under it lives 30 days.
      expect(consent.expires_at).toEqual(new Date(app.clock.now().getTime() + 30 * 86_400_000));
      const reports = await app.database.db
        .selectFrom('credit_reports')
        .selectAll()
        .where('consent_id', '=', consentId)
        .execute();
      expect(reports).toHaveLength(1);
      expect(reports[0]?.report_sealed).not.toContain(panNumber);
      const sessions = await app.database.db
        .selectFrom('sessions')
        .select(['token_digest', 'kind'])
        .where('pan_digest', '=', digest(app.secrets.hmacKey, 'pan', panNumber))
        .execute();
      expect(sessions).toEqual([
        {
          token_digest: digest(app.secrets.hmacKey, 'session', response.json().access_token),
          kind: 'bearer',
        },
      ]);
      const audit = await app.database.db
        .selectFrom('audit_events')
        .select(['kind', 'pan_masked', 'detail'])
        .where('pan_digest', '=', digest(app.secrets.hmacKey, 'pan', panNumber))
        .orderBy('created_at')
        .execute();
      expect(audit.map((event) => event.kind)).toEqual([
        'consent.requested',
        'consent.verified',
        'report.fetched',
        'session.started',
      ]);
      expect(audit[1]?.detail).toEqual({ consentId, purpose: 'bureau-report' });
    });

    it('says how many tries are left after a wrong code', async () => {
      const { client, panNumber, consentId, wrong } = await requested();
      const response = await client.verify({
        consent_id: consentId,
        otp_code: wrong,
        pan_number: panNumber,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'OTP_INCORRECT',
        message: 'Incorrect OTP. You have 4 attempts left.',
        attempts_left: 4,
      });
    });

    it('refuses a code that was already used', async () => {
      const { client, panNumber, consentId, otp } = await requested();
      const body = { consent_id: consentId, otp_code: otp, pan_number: panNumber };
      expect((await client.verify(body)).statusCode).toBe(200);
      const again = await client.verify(body);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(
        'This OTP has already been used. Please request a new one.',
      );
    });

    it('refuses a code after 300 seconds', async () => {
      const { clock } = getApp();
      const { client, panNumber, consentId, otp } = await requested();
      clock.advance(301_000);
      const response = await client.verify({
        consent_id: consentId,
        otp_code: otp,
        pan_number: panNumber,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'OTP_EXPIRED',
        message: 'This OTP has expired. Please request a new one.',
      });
    });

    it('kills the code after 5 wrong tries, even for the right code', async () => {
      const { client, panNumber, consentId, otp, wrong } = await requested();
      const messages: string[] = [];
      const attemptsLeft: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await client.verify({
          consent_id: consentId,
          otp_code: wrong,
          pan_number: panNumber,
        });
        messages.push(response.json().message);
        attemptsLeft.push(response.json().attempts_left);
      }
      expect(attemptsLeft).toEqual([4, 3, 2, 1, 0]);
      expect(messages).toEqual([
        'Incorrect OTP. You have 4 attempts left.',
        'Incorrect OTP. You have 3 attempts left.',
        'Incorrect OTP. You have 2 attempts left.',
        'Incorrect OTP. You have 1 attempt left.',
        'Incorrect OTP. You have no attempts left. Please request a new OTP.',
      ]);
      const right = await client.verify({
        consent_id: consentId,
        otp_code: otp,
        pan_number: panNumber,
      });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({
        success: false,
        error: 'OTP_LOCKED',
        message: 'Too many incorrect attempts. Please request a new OTP.',
        attempts_left: 0,
      });
    });

    it('starts exactly one session when the same code is verified twice at once', async () => {
      const { app } = getApp();
      const { client, panNumber, consentId, otp } = await requested();
      const body = { consent_id: consentId, otp_code: otp, pan_number: panNumber };
      const responses = await Promise.all([client.verify(body), client.verify(body)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
      const sessions = await app.database.db
        .selectFrom('sessions')
        .select('id')
        .where('pan_digest', '=', digest(app.secrets.hmacKey, 'pan', panNumber))
        .execute();
      expect(sessions).toHaveLength(1);
    });

    it('answers a consent of another PAN exactly like a missing one', async () => {
      const { client, consentId, otp } = await requested();
      for (const consent_id of [consentId, unknownId()]) {
        const response = await client.verify({
          consent_id,
          otp_code: otp,
          pan_number: freshPan(),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(
          'We could not find this consent request. Please request a new OTP.',
        );
      }
    });

    it('explains what is wrong with a verification body', async () => {
      const { client, panNumber, consentId } = await requested();
      const cases: [Record<string, unknown>, string][] = [
        [{ consent_id: consentId, pan_number: panNumber }, 'otp_code is required.'],
        [
          { consent_id: consentId, otp_code: '1234567', pan_number: panNumber },
          'otp_code is too long (at most 6 characters).',
        ],
        [
          { consent_id: consentId, otp_code: '12a456', pan_number: panNumber },
          'Please enter a valid 6-digit OTP',
        ],
        [
          { consent_id: consentId, otp_code: '12345', pan_number: panNumber },
          'Please enter a valid 6-digit OTP',
        ],
        [
          { consent_id: consentId, otp_code: '123456', pan_number: panNumber, phone: '1' },
          'Unexpected field: phone.',
        ],
        [
          { consent_id: 'x'.repeat(65), otp_code: '123456', pan_number: panNumber },
          'This link or reference is not one we gave out. Check that it was copied in full, or go back and start again.',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await client.verify(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });

    it('gives a persona a working session', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'overdue');
      const borrower = await verifiedBorrower(app, { panNumber: persona.panNumber });
      expect(borrower).toMatchObject({ panNumber: persona.panNumber, mobile: persona.mobile });
      // The same persona can consent again straight away: a used code holds nothing back.
      await expect(verifiedBorrower(app, { panNumber: persona.panNumber })).resolves.toBeTruthy();
    });
  });
});
