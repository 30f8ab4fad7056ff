import { randomBytes } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import {
  DOCUMENT_RETENTION_MS,
  type DocumentStatus,
  type DocumentType,
  documentDisplayName,
  documentFileName,
  isYearlyDocument,
} from '../../shared/documents.js';
import type { LoanType } from '../../shared/loans.js';
import type { Tables } from '../db/tables.js';
import type { DocumentsTable } from './document-tables.js';
import type { DocumentRow } from './document-views.js';
import { type QueuedFile, queueFileRemovals } from './vault-removals.js';
import { newVerificationCode } from './verification-code.js';

/**
 * The documents table and its files: this module is its only writer. Batches and the older
 * per-bank flow ask for documents through it; privacy purges them through it.
 */

/** The documents table as the documents API reads it (with `has_data`, below). */
const DOCUMENT_COLUMNS = [
  'id',
  'loan_type',
  'account_masked',
  'financial_year',
  'pan_digest',
  'lender_id',
  'verification_code',
  'sha256',
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

/** The columns the documents API reads, and whether the document's data is kept (not the data). */
const documentColumns = [
  ...DOCUMENT_COLUMNS,
  sql<boolean>`document_data_sealed is not null`.as('has_data'),
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
function processingDocument(document: RequestedDocument & { now: Date }) {
  const financialYear = isYearlyDocument(document.documentType)
    ? (document.financialYear ?? null)
    : null;
  if (isYearlyDocument(document.documentType) && !financialYear) {
    throw new Error(`A ${document.documentType} needs its financial year`);
  }
  const displayName = documentDisplayName(document.documentType, financialYear);
  return {
    id: newDocumentId(),
    pan_digest: document.panDigest,
    request_id: document.requestId,
    loan_id: document.loanId,
    lender_id: document.lenderId,
    bank_name: document.bankName,
    document_type: document.documentType,
    display_name: displayName,
    file_name: documentFileName(document.bankName, displayName, document.accountSuffix),
    loan_type: document.loanType,
    account_masked: document.accountMasked,
    financial_year: financialYear,
    status: 'processing',
    blob_key: null,
    file_size: null,
    download_count: 0,
    created_at: document.now,
    generated_at: null,
    expires_at: null,
    verification_code: newVerificationCode(),
    sha256: null,
    lender_record_sealed: null,
    document_data_sealed: null,
  } satisfies DocumentsTable;
}

/** Every document of one borrower (by PAN digest), in no particular order. */
export function borrowerDocuments(db: Kysely<Tables>, panDigest: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .select(documentColumns)
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
    .select(documentColumns)
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
    .select(documentColumns)
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

export interface RequestedDocument {
  panDigest: string;
  /** The batch that asked for it (the older flow's per-bank consent is a batch of one bank). */
  requestId: string;
  loanId: string;
  lenderId: string;
  bankName: string;
  documentType: DocumentType;
  loanType: LoanType | null;
  accountMasked: string | null;
  /** Last four digits of the account, when the file name needs them. */
  accountSuffix?: string | undefined;
  /** The financial year of a yearly document (an interest certificate): required for one. */
  financialYear?: string | null | undefined;
}

/**
 * Rows for documents still to be made. A (request, loan, type) asked for before keeps its row:
 * asking again never makes a second document.
 */
export async function requestDocuments(
  db: Kysely<Tables>,
  now: Date,
  documents: readonly RequestedDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  const added = await db
    .insertInto('documents')
    .values(documents.map((document) => processingDocument({ ...document, now })))
    .onConflict((conflict) =>
      conflict.columns(['request_id', 'loan_id', 'document_type']).doNothing(),
    )
    .returning(['id', 'verification_code', 'bank_name', 'document_type'])
    .execute();
  if (added.length === 0) return;
  await db
    .insertInto('document_verifications')
    .values(
      added.map((document) => ({
        code: document.verification_code ?? '',
        document_id: document.id,
        lender_name: document.bank_name,
        document_type: document.document_type,
        sha256: null,
        issued_at: null,
        expires_at: null,
        created_at: now,
      })),
    )
    .execute();
}

/** Which documents of a request: all of it, one lender's, one loan's, some types. */
export interface DocumentScope {
  requestId: string;
  lenderId?: string;
  loanId?: string;
  types?: readonly DocumentType[];
}

/** The filter of a scope, for a `where`. */
function inScope(scope: DocumentScope) {
  return (eb: ExpressionBuilder<Tables, 'documents'>) => {
    const conditions = [eb('request_id', '=', scope.requestId)];
    if (scope.lenderId !== undefined) conditions.push(eb('lender_id', '=', scope.lenderId));
    if (scope.loanId !== undefined) conditions.push(eb('loan_id', '=', scope.loanId));
    if (scope.types !== undefined) conditions.push(eb('document_type', 'in', [...scope.types]));
    return eb.and(conditions);
  };
}

/** The documents of a request (or part of one), in no particular order. */
export function scopedDocuments(db: Kysely<Tables>, scope: DocumentScope): Promise<DocumentRow[]> {
  return db.selectFrom('documents').select(documentColumns).where(inScope(scope)).execute();
}

/** Documents in scope still to be made. */
export function documentsToMake(db: Kysely<Tables>, scope: DocumentScope): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .select(documentColumns)
    .where('status', '=', 'processing')
    .where(inScope(scope))
    .execute();
}

/** Documents in scope not made yet end `failed` (their lender failed for good). */
export async function failUnfinishedDocuments(
  db: Kysely<Tables>,
  scope: DocumentScope,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ status: 'failed' })
    .where('status', '=', 'processing')
    .where(inScope(scope))
    .execute();
}

