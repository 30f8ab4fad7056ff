import { randomInt } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { BatchStatusResponse } from '../src/shared/api/batch.js';
import type { DocumentsResponse } from '../src/shared/api/documents.js';
import type { LoansResponse } from '../src/shared/api/loans.js';
import { DOCUMENT_TYPES } from '../src/shared/documents.js';

/**
 * `npm run loadtest -- --urls http://127.0.0.1:3000,http://127.0.0.1:3001 --journeys 40
 * --concurrency 10`: full borrower journeys against running sandbox servers — bureau consent
 * by OTP, loans, a batch of every document of every loan approved by OTP, polling to the end,
 * the document list, every file downloaded, a share link opened — each step sent to the next
 * base URL in turn, so a journey crosses every instance. Prints journeys per minute, p50/p95
 * per step and the errors; checks no document was made twice. OTPs come from the sandbox
 * outbox (the number the bureau holds for the PAN). The servers should run with
 * TRUST_PROXY=true: each journey sends its own X-Forwarded-For, as borrowers behind a load
 * balancer would, so per-address limits apply per borrower. Loopback and own test hosts only.
 */

const { values } = parseArgs({
  options: {
    urls: { type: 'string', default: 'http://127.0.0.1:3000' },
    journeys: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const urls = values.urls.split(',').map((url) => url.trim().replace(/\/$/, ''));
for (const url of urls) {
  const host = new URL(url).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host)) {
    throw new Error(`loadtest only targets this machine (loopback), not ${host}`);
  }
}
const JOURNEYS = Number(values.journeys);
const CONCURRENCY = Number(values.concurrency);
const JOURNEY_TIMEOUT_MS = 180_000;

const timings = new Map<string, number[]>();
const errors: string[] = [];
let duplicates = 0;
let documentsMade = 0;
let nextUrl = 0;

class StepError extends Error {}

function letters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

function freshPan(): string {
  return `${letters(3)}P${letters(1)}${String(randomInt(10_000)).padStart(4, '0')}${letters(1)}`;
}

async function step<T>(
  name: string,
  send: (base: string) => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const base = urls[nextUrl++ % urls.length]!;
  const started = performance.now();
  const response = await send(base);
  const result = response.ok
    ? await read(response)
    : await response.text().then((body) => {
        throw new StepError(`${name}: HTTP ${response.status} ${body.slice(0, 200)}`);
      });
  const list = timings.get(name) ?? [];
  list.push(performance.now() - started);
  timings.set(name, list);
  return result;
}

async function journey(): Promise<void> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  let token = '';
  const headers = (json: boolean) => ({
    'x-forwarded-for': address,
    'accept-encoding': 'br, gzip',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const get = (path: string) => (base: string) => fetch(base + path, { headers: headers(false) });
  const post = (path: string, body: object) => (base: string) =>
    fetch(base + path, { method: 'POST', headers: headers(true), body: JSON.stringify(body) });
  const json = <T>(response: Response) => response.json() as Promise<T>;
  const latestOtp = async (name: string, mobile: string) =>
    step(name, get(`/api/sandbox/outbox?phone=${mobile}`), async (response) => {
      const otp = (await json<{ messages: Array<{ otp: string | null }> }>(response)).messages[0]
        ?.otp;
      if (!otp) throw new StepError(`${name}: no OTP in the outbox`);
      return otp;
    });

  // A borrower with at least one loan (the sandbox bureau gives some PANs none).
  let loans: LoansResponse['loans'] = [];
  let panNumber = '';
  for (let attempt = 0; attempt < 5 && loans.length === 0; attempt++) {
    panNumber = freshPan();
    token = '';
    const { mobile } = await step(
      'registered mobile',
      get(`/api/sandbox/registered-mobile?pan=${panNumber}`),
      json<{ mobile: string }>,
    );
    const { consent_id } = await step(
      'request consent',
      post('/api/request-cibil-consent', { pan_number: panNumber, phone_number: mobile }),
      json<{ consent_id: string }>,
    );
    const otp = await latestOtp('consent OTP from outbox', mobile);
    token = (
      await step(
        'verify consent',
        post('/api/verify-cibil-consent', { consent_id, otp_code: otp, pan_number: panNumber }),
        json<{ access_token: string }>,
      )
    ).access_token;
    loans = (await step('loans', get('/api/loans'), json<LoansResponse>)).loans;
    if (loans.length > 0) {
      const { batchId } = await step(
        'create batch',
        post('/api/consent/batch/create', {
          panNumber,
          selectedLoans: loans.map((loan) => ({
            loanId: loan.loanId,
            requestedDocuments: DOCUMENT_TYPES.map((documentType) => ({ documentType })),
          })),
        }),
        json<{ batchId: string }>,
      );
      await step('send batch OTP', post('/api/consent/batch/send-otp', { batchId }), json);
      const batchOtp = await latestOtp('batch OTP from outbox', mobile);
      await step(
        'verify batch OTP',
        post('/api/consent/batch/verify-otp', { batchId, otpCode: batchOtp }),
        json,
      );
      const approvedAt = performance.now();
      for (;;) {
        const status = await step(
          'batch status',
          get(`/api/consent/batch/status/${batchId}`),
          json<BatchStatusResponse>,
        );
        if (status.batch.status !== 'processing') {
          if (status.batch.status === 'failed') throw new StepError('batch failed');
          break;
        }
        if (performance.now() - approvedAt > JOURNEY_TIMEOUT_MS)
          throw new StepError('batch too slow');
        await sleep(500);
      }
      const batchMs = performance.now() - approvedAt;
      timings.set('batch (approved → ended)', [
        ...(timings.get('batch (approved → ended)') ?? []),
        batchMs,
      ]);
      const { documents } = await step('documents', get('/api/documents'), json<DocumentsResponse>);
      const made = documents.filter((document) => document.requestId === batchId);
      const kinds = new Set(made.map((document) => `${document.loanId}:${document.documentType}`));
      duplicates += made.length - kinds.size;
      documentsMade += made.length;
      for (const document of made) {
        if (!document.download_url) continue;
        await step('download', get(document.download_url), async (response) => {
          const bytes = Buffer.from(await response.arrayBuffer());
          if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new StepError('not a PDF');
        });
      }
      const first = made.find((document) => document.download_url);
      if (first) {
        const { fileUrl } = await step(
          'create share link',
          post(`/api/documents/${first.documentId}/share`, {}),
          json<{ fileUrl: string }>,
        );
        token = '';
        await step('open share link', get(fileUrl), (response) => response.arrayBuffer());
      }
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const started = performance.now();
  let started_ = 0;
  let completed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started_ < JOURNEYS) {
        started_++;
        try {
          await journey();
          completed++;
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  const steps = [...timings.entries()].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      step: name,
      count: list.length,
      p50Ms: Math.round(percentile(sorted, 50)),
      p95Ms: Math.round(percentile(sorted, 95)),
    };
  });
  const summary = {
    instances: urls.length,
    journeys: JOURNEYS,
    concurrency: CONCURRENCY,
    completed,
    errors: errors.length,
    journeysPerMinute: Number((completed / minutes).toFixed(1)),
    wallSeconds: Math.round(minutes * 60),
    documentsMade,
    duplicateDocuments: duplicates,
    loadAverage: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  };
  if (values.json) {
    console.log(JSON.stringify({ summary, steps, errors: errors.slice(0, 20) }, null, 2));
  } else {
    console.table([summary]);
    console.table(steps);
    for (const error of errors.slice(0, 20)) console.log(`error: ${error}`);
  }
  if (errors.length > 0 || duplicates > 0) process.exitCode = 1;
}

await main();
