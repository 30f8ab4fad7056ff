import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deadPort,
  type ReceivedRequest,
  type StandIn,
  startStandIn,
} from '../../../tests/support/stand-in.js';
import type { Language } from '../../shared/languages.js';
import { renderSms } from '../sms/sms-templates.js';
import { CircuitBreaker } from './circuit-breaker.js';
import { FailoverSmsGateway } from './failover-sms-gateway.js';
import { GupshupSmsGateway } from './gupshup-sms-gateway.js';
import { Msg91SmsGateway } from './msg91-sms-gateway.js';
import type { SmsMessage } from './providers.js';
import { SmsDeliveryError } from './sms-delivery.js';
import { SnsSmsGateway } from './sns-sms-gateway.js';

/**
 * Each DLT gateway against a stand-in of its provider on a loopback port that checks the fields
 * the provider requires, and answers as told.
 */
let standIn: StandIn;
let baseUrl: string;
let received: ReceivedRequest[] = [];
let answer: (response: ServerResponse, request: ReceivedRequest) => void;

beforeAll(async () => {
  standIn = await startStandIn((response, request) => {
    received.push(request);
    answer(response, request);
  });
  baseUrl = standIn.baseUrl;
});

afterAll(() => standIn.close());

beforeEach(() => {
  received = [];
});

const context = { host: 'loandocs.in' };
const dlt = {
  entityId: '1101234567890123456',
  senderId: 'LNDOCS',
  templates: {
    'otp-lender-consent.en': {
      templateId: '1107000000000000001',
      text: '',
      providerTemplateId: 'msg91-flow-1',
    },
    'otp-sign-in.hi': { templateId: '1107000000000000002', text: '' },
  },
};
const noWait = { wait: async () => {}, random: () => 0 };

function message(kind: 'otp-lender-consent' | 'otp-sign-in', language: Language): SmsMessage {
  const rendered = renderSms(kind, language, { code: '042917', bank: 'HDFC Bank' }, context);
  return {
    to: '9876543210',
    text: rendered.text,
    template: { key: rendered.key, variables: rendered.variables },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SmsDeliveryError)) throw new Error(`expected SmsDeliveryError: ${error}`);
  return error;
}

function expectNothingPersonal(error: Error) {
  expect(error.message).not.toContain('9876543210');
  expect(error.message).not.toContain('042917');
}

const msg91 = (options: Partial<ConstructorParameters<typeof Msg91SmsGateway>[0]> = {}) =>
  new Msg91SmsGateway({
    baseUrl,
    authKey: 'msg91-auth-key-0123',
    timeoutMs: 2000,
    dlt,
    ...noWait,
    ...options,
  });

const gupshup = (options: Partial<ConstructorParameters<typeof GupshupSmsGateway>[0]> = {}) =>
  new GupshupSmsGateway({
    baseUrl: `${baseUrl}/GatewayAPI/rest`,
    userId: '2000123456',
    password: 'gupshup-pass',
    timeoutMs: 2000,
    dlt,
    ...noWait,
    ...options,
  });

describe('MSG91', () => {
  it('posts the flow with the authkey, the template id and one recipient with its variables', async () => {
    answer = (response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"type":"success","message":"3763646c3058373530393832"}');
    await msg91().send(message('otp-lender-consent', 'en'));
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v5/flow/');
    expect(request?.headers.authkey).toBe('msg91-auth-key-0123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      template_id: 'msg91-flow-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', var1: '042917', var2: 'HDFC Bank', var3: '042917' }],
    });
  });

  it('reports a refusal by its code, never the number or the text', async () => {
    answer = (response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"type":"error","message":"Mobile 919876543210 is blocked","code":"418"}');
    const error = await failureOf(msg91().send(message('otp-lender-consent', 'en')));
    expect(error).toMatchObject({
      provider: 'MSG91',
      failure: 'refused',
      code: '418',
      failover: false,
    });
    expect(error.message).toBe('MSG91 refused the message (HTTP 200, code 418)');
    expectNothingPersonal(error);
  });

  it('retries a 429 (nothing was sent) but never a 500 (something may have been)', async () => {
    let calls = 0;
    answer = (response) =>
      ++calls === 1
        ? response.writeHead(429).end()
        : response.writeHead(200).end('{"type":"success","message":"id"}');
    const retry = { retries: 2, baseDelayMs: 1, maxDelayMs: 1 };
    await msg91({ retry }).send(message('otp-lender-consent', 'en'));
    expect(received).toHaveLength(2);

    received = [];
    answer = (response) => response.writeHead(500).end();
    const error = await failureOf(msg91({ retry }).send(message('otp-lender-consent', 'en')));
    expect(received).toHaveLength(1);
    expect(error).toMatchObject({ failure: 'server', code: '500', failover: true });
  });

  it('does not send a text without a registered template', async () => {
    const error = await failureOf(msg91().send({ to: '9876543210', text: 'hello' }));
    expect(error).toMatchObject({ failure: 'refused', code: 'no-template' });
    expect(received).toHaveLength(0);
  });
});

