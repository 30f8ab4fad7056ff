import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import {
  batchClient,
  createBody,
  endedBatch,
  RUNNING_LOAN_DOCUMENTS,
} from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  registeredMobile,
  sandboxPersona,
  signedInBorrower,
} from '../../../tests/support/borrower.js';
import { startStandIn } from '../../../tests/support/stand-in.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { LoansResponse } from '../../shared/api/loans.js';
import { registrationJson } from '../sms/dlt-registration.js';
import { matchesTemplate } from '../sms/sms-templates.js';

/**
 * A staging configuration: the sandbox bureau and lenders, SMS through MSG91 — here a stand-in
 * on a loopback port. The borrower signs in, consents and approves a batch with the codes taken
 * from what MSG91 received; the sandbox outbox stays empty.
 */

interface FlowRequest {
  authkey: string | undefined;
  body: { template_id: string; recipients: Array<Record<string, string>> };
}
const flows: FlowRequest[] = [];
/** Mobiles the stand-in refuses, as MSG91 does: HTTP 200, an error quoting the number. */
const refused = new Set<string>();
const standIn = await startStandIn((response, request) => {
  if (request.method !== 'POST' || request.url !== '/api/v5/flow/') {
    response.writeHead(404).end();
    return;
  }
  const flow: FlowRequest = {
    authkey: request.headers.authkey as string | undefined,
    body: JSON.parse(request.body),
  };
  const mobiles = flow.body.recipients[0]?.mobiles ?? '';
  if (refused.has(mobiles)) {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(`{"type":"error","message":"Mobile ${mobiles} is in DND","code":"418"}`);
    return;
  }
  flows.push(flow);
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end('{"type":"success","message":"req-1"}');
});
const msg91Url = standIn.baseUrl;

// The registration an operator makes from `npm run sms:templates`, each template with its id.
const folder = await mkdtemp(path.join(tmpdir(), 'loan-docs-dlt-'));
const templates = registrationJson({ host: 'localhost' });
const flowIds = new Map<string, string>();
for (const [index, [key, entry]] of Object.entries(templates).entries()) {
  entry.templateId = `110700000000000${String(index).padStart(4, '0')}`;
  entry.providerTemplateId = `flow-${index}`;
  flowIds.set(entry.providerTemplateId, key);
}
const templatesFile = path.join(folder, 'dlt-templates.json');
await writeFile(templatesFile, JSON.stringify(templates));

afterAll(async () => {
  await standIn.close();
  await rm(folder, { recursive: true, force: true });
});

/** The newest code MSG91 was asked to text this mobile, checked against its template. */
function codeSentTo(mobile: string, expectedKey: string): string {
  const flow = flows.findLast((sent) => sent.body.recipients[0]?.mobiles === `91${mobile}`);
  if (!flow) throw new Error('MSG91 received nothing for this mobile');
  expect(flow.authkey).toBe('msg91-auth-key-0123');
  expect(flowIds.get(flow.body.template_id)).toBe(expectedKey);
  const { var1: code, ...rest } = flow.body.recipients[0] ?? {};
  // The code fills the first slot and the WebOTP line's.
  const slots = Object.keys(rest).filter((name) => name.startsWith('var'));
  expect(rest[`var${slots.length + 1}`]).toBe(code);
  const text = (templates[expectedKey]?.text ?? '').replace(/\{#var#\}/g, () => code ?? '');
  expect(matchesTemplate(templates[expectedKey]?.text ?? '', text)).toBe(true);
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

async function outboxIsEmpty(app: FastifyInstance, mobile: string) {
  const outbox = await app.inject({ method: 'GET', url: `/api/sandbox/outbox?phone=${mobile}` });
  expect(outbox.json().messages).toEqual([]);
}

forEachApp(
  (getApp) => {
    it('signs in with the code MSG91 received', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const token = await signedInBorrower(app, persona.panNumber, (mobile) =>
        codeSentTo(mobile, 'otp-sign-in.en'),
      );
      expect(token).toEqual(expect.any(String));
      await outboxIsEmpty(app, persona.mobile);
    });

    it('consents (in Hindi) and approves a batch with the codes MSG91 received', async () => {
      const { app, logs } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const mobile = await registeredMobile(app, persona.panNumber);
      const remoteAddress = borrowerAddress();
      const hindi = { 'accept-language': 'hi' };
      const requested = await app.inject({
        method: 'POST',
        url: '/api/request-cibil-consent',
        remoteAddress,
        headers: hindi,
        payload: { pan_number: persona.panNumber, phone_number: mobile },
      });
      expect(requested.statusCode).toBe(200);
      const consented = await app.inject({
        method: 'POST',
        url: '/api/verify-cibil-consent',
        remoteAddress,
        payload: {
          consent_id: requested.json().consent_id,
          otp_code: codeSentTo(mobile, 'otp-bureau-consent.hi'),
          pan_number: persona.panNumber,
        },
      });
      expect(consented.statusCode).toBe(200);
      const accessToken = consented.json().access_token as string;
      const loans = await app.inject({
        method: 'GET',
        url: '/api/loans',
        headers: bearer(accessToken),
      });
      const borrower = {
        accessToken,
        panNumber: persona.panNumber,
        mobile,
        consentId: requested.json().consent_id,
        loans: loans.json<LoansResponse>().loans.slice(0, 2),
        remoteAddress,
      };
      const client = batchClient(app, borrower);
      const created = await client.create(createBody(borrower, RUNNING_LOAN_DOCUMENTS.slice(0, 1)));
      expect(created.statusCode).toBe(200);
      const batchId = created.json().batchId as string;
      expect((await client.sendOtp(batchId)).statusCode).toBe(200);
      const verified = await client.verifyOtp(batchId, codeSentTo(mobile, 'otp-batch-consent.en'));
      expect(verified.statusCode).toBe(200);
      const ended = await endedBatch(app, borrower, batchId);
      expect(ended.batch.status).toBe('completed');
      await outboxIsEmpty(app, mobile);
      // Whatever went to MSG91, the logs carry neither the number nor a code.
      expect(logs.join('')).not.toContain(mobile);
    });

    it('logs a refusal by MSG91 with its code, never the number or the text', async () => {
      const { app, logs } = getApp();
      const persona = await sandboxPersona(app, 'overdue');
      refused.add(`91${persona.mobile}`);
      const requested = await app.inject({
        method: 'POST',
        url: '/api/sign-in/request-otp',
        remoteAddress: borrowerAddress(),
        payload: { pan_number: persona.panNumber },
      });
      refused.delete(`91${persona.mobile}`);
      expect(requested.statusCode).toBe(502);
      expect(requested.json().error).toBe('SMS_NOT_SENT');
      const line = logs.find((entry) => entry.includes('OTP SMS not sent'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        provider: 'MSG91',
        failure: 'refused',
        code: '418',
      });
      expect(logs.join('')).not.toContain(persona.mobile);
      expect(logs.join('')).not.toContain('is your Loan Documents OTP');
    });
  },
  {
    env: {
      SMS_GATEWAY: 'msg91',
      MSG91_BASE_URL: msg91Url,
      MSG91_AUTH_KEY: 'msg91-auth-key-0123',
      SMS_DLT_ENTITY_ID: '1101234567890123456',
      SMS_SENDER_ID: 'LNDOCS',
      SMS_DLT_TEMPLATES: templatesFile,
    },
  },
);
