import { randomInt } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { BatchStatusResponse } from '../src/shared/api/batch.js';
import type { DocumentsResponse } from '../src/shared/api/documents.js';
import type { LoansResponse } from '../src/shared/api/loans.js';
import { documentTypesFor } from '../src/shared/documents.js';

/**
 * `npm run loadtest -- --urls http://127.0.0.1:3000,http://127.0.0.1:3001 --journeys 40
 * --concurrency 10`: full borrower journeys against running sandbox servers — bureau consent
 * by OTP, loans, a batch asking each loan for every document it offers (a running loan no no-dues
 * certificate, a repaid one no foreclosure letter) approved by OTP, polling to the end, the
 * document list, every file downloaded, a share link opened — each step sent to the next base
 * URL in turn, so a journey crosses every instance. Prints journeys per minute, p50/p95 per step
 * and the errors; checks each batch made exactly the documents asked for, none twice. Exits 1 on
 * any error. `--journeys 2 --concurrency 2` is the smoke run CI makes. OTPs come from the sandbox
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
/** Any one request: a server that stops answering fails the journey instead of hanging it. */
const REQUEST_TIMEOUT_MS = 60_000;
if (
  !(Number.isInteger(JOURNEYS) && JOURNEYS > 0 && Number.isInteger(CONCURRENCY) && CONCURRENCY > 0)
) {
  throw new Error('--journeys and --concurrency must be whole numbers above 0');
}

const timings = new Map<string, number[]>();
const errors: string[] = [];
let duplicates = 0;
let documentsAsked = 0;
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
  const signal = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const get = (path: string) => (base: string) =>
    fetch(base + path, { headers: headers(false), signal: signal() });
  const post = (path: string, body: object) => (base: string) =>
    fetch(base + path, {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify(body),
      signal: signal(),
    });
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
      // What the web app's Select All asks for: each loan's own documents.
      const asked = loans.map((loan) => ({
        loanId: loan.loanId,
        requestedDocuments: documentTypesFor(loan.accountStatus, loan.loanType).map(
          (documentType) => ({ documentType }),
        ),
      }));
      const expected = asked.reduce((sum, loan) => sum + loan.requestedDocuments.length, 0);
      const { batchId } = await step(
        'create batch',
        post('/api/consent/batch/create', { panNumber, selectedLoans: asked }),
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
      documentsAsked += expected;
      documentsMade += made.length;
      const askedKinds = new Set(
        asked.flatMap((loan) =>
          loan.requestedDocuments.map(({ documentType }) => `${loan.loanId}:${documentType}`),
        ),
      );
      const missing = [...askedKinds].filter((kind) => !kinds.has(kind));
      const unasked = [...kinds].filter((kind) => !askedKinds.has(kind));
      const notReady = made.filter((document) => document.status !== 'ready');
      if (missing.length > 0 || unasked.length > 0 || notReady.length > 0) {
        throw new StepError(
          `batch ${batchId}: ${expected} documents asked, ${made.length} made` +
            (missing.length > 0 ? `; missing ${missing.join(', ')}` : '') +
            (unasked.length > 0 ? `; not asked for ${unasked.join(', ')}` : '') +
            (notReady.length > 0 ? `; ${notReady.length} not ready` : ''),
        );
      }
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
  if (loans.length === 0) throw new StepError('no borrower with a loan in 5 fresh PANs');
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
    documentsAsked,
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
  if (errors.length > 0 || duplicates > 0 || completed !== JOURNEYS) process.exitCode = 1;
}

await main();
