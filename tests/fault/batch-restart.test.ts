import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { type DatabaseLocation, openDatabase } from '../../src/server/db/database.js';
import { extractPdfText } from '../../src/server/pdf/testing/pdf-text.js';
import { DatabaseBlobStore } from '../../src/server/storage/database-blob-store.js';
import { DocumentVault } from '../../src/server/storage/document-vault.js';
import { LocalBlobStore } from '../../src/server/storage/local-blob-store.js';
import type { BatchStatusResponse } from '../../src/shared/api/batch.js';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import type {
  SandboxOutboxResponse,
  SandboxPersonasResponse,
} from '../../src/shared/api/sandbox.js';
import { RUNNING_LOAN_DOCUMENTS } from '../support/batch-journey.js';
import { createTestDatabase, type DatabaseKind, databaseKinds } from '../support/databases.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

/**
 * A batch survives its server being killed mid-way: the real server runs as a child process,
 * is SIGKILLed while banks are still being fetched, and a new process on the same data
 * finishes the batch — every requested document exactly once, every file readable.
 */

const JOB_TIMEOUT_SECONDS = 5;

class HttpClient {
  accessToken = '';
  constructor(readonly baseUrl: string) {}

  async call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
    const response = await fetch(this.baseUrl + url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json()) as T;
    if (!response.ok)
      throw new Error(`${method} ${url}: HTTP ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  async latestOtp(mobile: string): Promise<string> {
    const outbox = await this.call<SandboxOutboxResponse>(
      'GET',
      `/api/sandbox/outbox?phone=${mobile}`,
    );
    const otp = outbox.messages[0]?.otp;
    if (!otp) throw new Error('no OTP in the outbox');
    return otp;
  }
}

/** Polls the batch status until `done` says so; fails after a bound so the test always ends. */
async function pollStatus(
  client: HttpClient,
  batchId: string,
  done: (status: BatchStatusResponse) => boolean,
  timeoutMs: number,
): Promise<BatchStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  let last: BatchStatusResponse | undefined;
  while (Date.now() < deadline) {
    last = await client.call<BatchStatusResponse>('GET', `/api/consent/batch/status/${batchId}`);
    if (done(last)) return last;
    await sleep(100);
  }
  throw new Error(`batch did not reach the state in time; last: ${JSON.stringify(last)}`);
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server as deployed (compiled once for both databases), not its sources through tsx. */
const outDir = path.join(repositoryRoot, 'dist', `test-restart-${process.pid}`);
const compiledMain = path.join(outDir, 'main.js');

beforeAll(async () => {
  await buildServer(outDir, { seed: false });
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe.each(databaseKinds())('a batch on the %s database', (kind: DatabaseKind) => {
  const children: ServerProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  afterEach(async () => {
    for (const child of children.splice(0)) await child.kill();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('completes after its server is killed mid-way, each document exactly once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-fault-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await createTestDatabase(kind);
    cleanups.push(database.drop);
    const masterKey = randomBytes(32);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      MASTER_KEY: masterKey.toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      OCR_WARM: 'false',
      BATCH_JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
      // Every bank takes 1.5–3 s, but HDFC answers at once: the kill comes after its documents
      // are made and before the others' are.
      SANDBOX_LENDER_LATENCY_MS: '1500-3000',
      SANDBOX_LENDERS: JSON.stringify({ 'hdfc-bank': { latencyMs: [20, 60] } }),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };

    const first = await startServerProcess(env, { compiledMain });
    children.push(first);
    const client = new HttpClient(first.baseUrl);
    const { personas } = await client.call<SandboxPersonasResponse>('GET', '/api/sandbox/personas');
    const persona = personas.find((entry) => entry.scenario === 'several-loans')!;
    const consent = await client.call<{ consent_id: string }>(
      'POST',
      '/api/request-cibil-consent',
      {
        pan_number: persona.panNumber,
        phone_number: persona.mobile,
      },
    );
    const verified = await client.call<{ access_token: string }>(
      'POST',
      '/api/verify-cibil-consent',
      {
        consent_id: consent.consent_id,
        otp_code: await client.latestOtp(persona.mobile),
        pan_number: persona.panNumber,
      },
    );
    client.accessToken = verified.access_token;
    const { loans } = await client.call<LoansResponse>('GET', '/api/loans');
    expect(loans.some((loan) => loan.bankName === 'HDFC Bank')).toBe(true);
    const { batchId } = await client.call<{ batchId: string }>(
      'POST',
      '/api/consent/batch/create',
      {
        panNumber: persona.panNumber,
        selectedLoans: loans.map((loan) => ({
          loanId: loan.loanId,
          requestedDocuments: RUNNING_LOAN_DOCUMENTS.map((documentType) => ({ documentType })),
        })),
      },
    );
    await client.call('POST', '/api/consent/batch/send-otp', { batchId });
    await client.call('POST', '/api/consent/batch/verify-otp', {
      batchId,
      otpCode: await client.latestOtp(persona.mobile),
    });
    const requested = loans.length * RUNNING_LOAN_DOCUMENTS.length;

    const midWay = await pollStatus(
      client,
      batchId,
      (status) => status.batch.documentsGenerated > 0,
      30_000,
    );
    await first.kill();
    expect(midWay.batch.status).toBe('processing');
    expect(midWay.batch.documentsGenerated).toBeLessThan(requested);

    const second = await startServerProcess(env, { compiledMain });
    children.push(second);
    client.accessToken = verified.access_token;
    const recovered = new HttpClient(second.baseUrl);
    recovered.accessToken = verified.access_token;
    const ended = await pollStatus(
      recovered,
      batchId,
      (status) => status.batch.status !== 'processing',
      120_000,
    );
    expect(ended.batch).toMatchObject({
      status: 'completed',
      currentStage: 'COMPLETED',
      progress: 100,
      documentsRequested: requested,
      documentsGenerated: requested,
      failedBanks: [],
    });
    for (const bank of ended.bankProcessingStatus) {
      expect(bank.status).toBe('completed');
      expect(bank.documentsGenerated).toBe(bank.documentsRequested);
    }
    await second.stop();

    // Read the rows and files as they are on disk once the server has stopped.
    const location: DatabaseLocation =
      database.location.kind === 'memory' ? { kind: 'embedded', dataDir } : database.location;
    const db = await openDatabase(location);
    try {
      const documents = await db.db
        .selectFrom('documents')
        .select(['id', 'loan_id', 'document_type', 'status', 'blob_key', 'file_size'])
        .where('request_id', '=', batchId)
        .execute();
      expect(documents).toHaveLength(requested);
      expect(new Set(documents.map((row) => `${row.loan_id}:${row.document_type}`)).size).toBe(
        requested,
      );
      // The default store: a folder beside the embedded database, PostgreSQL beside a server.
      const store =
        kind === 'embedded'
          ? new LocalBlobStore(path.join(dataDir, 'blobs'))
          : new DatabaseBlobStore(db.db);
      const vault = new DocumentVault(store, masterKey);
      for (const document of documents) {
        expect(document.status).toBe('ready');
        const pdf = await vault.load(document.blob_key!);
        expect(pdf?.length).toBe(document.file_size);
        const text = await extractPdfText(pdf!);
        expect(text.text).toContain(`Document ID ${document.id}`);
      }
      // The banks the kill interrupted were really retried by the new process.
      const banks = await db.db
        .selectFrom('batch_banks')
        .select(['lender_id', 'attempts'])
        .where('batch_id', '=', batchId)
        .execute();
      expect(banks.filter((bank) => bank.attempts >= 2).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 240_000);
});
