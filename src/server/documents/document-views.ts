import type { LoanDocument } from '../../shared/api/documents.js';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { formatFileSize } from '../../shared/format.js';
import type { DocumentsTable } from './document-tables.js';
import { signedFileUrl } from './signed-urls.js';

/** How a stored document is shown to its borrower: pure, from its row and the time. */

export type DocumentRow = Pick<
  DocumentsTable,
  | 'id'
  | 'request_id'
  | 'loan_id'
  | 'bank_name'
  | 'document_type'
  | 'display_name'
  | 'file_name'
  | 'status'
  | 'blob_key'
  | 'file_size'
  | 'download_count'
  | 'created_at'
  | 'generated_at'
  | 'expires_at'
>;

/** Ready, with a file, and not yet past its 30 days. A missing file is found at download. */
export function isDownloadable(row: DocumentRow, now: Date): boolean {
  return (
    row.status === 'ready' &&
    row.blob_key !== null &&
    row.expires_at !== null &&
    row.expires_at.getTime() > now.getTime()
  );
}

export function loanDocumentView(row: DocumentRow, now: Date, hmacKey: Buffer): LoanDocument {
  const downloadable = isDownloadable(row, now);
  return {
    documentId: row.id,
    bankName: row.bank_name,
    documentType: row.document_type,
    displayName: row.display_name,
    status: row.status,
    fileName: row.file_name,
    fileSize: row.file_size === null ? '' : formatFileSize(row.file_size),
    fileSizeBytes: row.file_size,
    generatedAt: row.generated_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    downloadCount: row.download_count,
    canDownload: downloadable,
    download_url: downloadable ? signedFileUrl(hmacKey, row.id, 'download', now).url : null,
    view_url: downloadable ? signedFileUrl(hmacKey, row.id, 'view', now).url : null,
    loanId: row.loan_id,
    requestId: row.request_id,
  };
}

/** Newest request first; within one, by bank, loan, then the four types in their usual order. */
export function newestFirst(a: DocumentRow, b: DocumentRow): number {
  return (
    b.created_at.getTime() - a.created_at.getTime() ||
    a.request_id.localeCompare(b.request_id) ||
    a.bank_name.localeCompare(b.bank_name) ||
    a.loan_id.localeCompare(b.loan_id) ||
    DOCUMENT_TYPES.indexOf(a.document_type) - DOCUMENT_TYPES.indexOf(b.document_type)
  );
}

/**
 * `attachment` (or `inline`) with the file name: a plain ASCII fallback for old clients and
 * the exact name in RFC 5987 form. Quotes, slashes and control characters never get through.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^A-Za-z0-9._()-]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return fallback === fileName
    ? `${kind}; filename="${fileName}"`
    : `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