/** Failed documents in scope are to be made again. */
export async function retryFailedDocuments(
  db: Kysely<Tables>,
  scope: DocumentScope,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ status: 'processing' })
    .where('status', '=', 'failed')
    .where(inScope(scope))
    .execute();
}

/**
 * Records a made document's file: the row turns `ready` with its size and 30-day expiry, only
 * if it was still being made. False when another maker finished it (or it was deleted) first.
 */
export async function markDocumentReady(
  db: Kysely<Tables>,
  documentId: string,
  file: {
    blobKey: string;
    size: number;
    sha256: string;
    generatedAt: Date;
    /** The lender's record the document was made from, sealed. */
    lenderRecordSealed: string;
    /** The document's content as data, sealed. */
    documentDataSealed: string;
  },
): Promise<boolean> {
  const expiresAt = new Date(file.generatedAt.getTime() + DOCUMENT_RETENTION_MS);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('documents')
      .set({
        status: 'ready',
        blob_key: file.blobKey,
        file_size: file.size,
        sha256: file.sha256,
        generated_at: file.generatedAt,
        expires_at: expiresAt,
        lender_record_sealed: file.lenderRecordSealed,
        document_data_sealed: file.documentDataSealed,
      })
      .where('id', '=', documentId)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('document_verifications')
      .set({ sha256: file.sha256, issued_at: file.generatedAt, expires_at: expiresAt })
      .where('document_id', '=', documentId)
      .execute();
    return true;
  });
}

