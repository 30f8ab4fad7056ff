import type { LoanDocument, VerificationStatus } from '../../shared/api/documents.js';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { formatFileSize } from '../../shared/format.js';
import { printedVerificationCode } from '../../shared/verification-code.js';
import type { DocumentsTable } from './document-tables.js';
import { signedFileUrl } from './signed-urls.js';

/** How a stored document is shown to its borrower: pure, from its row and the time. */

export type DocumentRow = Pick<
  DocumentsTable,
  | 'id'
  | 'pan_digest'
  | 'loan_type'
  | 'account_masked'
  | 'financial_year'
  | 'lender_id'
  | 'verification_code'
  | 'sha256'
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
> & {
  /** The document's content is kept as data too (documents made before it was are not). */
  has_data: boolean;
};

/** Ready, with a file, and not yet past its 30 days. A missing file is found at download. */
export function isDownloadable(row: DocumentRow, now: Date): boolean {
  return (
    row.status === 'ready' &&
    row.blob_key !== null &&
    row.expires_at !== null &&
    row.expires_at.getTime() > now.getTime()
  );
}

/** Where a document stands among the versions of its loan's document of that type. */
export interface DocumentVersion {
  version: number;
  isCurrent: boolean;
}

/**
 * Versions of each (loan, type, financial year): numbered from the oldest; the current one is the newest that did
 * not fail (a failed retry does not hide the copy that works), else the newest.
 */
export function documentVersions(rows: readonly DocumentRow[]): Map<string, DocumentVersion> {
  const families = new Map<string, DocumentRow[]>();
  for (const row of rows) {
    const key = `${row.loan_id}\n${row.document_type}\n${row.financial_year ?? ''}`;
    families.set(key, [...(families.get(key) ?? []), row]);
  }
  const versions = new Map<string, DocumentVersion>();
  for (const family of families.values()) {
    const oldestFirst = [...family].sort(
      (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
    );
    const current =
      oldestFirst.findLast((row) => row.status !== 'failed') ?? oldestFirst[oldestFirst.length - 1];
    oldestFirst.forEach((row, index) => {
      versions.set(row.id, { version: index + 1, isCurrent: row === current });
    });
  }
  return versions;
}

export function loanDocumentView(
  row: DocumentRow,
  now: Date,
  hmacKey: Buffer,
  version: DocumentVersion = { version: 1, isCurrent: true },
): LoanDocument {
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
    data_url: downloadable && row.has_data ? signedFileUrl(hmacKey, row.id, 'data', now).url : null,
    loanId: row.loan_id,
    loanType: row.loan_type,
    accountMasked: row.account_masked,
    financialYear: row.financial_year,
    requestId: row.request_id,
    lenderId: row.lender_id,
    ...version,
    verificationCode: row.verification_code && printedVerificationCode(row.verification_code),
  };
}

/**
 * Newest request first; within one, by bank, loan, then the types in their usual order (a yearly
 * document's newer years first).
 */
export function newestFirst(a: DocumentRow, b: DocumentRow): number {
  return (
    b.created_at.getTime() - a.created_at.getTime() ||
    a.request_id.localeCompare(b.request_id) ||
    a.bank_name.localeCompare(b.bank_name) ||
    a.loan_id.localeCompare(b.loan_id) ||
    DOCUMENT_TYPES.indexOf(a.document_type) - DOCUMENT_TYPES.indexOf(b.document_type) ||
    (b.financial_year ?? '').localeCompare(a.financial_year ?? '')
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

/**
 * Where a document checked by its code stands: being made, valid, past its 30 days, or deleted
 * before them (its consent withdrawn, or its owner's data erased).
 */
export function verificationStatus(
  record: { issued_at: Date | null; expires_at: Date | null; deleted_at: Date | null },
  now: Date,
): VerificationStatus {
  const expiry = record.expires_at?.getTime();
  if (record.deleted_at) {
    return expiry !== undefined && record.deleted_at.getTime() >= expiry ? 'expired' : 'deleted';
  }
  if (!record.issued_at || expiry === undefined) return 'processing';
  return expiry <= now.getTime() ? 'expired' : 'valid';
}
