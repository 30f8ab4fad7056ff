import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, MAX_SHARED_DOCUMENTS } from '../documents.js';
import { LOAN_TYPES } from '../loans.js';
import { documentId, panInPath, shareId, shareToken, verificationCode } from './ids.js';

export { DOCUMENT_URL_TTL_SECONDS } from './files.js';

/**
 * The borrower's documents (spec §3 "Document", §7): listing, signed download/view URLs, share
 * links and deleting one's data. The app calls GET /api/documents (PAN from the token);
 * GET /api/documents/{panNumber} is kept for clients written against the spec.
 */

export const loanDocument = z.object({
  documentId: z.string(),
  bankName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  displayName: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string(),
  /** Human size, e.g. "48.2 KB"; empty while processing. */
  fileSize: z.string(),
  fileSizeBytes: z.number().int().nullable(),
  /** ISO date-times; null while processing. */
  generatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadCount: z.number().int(),
  canDownload: z.boolean(),
  /** Short-lived signed URL (relative); null when the file cannot be downloaded. */
  download_url: z.string().nullable(),
  /** Same file for in-app viewing; does not count as a download. */
  view_url: z.string().nullable(),
  /**
   * The document's content as data (JSON, docs/document-data.md), signed like `download_url`;
   * null when it cannot be downloaded or was made before documents were kept as data.
   */
  data_url: z.string().nullable(),
  loanId: z.string(),
  /** The loan, as the Document Center groups documents: null for documents made before. */
  loanType: z.enum(LOAN_TYPES).nullable(),
  /** e.g. "XXXX7890". */
  accountMasked: z.string().nullable(),
  /**
   * The financial year ("2025-26") an interest certificate speaks for; null (or absent) for
   * documents that are not yearly. Versions are counted per loan, type and year.
   */
  financialYear: z.string().nullable().optional(),
  /** The batch (or per-bank request) the document came from. */
  requestId: z.string(),
  /** The lender that makes it: with `requestId`, what Try again names for a failed document. */
  lenderId: z.string(),
  /**
   * Asking again for a loan's document makes a new version: 1 is the first. The current one is
   * the newest not failed; earlier ones are its previous versions.
   */
  version: z.number().int().min(1),
  isCurrent: z.boolean(),
  /** Printed on the document, e.g. "K7QM-2XWD-9PRT": anyone can check it at /verify/<code>. */
  verificationCode: z.string().nullable(),
});
export type LoanDocument = z.infer<typeof loanDocument>;

export const documentsResponse = z.object({
  success: z.literal(true),
  documents: z.array(loanDocument),
  /** Whether Save to DigiLocker is offered (a DigiLocker is configured). */
  saveToDigiLocker: z.boolean().optional(),
});
export type DocumentsResponse = z.infer<typeof documentsResponse>;

export const documentIdParams = z.object({ documentId }).strict();

/** GET /api/documents/{panNumber}: the spec's path, answered only for the token's own PAN. */
export const documentsPanParams = z.object({ panNumber: panInPath }).strict();

/**
 * The query of a signed URL; `purpose=view` opens inline and does not count as a download,
 * `purpose=data` answers the document as data (JSON).
 */
export const documentFileQuery = z
  .object({
    expires: z.string().max(12).optional(),
    signature: z.string().max(64).optional(),
    purpose: z.enum(['download', 'view', 'data']).optional(),
  })
  .strict();

export const shareTokenParams = z.object({ token: shareToken }).strict();
export const sharedDocumentParams = z.object({ token: shareToken, documentId }).strict();
export const shareIdParams = z.object({ shareId }).strict();

/** Making a link for one document and revoking a link take no body; one sent must be empty. */
export const noBody = z.object({}).strict().nullish();

/** The query of a shared file: `purpose=view` opens it in the browser, else it downloads. */
export const sharedFileQuery = z
  .object({ purpose: z.enum(['download', 'view']).optional() })
  .strict();

/** One link for several documents, in this order (a balance-transfer pack, say). */
export const createShareBody = z
  .object({
    documentIds: z
      .array(documentId)
      .min(1, 'selectDocument')
      .max(MAX_SHARED_DOCUMENTS, 'tooManySharedDocuments')
      .refine((ids) => new Set(ids).size === ids.length, 'documentTwice'),
  })
  .strict();
export type CreateShareBody = z.infer<typeof createShareBody>;

export const shareLinkResponse = z.object({
  success: z.literal(true),
  shareId: z.string(),
  /** The page the receiver opens, e.g. /s/<token>: lender, document, expiry, View, Download. */
  shareUrl: z.string(),
  /** The file itself when the link carries one document (/api/share/<token>), else null. */
  fileUrl: z.string().nullable(),
  expiresAt: z.string(),
  documentIds: z.array(z.string()),
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponse>;

export const shareLinksResponse = z.object({
  success: z.literal(true),
  shareLinks: z.array(
    z.object({
      shareId: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      documentIds: z.array(z.string()),
    }),
  ),
});

/** What a share link shows its receiver: nothing about the borrower beyond the documents. */
export const sharedDocumentsResponse = z.object({
  success: z.literal(true),
  expiresAt: z.string(),
  documents: z.array(
    z.object({
      documentId: z.string(),
      bankName: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      displayName: z.string(),
      loanType: z.enum(LOAN_TYPES).nullable(),
      accountMasked: z.string().nullable(),
      fileName: z.string(),
      fileSize: z.string(),
      /** ISO date-time the lender issued it. */
      issuedAt: z.string().nullable(),
      /** Printed as on the PDF (K7QM-2XWD-9PRT), for /verify/<code>. */
      verificationCode: z.string().nullable(),
      downloadUrl: z.string(),
      viewUrl: z.string(),
    }),
  ),
});
export type SharedDocumentsResponse = z.infer<typeof sharedDocumentsResponse>;

export const revokeShareLinkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const deleteMyDataResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.object({
    documents: z.number().int(),
    shareLinks: z.number().int(),
    reports: z.number().int(),
  }),
});
export type DeleteMyDataResponse = z.infer<typeof deleteMyDataResponse>;

/** Checking a document by the code printed on it (public: anyone holding the document). */
export const verificationCodeParams = z.object({ code: verificationCode }).strict();

export const VERIFICATION_STATUSES = ['valid', 'processing', 'expired', 'deleted'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const verifyDocumentResponse = z.object({
  /** True while the document stands: made, not expired, not deleted. */
  valid: z.boolean(),
  status: z.enum(VERIFICATION_STATUSES),
  lender_name: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  /** ISO date-time it was made and signed; null while still being made. */
  issued_at: z.string().nullable(),
  /** SHA-256 of the signed file, hex: a copy whose hash differs is not this document. */
  sha256: z.string().nullable(),
});
export type VerifyDocumentResponse = z.infer<typeof verifyDocumentResponse>;
