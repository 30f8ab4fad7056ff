import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { openDatabase } from '../../src/server/db/database.js';
import type { BatchStatusResponse } from '../../src/shared/api/batch.js';
import type { DocumentsResponse } from '../../src/shared/api/documents.js';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import { RUNNING_LOAN_DOCUMENTS } from '../support/batch-journey.js';
import { freshPan } from '../support/borrower.js';
import { createTestDatabase } from '../support/databases.js';
import { postgresFor } from '../support/skips.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

/**
 * Several instances on one PostgreSQL, as the compiled server (`npm run build`) runs them:
 * two processes, A and B, on the same database. What one instance did holds on the other — a
 * limit reached, a share link made, a download signed — and a batch approved on A finishes
 * after A is killed mid-way, each document exactly once.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = postgresFor('two instances on one PostgreSQL');

class Client {
  token = '';
  constructor(
    readonly name: string,
    readonly baseUrl: string,
    private readonly address: string,
  ) {}

  async raw(method: 'GET' | 'POST', url: string, body?: object): Promise<Response> {
    return fetch(this.baseUrl + url, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  async call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
    const response = await this.raw(method, url, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${this.name} ${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async latestOtp(mobile: string): Promise<string> {
    const outbox = await this.call<{ messages: Array<{ otp: string | null }> }>(
      'GET',
      `/api/sandbox/outbox?phone=${mobile}`,
    );
    const otp = outbox.messages[0]?.otp;
    if (!otp) throw new Error('no OTP in the outbox');
    return otp;
  }
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const outDir = path.join(repositoryRoot, 'dist', `test-server-${process.pid}`);
  const processes: ServerProcess[] = [];
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => {};
  let env: Record<string, string> = {};
  let a: ServerProcess;
  let b: ServerProcess;
  const address = `10.9.${Math.floor(Math.random() * 250)}.7`;

  const start = async () => {
    const started = await startServerProcess(env, {
      compiledMain: path.join(outDir, 'main.js'),
    });
    processes.push(started);
    return started;
  };

  beforeAll(async () => {
    await buildServer(outDir, { seed: false });
    const database = await createTestDatabase('postgres');
    databaseUrl = database.url!;
    drop = database.drop;
    env = {
      DATABASE_URL: databaseUrl,
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      OCR_WARM: 'false',
      TRUST_PROXY: 'true',
      BATCH_JOB_TIMEOUT_SECONDS: '5',
      SANDBOX_LENDER_LATENCY_MS: '1500-3000',
      DOCUMENT_RETENTION_SCHEDULE: 'off',
      FILE_RECONCILE_SCHEDULE: 'off',
    };
    a = await start();
    b = await start();
  }, 180_000);

  afterAll(async () => {
    for (const running of processes.splice(0)) await running.kill();
    await drop();
    await rm(outDir, { recursive: true, force: true });
  });

  /** A consented borrower with loans, through A for the consent and B for the OTP. */
  async function borrower(): Promise<{
    onA: Client;
    onB: Client;
    panNumber: string;
    mobile: string;
    loans: LoansResponse['loans'];
  }> {
    for (;;) {
      const panNumber = freshPan();
      const onA = new Client('A', a.baseUrl, address);
      const onB = new Client('B', b.baseUrl, address);
      const { mobile } = await onB.call<{ mobile: string }>(
        'GET',
        `/api/sandbox/registered-mobile?pan=${panNumber}`,
      );
      const { consent_id } = await onA.call<{ consent_id: string }>(
        'POST',
        '/api/request-cibil-consent',
        { pan_number: panNumber, phone_number: mobile },
      );
      const { access_token } = await onB.call<{ access_token: string }>(
        'POST',
        '/api/verify-cibil-consent',
        { consent_id, otp_code: await onA.latestOtp(mobile), pan_number: panNumber },
      );
      onA.token = access_token;
      onB.token = access_token;
      const { loans } = await onA.call<LoansResponse>('GET', '/api/loans');
      if (loans.length >= 2) return { onA, onB, panNumber, mobile, loans };
    }
  }

  async function approvedBatch(
    on: Client,
    other: Client,
    who: Awaited<ReturnType<typeof borrower>>,
  ): Promise<string> {
    const { batchId } = await on.call<{ batchId: string }>('POST', '/api/consent/batch/create', {
      panNumber: who.panNumber,
      selectedLoans: who.loans.map((loan) => ({
        loanId: loan.loanId,
        requestedDocuments: RUNNING_LOAN_DOCUMENTS.map((documentType) => ({ documentType })),
      })),
    });
    await on.call('POST', '/api/consent/batch/send-otp', { batchId });
    await on.call('POST', '/api/consent/batch/verify-otp', {
      batchId,
      otpCode: await other.latestOtp(who.mobile),
    });
    return batchId;
  }

  async function statusWhen(
    client: Client,
    batchId: string,
    done: (status: BatchStatusResponse) => boolean,
  ): Promise<BatchStatusResponse> {
    const deadline = Date.now() + 150_000;
    let last: BatchStatusResponse | undefined;
    while (Date.now() < deadline) {
      last = await client.call<BatchStatusResponse>('GET', `/api/consent/batch/status/${batchId}`);
      if (done(last)) return last;
      await sleep(200);
    }
    throw new Error(`the batch did not get there; last: ${JSON.stringify(last?.batch)}`);
  }

  it('holds a limit reached on A on B too', async () => {
    const panNumber = freshPan();
    const validate = (client: Client) =>
      client.raw('POST', '/api/validate-pan', { pan_number: panNumber, holder_name: 'SOMEONE' });
    const onA = new Client('A', a.baseUrl, '10.8.0.1');
    const onB = new Client('B', b.baseUrl, '10.8.0.2');
    // Ten attempts a minute per PAN, wherever they arrive.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await validate(attempt % 2 ? onB : onA)).status).toBe(200);
    }
    expect((await validate(onA)).status).toBe(429);
    expect((await validate(onB)).status).toBe(429);
  });

  it('opens on B a share link and a download made on A', async () => {
    const who = await borrower();
    const batchId = await approvedBatch(who.onA, who.onB, who);
    await statusWhen(who.onB, batchId, (status) => status.batch.status !== 'processing');
    const { documents } = await who.onA.call<DocumentsResponse>('GET', '/api/documents');
    const ready = documents.find((document) => document.download_url);
    expect(ready).toBeDefined();
    // Signed by A, downloaded from B: the file is in the database, the key is shared.
    const download = await fetch(b.baseUrl + ready!.download_url!);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { fileUrl } = await who.onA.call<{ fileUrl: string }>(
      'POST',
      `/api/documents/${ready!.documentId}/share`,
      {},
    );
    const shared = await fetch(b.baseUrl + fileUrl);
    expect(shared.status).toBe(200);
    expect(
      Buffer.from(await shared.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('finishes on B a batch approved on A after A is killed mid-way, each document once', async () => {
    const who = await borrower();
    const batchId = await approvedBatch(who.onA, who.onB, who);
    const requested = who.loans.length * RUNNING_LOAN_DOCUMENTS.length;
    // A takes the bank jobs the moment the batch is approved; the lenders take 1.5–3 s.
    const midWay = await statusWhen(who.onB, batchId, (status) =>
      status.bankProcessingStatus.some((bank) => bank.status === 'processing'),
    );
    await a.kill();
    expect(midWay.batch.documentsGenerated).toBeLessThan(requested);
    const ended = await statusWhen(
      who.onB,
      batchId,
      (status) => status.batch.status !== 'processing',
    );
    expect(ended.batch).toMatchObject({
      status: 'completed',
      documentsRequested: requested,
      documentsGenerated: requested,
      failedBanks: [],
    });
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const rows = await database.db
        .selectFrom('documents')
        .select(['loan_id', 'document_type', 'status', 'blob_key'])
        .where('request_id', '=', batchId)
        .execute();
      expect(rows).toHaveLength(requested);
      expect(new Set(rows.map((row) => `${row.loan_id}:${row.document_type}`)).size).toBe(
        requested,
      );
      expect(rows.every((row) => row.status === 'ready')).toBe(true);
      const blobs = await database.db
        .selectFrom('document_blobs')
        .select('key')
        .where(
          'key',
          'in',
          rows.map((row) => row.blob_key!),
        )
        .execute();
      expect(blobs).toHaveLength(requested);
    } finally {
      await database.close();
    }
  });
});