describe('Gupshup', () => {
  it('posts SendMessage with the DLT entity, template and header, Hindi as Unicode_text', async () => {
    answer = (response) => response.writeHead(200).end('success | 919876543210 | 5004213412347-1');
    const sms = message('otp-sign-in', 'hi');
    await gupshup().send(sms);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/GatewayAPI/rest');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      method: 'SendMessage',
      send_to: '919876543210',
      msg: sms.text,
      msg_type: 'Unicode_text',
      userid: '2000123456',
      password: 'gupshup-pass',
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      mask: 'LNDOCS',
      principalEntityId: '1101234567890123456',
      dltTemplateId: '1107000000000000002',
    });
  });

  it('reads an error line for its code only', async () => {
    answer = (response) =>
      response.writeHead(200).end('error | 105 | The phone number 919876543210 is invalid');
    const error = await failureOf(gupshup().send(message('otp-sign-in', 'hi')));
    expect(error).toMatchObject({ provider: 'Gupshup', failure: 'refused', code: '105' });
    expectNothingPersonal(error);
  });
});

describe('AWS SNS', () => {
  /** The SDK's client at the stand-in, with fixed credentials (it signs the request). */
  const sns = () =>
    new SnsSmsGateway({
      region: 'ap-south-1',
      endpoint: baseUrl,
      timeoutMs: 5000,
      dlt,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'sns-test-secret' },
    });

  it('publishes through the SDK with the DLT attributes and Transactional type', async () => {
    answer = (response) =>
      response
        .writeHead(200, { 'content-type': 'text/xml' })
        .end(
          '<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>94f20ce6-13c5-43a0-9a9e-ca52d816e90b</MessageId></PublishResult><ResponseMetadata><RequestId>f187a3c1-376f-11df-8963-01868b7c937a</RequestId></ResponseMetadata></PublishResponse>',
        );
    const gateway = sns();
    const sms = message('otp-sign-in', 'hi');
    try {
      await gateway.send(sms);
    } finally {
      gateway.close();
    }
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/sns\/aws4_request/,
    );
    const form = Object.fromEntries(new URLSearchParams(request?.body));
    expect(form).toMatchObject({
      Action: 'Publish',
      PhoneNumber: '+919876543210',
      Message: sms.text,
    });
    const attributes: Record<string, string> = {};
    for (let entry = 1; form[`MessageAttributes.entry.${entry}.Name`]; entry++) {
      expect(form[`MessageAttributes.entry.${entry}.Value.DataType`]).toBe('String');
      attributes[form[`MessageAttributes.entry.${entry}.Name`] as string] = form[
        `MessageAttributes.entry.${entry}.Value.StringValue`
      ] as string;
    }
    expect(attributes).toEqual({
      'AWS.SNS.SMS.SMSType': 'Transactional',
      'AWS.SNS.SMS.SenderID': 'LNDOCS',
      'AWS.MM.SMS.EntityId': '1101234567890123456',
      'AWS.MM.SMS.TemplateId': '1107000000000000002',
    });
  });

  it('reports an SNS error by its code', async () => {
    answer = (response) =>
      response
        .writeHead(400, { 'content-type': 'text/xml' })
        .end(
          '<ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber +919876543210</Message></Error><RequestId>r-1</RequestId></ErrorResponse>',
        );
    const gateway = sns();
    const error = await failureOf(gateway.send(message('otp-sign-in', 'hi'))).finally(() =>
      gateway.close(),
    );
    expect(error).toMatchObject({
      provider: 'AWS SNS',
      failure: 'refused',
      code: 'InvalidParameterException',
    });
    expectNothingPersonal(error);
  });
});

describe('failover', () => {
  it('sends through the fallback when the primary is dead, and skips it once its breaker opens', async () => {
    answer = (response) => response.writeHead(200).end('success | 919876543210 | 1');
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 60_000 });
    const primary = msg91({ baseUrl: `http://127.0.0.1:${await deadPort()}`, breaker });
    const failovers: SmsDeliveryError[] = [];
    const gateway = new FailoverSmsGateway(primary, gupshup(), (error) => failovers.push(error));
    for (let sent = 0; sent < 3; sent++) await gateway.send(message('otp-lender-consent', 'en'));
    expect(received).toHaveLength(3);
    expect(received.every((request) => request.url === '/GatewayAPI/rest')).toBe(true);
    expect(failovers.map((error) => error.failure)).toEqual([
      'unreachable',
      'unreachable',
      'circuit-open',
    ]);
    expect(breaker.state).toBe('open');
  });

  it('fails over on a timeout or a 5xx, but not on a refusal', async () => {
    answer = (response, request) => {
      if (request.url === '/api/v5/flow/') return; // the primary never answers
      response.writeHead(200).end('success | 919876543210 | 1');
    };
    await new FailoverSmsGateway(msg91({ timeoutMs: 200 }), gupshup()).send(
      message('otp-lender-consent', 'en'),
    );
    expect(received.map((request) => request.url)).toEqual(['/api/v5/flow/', '/GatewayAPI/rest']);

    received = [];
    answer = (response, request) =>
      request.url === '/api/v5/flow/'
        ? response.writeHead(401).end('{"type":"error","code":"401"}')
        : response.writeHead(200).end('success | 919876543210 | 1');
    const error = await failureOf(
      new FailoverSmsGateway(msg91(), gupshup()).send(message('otp-lender-consent', 'en')),
    );
    expect(error).toMatchObject({ provider: 'MSG91', failure: 'refused' });
    expect(received.map((request) => request.url)).toEqual(['/api/v5/flow/']);
  });
});
