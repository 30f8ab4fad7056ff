import { describe, expect, it } from 'vitest';
import { expectNoSecretsInLogs } from '../../../tests/support/logs.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import {
  sandboxOutboxResponse,
  sandboxPersonasResponse,
  sandboxScenarios,
} from '../../shared/api/sandbox.js';
import { digest } from '../crypto/field-encryption.js';
import { LenderUnavailableError } from '../providers/providers.js';
import { sandboxDocumentsHeld } from './documents-held.js';
import { PERSONAS } from './personas.js';
import { SandboxLenderGateway } from './sandbox-lenders.js';

const outbox = (phone: string) => `/api/sandbox/outbox?phone=${encodeURIComponent(phone)}`;

describe('sandbox routes', () => {
  forEachApp(
    (getApp) => {
      it('lists the personas: PAN, name, mobile and one of the agreed scenarios', async () => {
        const response = await getApp().app.inject({ method: 'GET', url: '/api/sandbox/personas' });
        expect(response.statusCode).toBe(200);
        const body = sandboxPersonasResponse.parse(response.json());
        expect(Object.keys(response.json())).toEqual(['personas']);
        expect(body.personas.map((persona) => persona.scenario).sort()).toEqual(
          [...sandboxScenarios].sort(),
        );
        for (const persona of body.personas) {
          expect(Object.keys(persona).sort()).toEqual([
            'holderName',
            'mobile',
            'panNumber',
            'scenario',
          ]);
          expect(persona.panNumber).toMatch(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/);
          expect(persona.mobile).toMatch(/^[6-9]\d{9}$/);
          // The mobile shown is the one the bureau has on record, where OTPs will go.
          await expect(
            getApp().app.providers.bureau.registeredMobiles(persona.panNumber),
          ).resolves.toEqual([persona.mobile]);
          await expect(
            getApp().app.providers.panRegistry.findHolder(persona.panNumber),
          ).resolves.toEqual({
            holderName: persona.holderName,
          });
        }
      });

      it('delivers texts to the outbox, newest first, with the code picked out', async () => {
        const { app } = getApp();
        const phone = '9811400001';
        await app.providers.sms.send({
          to: phone,
          text: '111111 is your OTP. Valid for 5 minutes.',
        });
        await app.providers.sms.send({ to: '9811400002', text: '999999 is someone else’s OTP.' });
        await app.providers.sms.send({ to: phone, text: 'Your documents are ready.' });
        await app.providers.sms.send({ to: phone, text: 'Use OTP 222222 to confirm the batch.' });

        const response = await app.inject({ method: 'GET', url: outbox(phone) });
        expect(response.statusCode).toBe(200);
        const { messages } = sandboxOutboxResponse.parse(response.json());
        expect(messages.map(({ to, text, otp }) => ({ to, text, otp }))).toEqual([
          { to: phone, text: 'Use OTP 222222 to confirm the batch.', otp: '222222' },
          { to: phone, text: 'Your documents are ready.', otp: null },
          { to: phone, text: '111111 is your OTP. Valid for 5 minutes.', otp: '111111' },
        ]);
        for (const message of messages) {
          expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
        }

        const empty = await app.inject({ method: 'GET', url: outbox('9000000000') });
        expect(empty.json()).toEqual({ messages: [] });
      });

      it('stamps texts with the app clock and keeps the latest 20 per phone', async () => {
        const { app, clock } = getApp();
        const phone = '8811400003';
        clock.set('2026-03-01T09:00:00.000Z');
        for (let index = 1; index <= 22; index++) {
          await app.providers.sms.send({
            to: phone,
            text: `Code ${String(index).padStart(6, '0')}`,
          });
        }
        const { messages } = sandboxOutboxResponse.parse(
          (await app.inject({ method: 'GET', url: outbox(phone) })).json(),
        );
        expect(messages).toHaveLength(20);
        expect(messages[0]).toMatchObject({ otp: '000022', createdAt: '2026-03-01T09:00:00.000Z' });
        expect(messages[19]?.otp).toBe('000003');
        const kept = await app.database.db
          .selectFrom('sandbox_outbox')
          .select((query) => query.fn.countAll<number>().as('count'))
          .where('phone_digest', '=', digest(app.secrets.hmacKey, 'mobile', phone))
          .executeTakeFirstOrThrow();
        expect(Number(kept.count)).toBe(20);
      });

      it('stores neither the mobile nor the text in readable form', async () => {
        const { app } = getApp();
        const phone = '7811400004';
        await app.providers.sms.send({ to: phone, text: '654321 is your OTP.' });
        const rows = await app.database.db.selectFrom('sandbox_outbox').selectAll().execute();
        expect(rows.length).toBeGreaterThan(0);
        const stored = JSON.stringify(rows);
        expect(stored).not.toContain(phone);
        expect(stored).not.toContain('654321');
        const read = await app.inject({ method: 'GET', url: outbox(phone) });
        expect(read.json().messages[0].otp).toBe('654321');
        expect(getApp().logs.join('')).toContain('/api/sandbox/outbox');
        expectNoSecretsInLogs(getApp().logs, [phone, '654321']);
      });

      it('describes both routes in the API documentation', async () => {
        const response = await getApp().app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(response.statusCode).toBe(200);
        const paths = Object.keys(response.json().paths);
        expect(paths).toEqual(
          expect.arrayContaining([
            '/api/sandbox/personas',
            '/api/sandbox/outbox',
            '/api/sandbox/registered-mobile',
          ]),
        );
      });

      it('tells testers the number the bureau holds for any PAN: the persona’s, or a stable one', async () => {
        const { app } = getApp();
        const registered = (pan: string) =>
          app.inject({ method: 'GET', url: `/api/sandbox/registered-mobile?pan=${pan}` });
        const persona = PERSONAS[0]!;
        const own = await registered(persona.panNumber.toLowerCase());
        expect(own.statusCode).toBe(200);
        expect(own.json()).toEqual({ panNumber: persona.panNumber, mobile: persona.mobile });
        const first = (await registered('ZZZPZ1234Z')).json();
        expect(first.mobile).toMatch(/^[6-9]\d{9}$/);
        expect((await registered('ZZZPZ1234Z')).json()).toEqual(first);
        await expect(app.providers.bureau.registeredMobiles('ZZZPZ1234Z')).resolves.toEqual([
          first.mobile,
        ]);
        const bad = await registered('ZZZPZ1234');
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe('PAN number must be 10 characters');
      });

      it('refuses a phone that is not a 10-digit Indian mobile', async () => {
        const { app } = getApp();
        for (const url of [
          outbox('12345'),
          outbox('5811400001'),
          outbox('+919811400001'),
          outbox('98114 00001'),
          '/api/sandbox/outbox',
          `${outbox('9811400001')}&extra=1`,
        ]) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(400);
          expect(response.json()).toMatchObject({ success: false });
          expect(response.json().message.length).toBeGreaterThan(10);
        }
        const bad = await app.inject({ method: 'GET', url: outbox('12345') });
        expect(bad.json().message).toBe(
          'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, without +91.',
        );
      });

      it('answers lenders within their configured behaviour; the failing lender always fails', async () => {
        const { app, clock } = getApp();
        // The sandbox lenders behave as configured; the app reaches them over the wire.
        const lenders = app.providers.lenders;
        const gateway = new SandboxLenderGateway(app.config.sandboxLenders);
        expect(gateway.behaviourOf('sbi')).toEqual({
          latencyMs: [0, 5],
          failureRate: 0,
          failFirstCalls: 0,
        });
        expect(gateway.behaviourOf('hdfc-bank')).toEqual({
          latencyMs: [1, 4],
          failureRate: 1,
          failFirstCalls: 0,
        });

        const asOf = clock.now().toISOString().slice(0, 10);
        const failing = PERSONAS.find((persona) => persona.scenario === 'failing-lender')!;
        const report = await app.providers.bureau.fetchReport(failing.panNumber, asOf);
        for (const account of report.accounts) {
          const request = {
            lenderId: account.lenderId,
            panNumber: failing.panNumber,
            loanId: account.loanId,
          };
          if (account.lenderId === failing.failingLenderId) {
            for (let attempt = 0; attempt < 3; attempt++) {
              await expect(lenders.fetchAccount(request, asOf)).rejects.toBeInstanceOf(
                LenderUnavailableError,
              );
            }
          } else {
            // The lender's record is the bureau's account with the documents the lender holds.
            await expect(lenders.fetchAccount(request, asOf)).resolves.toEqual({
              ...account,
              documentsHeld: sandboxDocumentsHeld(account),
            });
          }
        }

        const several = PERSONAS.find((persona) => persona.scenario === 'several-loans')!;
        const atHdfc = (
          await app.providers.bureau.fetchReport(several.panNumber, asOf)
        ).accounts.find((account) => account.lenderId === 'hdfc-bank')!;
        await expect(
          lenders.fetchAccount(
            { lenderId: 'hdfc-bank', panNumber: several.panNumber, loanId: atHdfc.loanId },
            asOf,
          ),
        ).rejects.toBeInstanceOf(LenderUnavailableError);
      });
    },
    {
      env: {
        SANDBOX_LENDER_LATENCY_MS: '0-5',
        SANDBOX_LENDERS: JSON.stringify({ 'hdfc-bank': { latencyMs: [1, 4], failureRate: 1 } }),
      },
    },
  );
});

describe('sandbox routes outside sandbox mode', () => {
  forEachApp(
    (getApp) => {
      it('do not exist', async () => {
        for (const url of [
          '/api/sandbox/personas',
          '/api/sandbox/outbox?phone=9811400001',
          '/api/sandbox/registered-mobile?pan=AQMPS4821K',
        ]) {
          const response = await getApp().app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({
            success: false,
            error: 'NOT_FOUND',
            message: 'Not found.',
          });
        }
      });
    },
    { env: { SANDBOX: 'false' } },
  );
});
