import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import {
  startBenchApp,
  syntheticBorrower,
} from '../src/server/batch/testing/synthetic-borrower.js';
import { digest } from '../src/server/crypto/field-encryption.js';
import type { DocumentsResponse } from '../src/shared/api/documents.js';
import {
  DOCUMENT_DISPLAY_NAMES,
  DOCUMENT_RETENTION_MS,
  DOCUMENT_TYPES,
  documentFileName,
} from '../src/shared/documents.js';
import { bearer } from '../tests/support/borrower.js';

/**
 * GET /api/documents for a borrower with 100 ready documents (rows inserted directly, as 25
 * batches of four would leave them), under load over loopback with autocannon. Each request
 * authenticates the token (a read; a write at most once a minute), reads the borrower's rows by
 * PAN digest and signs two URLs per document. BENCH_DATABASE_URL runs it on PostgreSQL.
 */

const DOCUMENTS = 100;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;

export async function run(): Promise<Record<string, unknown>> {
  const bench = await startBenchApp(1, [1, 5], {
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const { app } = bench;
  try {
    const borrower = await syntheticBorrower(app, 1);
    const panDigest = digest(app.secrets.hmacKey, 'pan', borrower.panNumber);
    const now = app.clock.now();
    await app.database.db
      .insertInto('documents')
      .values(
        Array.from({ length: DOCUMENTS }, (_, index) => {
          const documentType = DOCUMENT_TYPES[index % DOCUMENT_TYPES.length]!;
          const bankName = `Bank ${Math.floor(index / DOCUMENT_TYPES.length) + 1}`;
          const displayName = DOCUMENT_DISPLAY_NAMES[documentType];
          const id = `doc_${randomBytes(16).toString('base64url')}`;
          const generatedAt = new Date(now.getTime() - index * 60_000);
          return {
            id,
            pan_digest: panDigest,
            request_id: `batch_${Math.floor(index / DOCUMENT_TYPES.length)}`,
            loan_id: `loan_${Math.floor(index / DOCUMENT_TYPES.length)}`,
            lender_id: 'bench-lender',
            bank_name: bankName,
            document_type: documentType,
            display_name: displayName,
            file_name: documentFileName(bankName, displayName),
            status: 'ready' as const,
            blob_key: `documents/${id}.pdf`,
            file_size: 40_000 + index * 97,
            download_count: index % 3,
            created_at: generatedAt,
            generated_at: generatedAt,
            expires_at: new Date(generatedAt.getTime() + DOCUMENT_RETENTION_MS),
          };
        }),
      )
      .execute();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${address}/api/documents`;

    const check = await fetch(url, { headers: bearer(borrower.accessToken) });
    const body = (await check.json()) as DocumentsResponse;
    if (body.documents.length !== DOCUMENTS) throw new Error('unexpected documents answer');

    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: bearer(borrower.accessToken),
    });
    return {
      database: app.database.kind,
      documents: DOCUMENTS,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP90Ms: result.latency.p90,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      responseBytes: Buffer.byteLength(JSON.stringify(body)),
    };
  } finally {
    await bench.close();
  }
}