/** What a receiver may learn of a document by its code (nothing personal), or undefined. */
export function documentVerification(db: Kysely<Tables>, code: string) {
  return db
    .selectFrom('document_verifications')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Forgets verification records of documents deleted before `before`. Returns how many. */
export async function purgeVerificationsBefore(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('document_verifications')
    .where('deleted_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The status of one document, or undefined once it is gone. */
export async function documentStatus(
  db: Kysely<Tables>,
  documentId: string,
): Promise<DocumentStatus | undefined> {
  const row = await db
    .selectFrom('documents')
    .select('status')
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row?.status;
}

/** True when the request has at least one ready document. */
export function anyReadyDocument(requestId: string) {
  return sql<boolean>`exists (
    select 1 from documents where request_id = ${requestId} and status = 'ready'
  )`;
}

/** A request's documents counted per lender and status. */
export function documentCounts(
  db: Kysely<Tables>,
  requestId: string,
): Promise<Array<{ lender_id: string; status: DocumentStatus; documents: number }>> {
  return db
    .selectFrom('documents')
    .select(['lender_id', 'status'])
    .select(sql<number>`count(*)::int`.as('documents'))
    .where('request_id', '=', requestId)
    .groupBy(['lender_id', 'status'])
    .execute();
}

/** What purging a set of documents removed; their files are queued for removal. */
export interface PurgedDocuments {
  documents: number;
  shareLinks: number;
  blobKeys: string[];
}

/**
 * Deletes documents (rows, their share links) inside the caller's transaction and queues their
 * files for removal after the commit. A document still being made may have its file written a
 * moment later: its removal is repeated after a grace period.
 */
async function purgeDocumentRows(
  trx: Kysely<Tables>,
  now: Date,
  rows: ReadonlyArray<{ id: string; blob_key: string | null; status: DocumentStatus }>,
  stillWritable = (row: { status: DocumentStatus }) => row.status === 'processing',
): Promise<PurgedDocuments> {
  if (rows.length === 0) return { documents: 0, shareLinks: 0, blobKeys: [] };
  const ids = rows.map((row) => row.id);
  const files: QueuedFile[] = rows.map((row) => ({
    // A document still being made has no key yet, but its file may be written any moment.
    blobKey: row.blob_key ?? documentBlobKey(row.id),
    mayBeWrittenLate: stillWritable(row),
  }));
  await queueFileRemovals(trx, now, files);
  const links = await trx
    .selectFrom('share_link_documents')
    .select('share_id')
    .distinct()
    .where('document_id', 'in', ids)
    .execute();
  // Their places in share links go with them; a link left with no document goes too.
  await trx.deleteFrom('documents').where('id', 'in', ids).execute();
  if (links.length > 0) {
    await trx
      .deleteFrom('share_links')
      .where(
        'id',
        'in',
        links.map((link) => link.share_id),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('share_link_documents')
              .select('share_id')
              .whereRef('share_link_documents.share_id', '=', 'share_links.id'),
          ),
        ),
      )
      .execute();
  }
  // A receiver who checks a deleted document learns it was deleted, not that it never existed.
  await trx
    .updateTable('document_verifications')
    .set({ deleted_at: now })
    .where('document_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return {
    documents: ids.length,
    shareLinks: links.length,
    blobKeys: files.map((file) => file.blobKey),
  };
}

/** Every document of a borrower, with their share links (including links already dead). */
export async function purgeBorrowerDocuments(
  trx: Kysely<Tables>,
  now: Date,
  panDigest: string,
): Promise<PurgedDocuments> {
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'blob_key', 'status'])
    .where('pan_digest', '=', panDigest)
    .execute();
  const purged = await purgeDocumentRows(trx, now, rows);
  const dead = await trx
    .deleteFrom('share_links')
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
  return { ...purged, shareLinks: purged.shareLinks + Number(dead.numDeletedRows) };
}

/** The documents made under one consent: its batch's (an older-flow lender consent's is one). */
export async function purgeRequestDocuments(
  trx: Kysely<Tables>,
  now: Date,
  requestId: string,
): Promise<PurgedDocuments> {
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'blob_key', 'status'])
    .where('request_id', '=', requestId)
    .execute();
  return purgeDocumentRows(trx, now, rows);
}

/**
 * A request's documents of one loan that failed to be made (they have no file): the older flow
 * keeps nothing of an attempt that failed, as its answer says so and asking again makes them.
 */
export async function purgeFailedLoanDocuments(
  trx: Kysely<Tables>,
  now: Date,
  scope: { requestId: string; loanId: string },
): Promise<PurgedDocuments> {
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'blob_key', 'status'])
    .where('request_id', '=', scope.requestId)
    .where('loan_id', '=', scope.loanId)
    .where('status', '=', 'failed')
    .where('blob_key', 'is', null)
    .execute();
  return purgeDocumentRows(trx, now, rows);
}

/**
 * Up to `limit` documents past their 30 days: made ones once they expire, ones never made 30
 * days after they were asked for.
 */
export async function purgeExpiredDocuments(
  trx: Kysely<Tables>,
  now: Date,
  limit: number,
): Promise<PurgedDocuments> {
  const requestedBefore = new Date(now.getTime() - DOCUMENT_RETENTION_MS);
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'blob_key', 'status'])
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([eb('expires_at', 'is', null), eb('created_at', '<=', requestedBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  // Past 30 days nothing writes a document's file any more: it goes at once.
  return purgeDocumentRows(trx, now, rows, () => false);
}

const DOCUMENT_BLOB_KEY = /^documents\/(doc_[A-Za-z0-9_-]+)\.pdf$/;

/**
 * Of these stored keys, the ones no document row owns — by its recorded file or by the key its
 * file will have once made — so a file being written for a live row is never taken as orphaned.
 */
export async function unownedBlobKeys(
  db: Kysely<Tables>,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const ids = keys.flatMap((key) => DOCUMENT_BLOB_KEY.exec(key)?.[1] ?? []);
  const owned = await db
    .selectFrom('documents')
    .select(['id', 'blob_key'])
    .where((eb) =>
      eb.or([eb('blob_key', 'in', keys), ...(ids.length > 0 ? [eb('id', 'in', ids)] : [])]),
    )
    .execute();
  const ownedKeys = new Set(owned.flatMap((row) => [row.blob_key, documentBlobKey(row.id)]));
  return keys.filter((key) => !ownedKeys.has(key));
}
