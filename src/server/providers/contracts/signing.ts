import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request and answer signing of every outside-world contract (docs/contracts/README.md).
 * HMAC-SHA256 under a secret both parties hold, named by a key id. A request is signed over
 * its method, path, timestamp and body; an answer over its status, the request it answers (its
 * method, path and signature), its own timestamp and body — so a forged, tampered or replayed
 * answer is refused.
 */

export const SIGNATURE_HEADERS = {
  keyId: 'x-key-id',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer repeated from an earlier request with the same idempotency key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** A signature more than this far from the receiver's clock is refused (replays, skew). */
export const TIMESTAMP_WINDOW_SECONDS = 300;

// A type, not an interface: it then fits any header record.
export type SignedHeaders = {
  'x-key-id': string;
  'x-timestamp': string;
  'x-signature': string;
};

export interface RequestToSign {
  method: string;
  /** The URL's path as sent, without the query string, e.g. /lenders/sbi/v1/accounts/fetch */
  path: string;
  body: string;
}

export interface AnswerToSign {
  status: number;
  body: string;
  /** The request this answers. */
  request: { method: string; path: string; signature: string };
}

export function bodyDigest(body: string | Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

export function requestSigningString(request: RequestToSign, timestamp: string): string {
  return [request.method.toUpperCase(), request.path, timestamp, bodyDigest(request.body)].join(
    '\n',
  );
}

export function answerSigningString(answer: AnswerToSign, timestamp: string): string {
  return [
    String(answer.status),
    answer.request.method.toUpperCase(),
    answer.request.path,
    answer.request.signature,
    timestamp,
    bodyDigest(answer.body),
  ].join('\n');
}

export function hmacSignature(secret: string, signingString: string): string {
  return createHmac('sha256', secret).update(signingString).digest('base64url');
}

/** Seconds since the epoch as the contract writes them. */
export function unixTimestamp(now: number = Date.now()): string {
  return String(Math.floor(now / 1000));
}

type SigningKey = { keyId: string; secret: string };

/** The three headers of a signed message whose signing string is made for its timestamp. */
function signedHeaders(
  key: SigningKey,
  signingString: (timestamp: string) => string,
  now: number,
): SignedHeaders {
  const timestamp = unixTimestamp(now);
  return {
    'x-key-id': key.keyId,
    'x-timestamp': timestamp,
    'x-signature': hmacSignature(key.secret, signingString(timestamp)),
  };
}

export function signRequest(key: SigningKey, request: RequestToSign, now = Date.now()) {
  return signedHeaders(key, (timestamp) => requestSigningString(request, timestamp), now);
}

export function signAnswer(key: SigningKey, answer: AnswerToSign, now = Date.now()) {
  return signedHeaders(key, (timestamp) => answerSigningString(answer, timestamp), now);
}

/** Why a signature was refused; stable words for logs and the conformance report. */
export type SignatureProblem = 'missing' | 'unknown-key' | 'stale-timestamp' | 'mismatch';

export type SignatureCheck = { ok: true } | { ok: false; problem: SignatureProblem };

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key id, timestamp and signature of a request or answer, if all three are there. */
export function signatureOf(
  headers: HeaderBag,
): { keyId: string; timestamp: string; signature: string } | undefined {
  const keyId = header(headers, SIGNATURE_HEADERS.keyId);
  const timestamp = header(headers, SIGNATURE_HEADERS.timestamp);
  const signature = header(headers, SIGNATURE_HEADERS.signature);
  return keyId && timestamp && signature ? { keyId, timestamp, signature } : undefined;
}

function checkSigned(
  headers: HeaderBag,
  secretOf: (keyId: string) => string | undefined,
  signingString: (timestamp: string) => string,
  now: number,
): SignatureCheck {
  const signed = signatureOf(headers);
  if (!signed) return { ok: false, problem: 'missing' };
  const secret = secretOf(signed.keyId);
  if (secret === undefined) return { ok: false, problem: 'unknown-key' };
  if (!/^\d{1,12}$/.test(signed.timestamp)) return { ok: false, problem: 'stale-timestamp' };
  const skew = Math.abs(Number(signed.timestamp) - Math.floor(now / 1000));
  if (skew > TIMESTAMP_WINDOW_SECONDS) return { ok: false, problem: 'stale-timestamp' };
  const expected = Buffer.from(hmacSignature(secret, signingString(signed.timestamp)));
  const given = Buffer.from(signed.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, problem: 'mismatch' };
  }
  return { ok: true };
}

export function verifyRequest(
  headers: HeaderBag,
  request: RequestToSign,
  secretOf: (keyId: string) => string | undefined,
  now = Date.now(),
): SignatureCheck {
  return checkSigned(
    headers,
    secretOf,
    (timestamp) => requestSigningString(request, timestamp),
    now,
  );
}

/** Checks an answer against the key the request was signed with (the same party answers). */
export function verifyAnswer(
  headers: HeaderBag,
  answer: AnswerToSign,
  key: { keyId: string; secret: string },
  now = Date.now(),
): SignatureCheck {
  return checkSigned(
    headers,
    (keyId) => (keyId === key.keyId ? key.secret : undefined),
    (timestamp) => answerSigningString(answer, timestamp),
    now,
  );
}
