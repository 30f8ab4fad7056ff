import type { FastifyInstance } from 'fastify';
import type { DocumentsResponse, LoanDocument } from '../../src/shared/api/documents.js';
import type { DocumentType } from '../../src/shared/documents.js';
import { approvedBatch, type BatchBorrower, batchBorrower, endedBatch } from './batch-journey.js';
import { bearer } from './borrower.js';

/**
 * Real documents for tests: a consented sandbox borrower whose batch went the whole way
 * through the batch API (create, OTP from the outbox, verify, processed by the workers).
 */

export interface BorrowerWithDocuments extends BatchBorrower {
  batchId: string;
  documents: LoanDocument[];
}

export async function borrowerWithDocuments(
  app: FastifyInstance,
  types: readonly DocumentType[] = ['statement_of_account'],
  options: { panNumber?: string; minBanks?: number } = {},
): Promise<BorrowerWithDocuments> {
  const borrower = await batchBorrower(app, options);
  const batchId = await approvedBatch(app, borrower, types);
  const ended = await endedBatch(app, borrower, batchId);
  if (ended.batch.status !== 'completed') throw new Error(`batch ${ended.batch.status}`);
  const documents = (await listDocuments(app, borrower.accessToken)).filter(
    (document) => document.requestId === batchId,
  );
  return { ...borrower, batchId, documents };
}

export async function listDocuments(
  app: FastifyInstance,
  accessToken: string,
): Promise<LoanDocument[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/documents',
    headers: bearer(accessToken),
  });
  if (response.statusCode !== 200) throw new Error(`documents: ${response.body}`);
  return response.json<DocumentsResponse>().documents;
}

/** A signed URL of a listed document, failing the test if the list gave none. */
export function urlOf(
  document: LoanDocument,
  which: 'download_url' | 'view_url' | 'data_url',
): string {
  const url = document[which];
  if (!url) throw new Error(`${document.documentId} has no ${which}`);
  return url;
}
