import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../platform/clock.js';
import {
  DigiLockerClient,
  DigiLockerError,
  pkcePair,
  uploadHmac,
} from '../providers/digilocker-client.js';
import { sandboxDigiLocker } from './sandbox-digilocker.js';

/**
 * The DigiLocker client against the sandbox DigiLocker over HTTP on a loopback port: allow,
 * token (PKCE), upload (HMAC), listing — and what DigiLocker refuses.
 */

const clock = new FakeClock('2026-11-27T10:00:00.000Z');
const clientSecret = 'digilocker-client-secret-0123456789';
const redirectUri = 'https://loandocs.in/api/digilocker/callback';
const pdf = Buffer.from('%PDF-1.7\n% a signed document\n%%EOF\n');
let sandbox: FastifyInstance;
let client: DigiLockerClient;
let baseUrl: string;

beforeAll(async () => {
  sandbox = Fastify();
  await sandbox.register(sandboxDigiLocker, {
    prefix: '/digilocker',
    clientId: 'LD0001',
    clientSecret,
    clock,
    tokenTtlSeconds: 600,
  });
  baseUrl = `${await sandbox.listen({ host: '127.0.0.1', port: 0 })}/digilocker`;
  client = new DigiLockerClient({
    baseUrl,
    clientId: 'LD0001',
    clientSecret,
    redirectUri,
    timeoutMs: 5000,
  });
});

afterAll(async () => {
  await sandbox.close();
});

/** The borrower's browser on the allow page: the Allow link, followed to our redirect URI. */
async function allow(state: string, challenge: string): Promise<URL> {
  const page = await fetch(client.authorizeUrl(state, challenge));
  expect(page.status).toBe(200);
  const html = await page.text();
  const href = /id="allow" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&');
  if (!href) throw new Error('no Allow link');
  return new URL(href);
}

async function refusal(promise: Promise<unknown>): Promise<DigiLockerError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DigiLockerError)) throw new Error(`expected DigiLockerError: ${error}`);
  return error;
}

describe('the sandbox DigiLocker with the partner client', () => {
  it('allows, gives a token for the PKCE verifier, takes a PDF and lists it in its folder', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await allow('state-1', challenge);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    const token = await client.exchangeCode(
      back.searchParams.get('code') ?? '',
      verifier,
      clock.now(),
    );
    expect(token.expiresAt.toISOString()).toBe('2026-11-27T10:10:00.000Z');
    await client.upload(
      token.accessToken,
      '/loan-documents/hdfc-bank/HDFC_Bank_Statement.pdf',
      pdf,
    );
    expect(await client.files(token.accessToken)).toEqual([
      expect.objectContaining({
        name: 'HDFC_Bank_Statement.pdf',
        parent: '/loan-documents/hdfc-bank/',
        size: pdf.length,
      }),
    ]);
  });

  it('refuses a code without its verifier, and a code used twice', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await allow('state-2', challenge)).searchParams.get('code') ?? '';
    expect((await refusal(client.exchangeCode(code, pkcePair().verifier, clock.now()))).code).toBe(
      'invalid_grant',
    );
    expect((await refusal(client.exchangeCode(code, verifier, clock.now()))).code).toBe(
      'invalid_grant',
    );
  });

  it('refuses an upload whose HMAC is not of the file under the client secret', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await allow('state-3', challenge)).searchParams.get('code') ?? '';
    const token = await client.exchangeCode(code, verifier, clock.now());
    const response = await fetch(`${baseUrl}/oauth2/1/file/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token.accessToken}`,
        'content-type': 'application/pdf',
        path: '/loan-documents/x/a.pdf',
        hmac: uploadHmac(pdf, 'another-secret'),
      },
      body: pdf,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'hmac_mismatch',
      error_description: 'HMAC does not match',
    });
    const wrongSecret = new DigiLockerClient({
      baseUrl,
      clientId: 'LD0001',
      clientSecret: 'another-secret',
      redirectUri,
      timeoutMs: 5000,
    });
    const error = await refusal(
      wrongSecret.upload(token.accessToken, '/loan-documents/x/a.pdf', pdf),
    );
    expect(error).toMatchObject({ failure: 'refused', code: 'hmac_mismatch' });
    expect(error.message).not.toContain(token.accessToken);
  });

  it('says an expired token needs the borrower to allow it again', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await allow('state-4', challenge)).searchParams.get('code') ?? '';
    const token = await client.exchangeCode(code, verifier, clock.now());
    clock.advance(601_000);
    const error = await refusal(client.upload(token.accessToken, '/loan-documents/x/a.pdf', pdf));
    expect(error).toMatchObject({ failure: 'authorisation-expired', code: 'invalid_token' });
  });
});
