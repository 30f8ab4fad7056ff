import { createHash } from 'node:crypto';
import type { LoanDocument } from '../../shared/api/documents';
import { DOCUMENT_DISPLAY_NAMES, type DocumentType } from '../../shared/documents';

/**
 * A document's id as the API issues them (`doc_` and 22 letters of base64url), always the same for
 * the same loan, type and version, so a test can name the document it expects.
 */
export function documentIdOf(loanId: string, documentType: DocumentType, version = 1): string {
  const name = `${loanId}-${documentType}-v${version}`;
  return `doc_${createHash('sha256').update(name).digest('base64url').slice(0, 22)}`;
}

/**
 * A document as GET /api/documents lists it, for screen tests: ready unless told otherwise,
 * version 1 of its loan's document of that type.
 */
export function loanDocument(
  bankName: string,
  documentType: DocumentType,
  {
    status = 'ready',
    loanId = `${bankName}-loan`,
    version = 1,
    isCurrent = true,
    generatedAt = '2026-11-20T10:00:00.000Z',
    loanType = 'home_loan',
    accountMasked = 'XXXX7890',
  }: {
    status?: LoanDocument['status'];
    loanId?: string;
    version?: number;
    isCurrent?: boolean;
    generatedAt?: string;
    loanType?: LoanDocument['loanType'];
    accountMasked?: string | null;
  } = {},
): LoanDocument {
  const fileName = `${bankName.replaceAll(' ', '_')}_${documentType}.pdf`;
  const documentId = documentIdOf(loanId, documentType, version);
  const ready = status === 'ready';
  return {
    documentId,
    bankName,
    documentType,
    displayName: DOCUMENT_DISPLAY_NAMES[documentType],
    status,
    fileName,
    fileSize: ready ? '48.2 KB' : '',
    fileSizeBytes: ready ? 49_357 : null,
    generatedAt: ready ? generatedAt : null,
    expiresAt: ready
      ? new Date(new Date(generatedAt).getTime() + 30 * 86_400_000).toISOString()
      : null,
    downloadCount: 0,
    canDownload: ready,
    download_url: ready ? `/api/documents/download/${documentId}?signature=s` : null,
    view_url: ready ? `/api/documents/download/${documentId}?purpose=view&signature=s` : null,
    data_url: ready ? `/api/documents/download/${documentId}?purpose=data&signature=s` : null,
    loanId,
    requestId: `batch-${version}-`.padEnd(22, '0'),
    lenderId: 'hdfc-bank',
    loanType,
    accountMasked,
    version,
    isCurrent,
    verificationCode: ready ? 'K7QM-2XWD-9PRT' : null,
  };
}
