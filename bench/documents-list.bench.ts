import { indiaDate } from '../src/server/bureau/calendar.js';
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
import { documentTypesFor, isYearlyDocument } from '../src/shared/documents.js';
import { lastCompleteFinancialYear } from '../src/shared/financial-year.js';
import { bareBatch } from '../tests/support/bare-batch.js';
import { bearer } from '../tests/support/borrower.js';
import { startBenchApp, syntheticBorrower } from '../tests/support/synthetic-borrower.js';
import { benchDatabaseEnv, loadTest } from './load.js';
import { sized } from './smoke.js';

/**
 * GET /api/documents for a borrower with 100 ready documents (rows inserted directly, as batches
 * asking running home loans for all six of their documents would leave them), under load over loopback with autocannon. Each request
 * authenticates the token (a read; a write at most once a minute), reads the borrower's rows by
 * PAN digest and signs two URLs per document. BENCH_DATABASE_URL runs it on PostgreSQL.
 */

const DOCUMENTS = sized(100, 12);
const CONNECTIONS = sized(10, 4);
const DURATION_SECONDS = sized(10, 2);
/** What a running home loan offers. */
const LOAN_DOCUMENTS = documentTypesFor('ACTIVE', 'home_loan');

export async function run(): Promise<Record<string, unknown>> {
  const bench = await startBenchApp(1, [1, 5], benchDatabaseEnv());
  const { app } = bench;
  try {
    const borrower = await syntheticBorrower(app, 1);
    const panDigest = digest(app.secrets.hmacKey, 'pan', borrower.panNumber);
    const now = app.clock.now();
    // The interest certificate speaks for a year: the last complete one, as the web app offers.
    const financialYear = lastCompleteFinancialYear(indiaDate(now));
    // As batches of a loan's every document would leave them: asked for, then made.
    const { db } = app.database;
    const batches = Math.ceil(DOCUMENTS / LOAN_DOCUMENTS.length);
    for (let batch = 0; batch < batches; batch += 1) {
      await bareBatch(db, {
        id: `batch_${batch}`,
        panDigest,
        now,
        documents: LOAN_DOCUMENTS.length,
      });
    }
    await requestDocuments(
      db,
      now,
      Array.from({ length: DOCUMENTS }, (_, index) => {
        const batch = Math.floor(index / LOAN_DOCUMENTS.length);
        const documentType = LOAN_DOCUMENTS[index % LOAN_DOCUMENTS.length]!;
        return {
          panDigest,
          requestId: `batch_${batch}`,
          loanId: `loan_${batch}`,
          lenderId: 'bench-lender',
          bankName: `Bank ${batch + 1}`,
          documentType,
          ...(isYearlyDocument(documentType) ? { financialYear } : {}),
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
    if (!check.ok) throw new Error(`documents: HTTP ${check.status}`);
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
