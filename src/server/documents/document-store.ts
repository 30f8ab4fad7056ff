import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DOCUMENT_DISPLAY_NAMES,
  type DocumentType,
  documentFileName,
} from '../../shared/documents.js';
import type { Tables } from '../db/tables.js';
import type { DocumentsTable } from './document-tables.js';
import type { DocumentRow } from './document-views.js';

/** The documents table as the documents API reads it. */
export const DOCUMENT_COLUMNS = [
  'id',
  'request_id',
  'loan_id',
  'bank_name',
  'document_type',
  'display_name',
  'file_name',
  'status',
  'blob_key',
  'file_size',
  'download_count',
  'created_at',
  'generated_at',
  'expires_at',
] as const;

/** 128 random bits: document ids appear in URLs. */
function newDocumentId(): string {
  return `doc_${randomBytes(16).toString('base64url')}`;
}

/** Where a document's encrypted file lives in the document vault. */
export function documentBlobKey(documentId: string): string {
  return `documents/${documentId}.pdf`;
}

/** A new row for a document still to be made, named as the Document Center will show it. */
export function processingDocument(document: {
  panDigest: string;
  requestId: string;
  loanId: string;
  lenderId: string;
  bankName: string;
  documentType: DocumentType;
  now: Date;
}): DocumentsTable {
  const displayName = DOCUMENT_DISPLAY_NAMES[document.documentType];
  return {
    id: newDocumentId(),
    pan_digest: document.panDigest,
    request_id: document.requestId,
    loan_id: document.loanId,
    lender_id: document.lenderId,
    bank_name: document.bankName,
    document_type: document.documentType,
    display_name: displayName,
    file_name: documentFileName(document.bankName, displayName),
    status: 'processing',
    blob_key: null,
    file_size: null,
    download_count: 0,
    created_at: document.now,
    generated_at: null,
    expires_at: null,
  };
}

/** Every document of one borrower (by PAN digest), in no particular order. */
export function borrowerDocuments(db: Kysely<Tables>, panDigest: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('pan_digest', '=', panDigest)
    .execute();
}

/** The document if it is this borrower's; another borrower's answers like a missing one. */
export function borrowerDocument(
  db: Kysely<Tables>,
  documentId: string,
  panDigest: string,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('id', '=', documentId)
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
}

/** A document by id alone: for signed URLs, whose signature is the authorisation. */
export function documentById(
  db: Kysely<Tables>,
  documentId: string,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** One more download, counted in the statement itself so concurrent downloads all count. */
export async function countDownload(db: Kysely<Tables>, documentId: string): Promise<void> {
  await db
    .updateTable('documents')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', '=', documentId)
    .execute();
}
