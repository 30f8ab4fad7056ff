import { describe, expect, it } from 'vitest';
import {
  answerSigningString,
  requestSigningString,
  signAnswer,
  signRequest,
  TIMESTAMP_WINDOW_SECONDS,
  verifyAnswer,
  verifyRequest,
} from './signing.js';

const key = { keyId: 'bank-2026', secret: 'shared-secret-0123456789' };
const request = { method: 'POST', path: '/lenders/sbi/v1/accounts/fetch', body: '{"a":1}' };
const now = Date.UTC(2026, 0, 15, 10);
const secretOf = (keyId: string) => (keyId === key.keyId ? key.secret : undefined);

describe('contract signing', () => {
  it('signs METHOD, path, timestamp and the body digest, as the contract README writes it', () => {
    expect(requestSigningString(request, '1768471200')).toBe(
      'POST\n/lenders/sbi/v1/accounts/fetch\n1768471200\n' +
        '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862',
    );
    const headers = signRequest(key, request, now);
    expect(headers).toEqual({
      'x-key-id': 'bank-2026',
      'x-timestamp': '1768471200',
      'x-signature': expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(verifyRequest(headers, request, secretOf, now)).toEqual({ ok: true });
  });

  it('refuses a request that is unsigned, tampered, stale or signed with an unknown key', () => {
    const headers = signRequest(key, request, now);
    expect(verifyRequest({}, request, secretOf, now)).toEqual({ ok: false, problem: 'missing' });
    expect(verifyRequest(headers, { ...request, body: '{"a":2}' }, secretOf, now)).toEqual({
      ok: false,
      problem: 'mismatch',
    });
    expect(
      verifyRequest(
        headers,
        { ...request, path: '/lenders/hdfc-bank/v1/accounts/fetch' },
        secretOf,
        now,
      ).ok,
    ).toBe(false);
    const later = now + (TIMESTAMP_WINDOW_SECONDS + 1) * 1000;
    expect(verifyRequest(headers, request, secretOf, later)).toEqual({
      ok: false,
      problem: 'stale-timestamp',
    });
    expect(verifyRequest({ ...headers, 'x-key-id': 'other' }, request, secretOf, now)).toEqual({
      ok: false,
      problem: 'unknown-key',
    });
  });

  it('binds an answer to its status, body and the very request it answers', () => {
    const requestSignature = signRequest(key, request, now)['x-signature'];
    const answer = {
      status: 200,
      body: '{"loanId":"X"}',
      request: { method: 'POST', path: request.path, signature: requestSignature },
    };
    expect(answerSigningString(answer, '1').split('\n')).toHaveLength(6);
    const headers = new Headers(signAnswer(key, answer, now));
    expect(verifyAnswer(headers, answer, key, now)).toEqual({ ok: true });
    expect(verifyAnswer(headers, { ...answer, status: 404 }, key, now).ok).toBe(false);
    expect(verifyAnswer(headers, { ...answer, body: '{"loanId":"Y"}' }, key, now).ok).toBe(false);
    // An answer replayed to another request does not verify.
    const otherRequest = { ...answer.request, signature: 'another' };
    expect(verifyAnswer(headers, { ...answer, request: otherRequest }, key, now).ok).toBe(false);
    expect(verifyAnswer(headers, answer, { ...key, secret: 'not-the-secret-00000' }, now)).toEqual({
      ok: false,
      problem: 'mismatch',
    });
  });
});
