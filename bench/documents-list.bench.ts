import {
  startBenchApp,
  syntheticBorrower,
} from '../src/server/batch/testing/synthetic-borrower.js';
import { digest } from '../src/server/crypto/field-encryption.js';
import { documentBlobKey, processingDocument } from '../src/server/documents/document-store.js';
import type { DocumentsResponse } from '../src/shared/api/documents.js';
import { DOCUMENT_RETENTION_MS, DOCUMENT_TYPES } from '../src/shared/documents.js';
import { bearer } from '../tests/support/borrower.js';
import { benchDatabaseEnv, loadTest } from './load.js';

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
  const bench = await startBenchApp(1, [1, 5], benchDatabaseEnv());
  const { app } = bench;
  try {
    const borrower = await syntheticBorrower(app, 1);
    const panDigest = digest(app.secrets.hmacKey, 'pan', borrower.panNumber);
    const now = app.clock.now();
    await app.database.db
      .insertInto('documents')
      .values(
        Array.from({ length: DOCUMENTS }, (_, index) => {
          const batch = Math.floor(index / DOCUMENT_TYPES.length);
          const generatedAt = new Date(now.getTime() - index * 60_000);
          const document = processingDocument({
            panDigest,
            requestId: `batch_${batch}`,
            loanId: `loan_${batch}`,
            lenderId: 'bench-lender',
            bankName: `Bank ${batch + 1}`,
            documentType: DOCUMENT_TYPES[index % DOCUMENT_TYPES.length]!,
            now: generatedAt,
          });
          return {
            ...document,
            status: 'ready' as const,
            blob_key: documentBlobKey(document.id),
            file_size: 40_000 + index * 97,
            download_count: index % 3,
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

    const load = await loadTest({
      url,
      headers: bearer(borrower.accessToken),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
    });
    return {
      database: app.database.kind,
      documents: DOCUMENTS,
      ...load,
      responseBytes: Buffer.byteLength(JSON.stringify(body)),
    };
  } finally {
    await bench.close();
  }
}
