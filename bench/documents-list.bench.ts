import { digest } from '../src/server/crypto/field-encryption.js';
import { sealDocumentData } from '../src/server/documents/document-data.js';
import {
  borrowerDocuments,
  documentBlobKey,
  markDocumentReady,
  requestDocuments,
} from '../src/server/documents/document-store.js';
import { sealLenderRecord } from '../src/server/documents/lender-records.js';
import { loanDocumentData } from '../src/server/pdf/loan-documents.js';
import { personalLoan, sampleInput } from '../src/server/pdf/testing/sample-loans.js';
import type { DocumentsResponse } from '../src/shared/api/documents.js';
import { DOCUMENT_TYPES } from '../src/shared/documents.js';
import { bearer } from '../tests/support/borrower.js';
import { startBenchApp, syntheticBorrower } from '../tests/support/synthetic-borrower.js';
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
    // As 25 batches of four would leave them: asked for, then made.
    const { db } = app.database;
    await requestDocuments(
      db,
      now,
      Array.from({ length: DOCUMENTS }, (_, index) => {
        const batch = Math.floor(index / DOCUMENT_TYPES.length);
        return {
          panDigest,
          requestId: `batch_${batch}`,
          loanId: `loan_${batch}`,
          lenderId: 'bench-lender',
          bankName: `Bank ${batch + 1}`,
          documentType: DOCUMENT_TYPES[index % DOCUMENT_TYPES.length]!,
          loanType: 'home_loan' as const,
          accountMasked: 'XXXX1234',
        };
      }),
    );
    const made = await borrowerDocuments(db, panDigest);
    for (const [index, document] of made.entries()) {
      await markDocumentReady(db, document.id, {
        blobKey: documentBlobKey(document.id),
        size: 40_000 + index * 97,
        sha256: '0'.repeat(64),
        generatedAt: new Date(now.getTime() - index * 60_000),
        lenderRecordSealed: sealLenderRecord(app.secrets, personalLoan),
        documentDataSealed: sealDocumentData(
          app.secrets,
          loanDocumentData('statement_of_account', sampleInput(personalLoan), {
            displayName: 'Statement of Account',
            generatedAt: now,
          }),
        ),
      });
    }
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
