import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deadPort,
  type ReceivedRequest,
  type StandIn,
  startStandIn,
} from '../../../tests/support/stand-in.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { HttpSmsGateway, SmsDeliveryError } from './http-sms-gateway.js';

/** A stand-in SMS provider on a loopback port: records requests, answers as told. */
let standIn: StandIn;
let baseUrl: string;
let received: ReceivedRequest[] = [];
let answer: (response: ServerResponse) => void = (response) => response.writeHead(202).end();

beforeAll(async () => {
  standIn = await startStandIn((response, request) => {
    received.push(request);
    answer(response);
  });
  baseUrl = standIn.baseUrl;
});

afterAll(() => standIn.close());

beforeEach(() => {
  received = [];
  answer = (response) => response.writeHead(202, { 'content-type': 'application/json' }).end('{}');
});

const message = { to: '9876543210', text: '123456 is your Loan Documents OTP.' };

function gateway(timeoutMs = 2000) {
  return new HttpSmsGateway({
    url: `${baseUrl}/v1/messages`,
    token: 'test-token-0123456789',
    timeoutMs,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SmsDeliveryError)) throw new Error(`expected SmsDeliveryError: ${error}`);
  return error;
}

describe('HTTP SMS gateway', () => {
  it('posts the number with +91 and the text as JSON, with the bearer token', async () => {
    await gateway().send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/messages');
    expect(request?.headers.authorization).toBe('Bearer test-token-0123456789');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '+919876543210',
      text: '123456 is your Loan Documents OTP.',
    });
  });

  it('reports a refusal with the status and never the number or the text', async () => {
    answer = (response) => response.writeHead(401).end('{"error":"bad token"}');
    const error = await failureOf(gateway().send(message));
    expect(error.message).toBe('SMS gateway refused the message (HTTP 401)');
    expect(error.message).not.toContain('9876543210');
    expect(error.message).not.toContain('123456');
  });

  it('reports a server error the same way', async () => {
    answer = (response) => response.writeHead(503).end();
    const error = await failureOf(gateway().send(message));
    expect(error.message).toBe('SMS gateway refused the message (HTTP 503)');
  });

  it('gives up after its timeout when the gateway does not answer', async () => {
    answer = () => {}; // never answers
    const error = await failureOf(gateway(200).send(message));
    expect(error.message).toBe('SMS gateway did not answer within 200 ms');
  });

  it('says so when the gateway cannot be reached', async () => {
    const unreachable = new HttpSmsGateway({
      url: `http://127.0.0.1:${await deadPort()}/v1/messages`,
      token: 'test-token-0123456789',
      timeoutMs: 2000,
    });
    const error = await failureOf(unreachable.send(message));
    expect(error.message).toBe('SMS gateway could not be reached');
  });
});

describe('SMS gateway configuration', () => {
  it('keeps texts in the outbox unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.smsGateway).toBe('outbox');
    expect(config.httpSmsGateway).toBeUndefined();
  });

  it('needs a URL and a token for the HTTP gateway', () => {
    expect(() => loadConfig({ SMS_GATEWAY: 'http' })).toThrow(
      /SMS_GATEWAY_URL: missing .*\n {2}SMS_GATEWAY_TOKEN: missing/,
    );
    expect(() =>
      loadConfig({
        SMS_GATEWAY: 'http',
        SMS_GATEWAY_URL: 'not a url',
        SMS_GATEWAY_TOKEN: 'x'.repeat(20),
      }),
    ).toThrow(ConfigError);
    const config = loadConfig({
      SMS_GATEWAY: 'http',
      SMS_GATEWAY_URL: 'https://sms.example.in/v1/messages',
      SMS_GATEWAY_TOKEN: 'x'.repeat(20),
    });
    expect(config.httpSmsGateway).toEqual({
      url: 'https://sms.example.in/v1/messages',
      token: 'x'.repeat(20),
      timeoutMs: 10_000,
    });
  });
});
