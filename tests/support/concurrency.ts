import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../src/server/db/tables.js';
import type { BatchStatusResponse } from '../../src/shared/api/batch.js';
import type { Loan } from '../../src/shared/api/loans.js';
import type { DocumentType } from '../../src/shared/documents.js';
import { freshPan } from './borrower.js';

/**
 * The concurrency kit. The same API is reached in one process (Fastify's inject, on the embedded
 * database, whose queries run one at a time) or over HTTP on several server processes sharing one
 * PostgreSQL, where simultaneous requests really race. A burst fires N requests at once, spread
 * over the instances and each from an address of its own (per-address limits stay out of the
 * way); a test then asserts the invariant of a single-use or limited operation from the answers
 * and from what the database holds.
 */

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** The session, as an API client holds it. */
  token?: string;
  /** The client's address: X-Forwarded-For over HTTP (TRUST_PROXY=true), remoteAddress in process. */
  address?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of every route, read by each test its way.
  body: any;
}

/** One instance of the app. */
export type Instance = (request: ApiRequest) => Promise<ApiAnswer>;

export interface Deployment {
  /** Every instance; a burst spreads its requests over them in turn. */
  instances: Instance[];
  /** The database they share, to assert what was written. */
  db: Kysely<Tables>;
  /** Their HMAC key, to find a borrower's rows by PAN digest. */
  hmacKey: Buffer;
}

function headersOf(request: ApiRequest): Record<string, string> {
  return {
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    ...request.headers,
  };
}

function parsed(text: string): ApiAnswer['body'] {
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

export function inProcess(app: FastifyInstance): Instance {
  return async (request) => {
    const answer = await app.inject({
      method: request.method,
      url: request.url,
      headers: headersOf(request),
      remoteAddress: request.address ?? anAddress(),
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });
    return { status: answer.statusCode, body: parsed(answer.body) };
  };
}

export function overHttp(baseUrl: string): Instance {
  return async (request) => {
    const answer = await fetch(baseUrl + request.url, {
      method: request.method,
      headers: { ...headersOf(request), 'x-forwarded-for': request.address ?? anAddress() },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    return { status: answer.status, body: parsed(await answer.text()) };
  };
}

/** A client address nobody else in the run uses (almost surely). */
export function anAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Fires `count` requests at once — all started before any is answered — the i-th on instance
 * i mod n, each from an address of its own unless it names one.
 */
export function burst(
  deployment: Deployment,
  count: number,
  request: (index: number) => ApiRequest,
): Promise<ApiAnswer[]> {
  const { instances } = deployment;
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const call = instances[index % instances.length]!;
      const made = request(index);
      return call({ address: anAddress(), ...made });
    }),
  );
}

/** How many answers of each kind: 'OK' for a 2xx, else the error code (or the status). */
export function tally(answers: readonly ApiAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const kind = answer.status < 300 ? 'OK' : String(answer.body?.error ?? `HTTP ${answer.status}`);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** The answer's body, or a thrown error naming the call when it is not a 2xx. */
export async function ok(instance: Instance, request: ApiRequest): Promise<ApiAnswer['body']> {
  const answer = await instance(request);
  if (answer.status >= 300) {
    throw new Error(
      `${request.method} ${request.url}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body;
}

/** The mobile the sandbox bureau holds for a PAN. */
export async function mobileOf(instance: Instance, panNumber: string): Promise<string> {
  return (
    await ok(instance, { method: 'GET', url: `/api/sandbox/registered-mobile?pan=${panNumber}` })
  ).mobile;
}

/** The newest OTP the sandbox texted to a mobile. */
export async function latestOtp(instance: Instance, mobile: string): Promise<string> {
  const outbox = await ok(instance, { method: 'GET', url: `/api/sandbox/outbox?phone=${mobile}` });
  const otp = outbox.messages[0]?.otp;
  if (!otp) throw new Error('no OTP in the outbox');
  return otp;
}

/** How many texts the sandbox holds for a mobile (it keeps the latest 20). */
export async function textsTo(instance: Instance, mobile: string): Promise<number> {
  return (await ok(instance, { method: 'GET', url: `/api/sandbox/outbox?phone=${mobile}` }))
    .messages.length;
}

export interface ConsentedBorrower {
  panNumber: string;
  mobile: string;
  token: string;
  consentId: string;
  loans: Loan[];
}

/**
 * A borrower who consented (OTP asked on the first instance, verified on the last) and has at
 * least one loan; a fresh PAN unless one is given.
 */
export async function consentedBorrower(
  deployment: Deployment,
  panNumber?: string,
): Promise<ConsentedBorrower> {
  const first = deployment.instances[0]!;
  const last = deployment.instances[deployment.instances.length - 1]!;
  for (;;) {
    const pan = panNumber ?? freshPan();
    const address = anAddress();
    const mobile = await mobileOf(first, pan);
    const requested = await ok(first, {
      method: 'POST',
      url: '/api/request-cibil-consent',
      address,
      body: { pan_number: pan, phone_number: mobile },
    });
    const verified = await ok(last, {
      method: 'POST',
      url: '/api/verify-cibil-consent',
      address,
      body: {
        consent_id: requested.consent_id,
        otp_code: await latestOtp(first, mobile),
        pan_number: pan,
      },
    });
    const token: string = verified.access_token;
    const { loans } = await ok(first, { method: 'GET', url: '/api/loans', token });
    if (loans.length > 0 || panNumber) {
      return { panNumber: pan, mobile, token, consentId: requested.consent_id, loans };
    }
  }
}

/** A batch of these loans' documents, created and its OTP sent; returns its id. */
export async function batchAwaitingOtp(
  deployment: Deployment,
  who: ConsentedBorrower,
  loans: readonly Loan[],
  documentTypes: readonly DocumentType[],
): Promise<string> {
  const first = deployment.instances[0]!;
  const { batchId } = await ok(first, {
    method: 'POST',
    url: '/api/consent/batch/create',
    token: who.token,
    body: {
      panNumber: who.panNumber,
      selectedLoans: loans.map((loan) => ({
        loanId: loan.loanId,
        requestedDocuments: documentTypes.map((documentType) => ({ documentType })),
      })),
    },
  });
  await ok(first, {
    method: 'POST',
    url: '/api/consent/batch/send-otp',
    token: who.token,
    body: { batchId },
  });
  return batchId;
}

/** The batch's status once it has stopped processing. */
export async function endedBatch(
  deployment: Deployment,
  who: ConsentedBorrower,
  batchId: string,
): Promise<BatchStatusResponse> {
  const instance = deployment.instances[deployment.instances.length - 1]!;
  for (let polls = 0; polls < 1200; polls++) {
    const status: BatchStatusResponse = await ok(instance, {
      method: 'GET',
      url: `/api/consent/batch/status/${batchId}`,
      token: who.token,
    });
    if (status.batch.status !== 'processing' && status.batch.status !== 'pending') return status;
    await sleep(100);
  }
  throw new Error(`batch ${batchId} did not end`);
}

/** How many audit events of this kind the database holds for this batch, consent or borrower. */
export async function auditCount(
  db: Kysely<Tables>,
  kind: string,
  where: { panDigest?: string; detail?: Record<string, string> },
): Promise<number> {
  let query = db.selectFrom('audit_events').select('detail').where('kind', '=', kind);
  if (where.panDigest) query = query.where('pan_digest', '=', where.panDigest);
  const rows = await query.execute();
  return rows.filter((row) =>
    Object.entries(where.detail ?? {}).every(
      ([key, value]) => (row.detail as Record<string, unknown>)[key] === value,
    ),
  ).length;
}
