import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents.js';

/**
 * The borrower's documents (spec §3 "Document", §7): listing, signed download/view URLs, share
 * links and deleting one's data. The app calls GET /api/documents (PAN from the token);
 * GET /api/documents/{panNumber} is kept for clients written against the spec.
 */

export const documentStatuses = ['processing', 'ready', 'failed'] as const;

export const loanDocument = z.object({
  documentId: z.string(),
  bankName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  displayName: z.string(),
  status: z.enum(documentStatuses),
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
  loanId: z.string(),
  /** The batch (or per-bank request) the document came from. */
  requestId: z.string(),
});
export type LoanDocument = z.infer<typeof loanDocument>;

export const documentsResponse = z.object({
  success: z.literal(true),
  documents: z.array(loanDocument),
});
export type DocumentsResponse = z.infer<typeof documentsResponse>;

export const documentIdParams = z.object({ documentId: z.string().min(1).max(64) }).strict();

/** Signed download and view URLs work this long after the list that gave them (10 minutes). */
export const DOCUMENT_URL_TTL_SECONDS = 600;

/** GET /api/documents/{panNumber}: the spec's path, answered only for the token's own PAN. */
export const documentsPanParams = z.object({ panNumber: z.string().min(1).max(16) }).strict();

/** The query of a signed URL; `purpose=view` opens inline and does not count as a download. */
export const documentFileQuery = z
  .object({
    expires: z.string().max(12).optional(),
    signature: z.string().max(64).optional(),
    purpose: z.enum(['download', 'view']).optional(),
  })
  .strict();

export const shareLinkParams = z
  .object({ documentId: z.string().min(1).max(64), shareId: z.string().min(1).max(64) })
  .strict();

export const shareTokenParams = z.object({ token: z.string().min(1).max(128) }).strict();

export const shareLinkResponse = z.object({
  success: z.literal(true),
  shareId: z.string(),
  /** Absolute-path URL anyone can open to download this one document, e.g. /api/share/<token>. */
  shareUrl: z.string(),
  expiresAt: z.string(),
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponse>;

export const shareLinksResponse = z.object({
  success: z.literal(true),
  shareLinks: z.array(
    z.object({ shareId: z.string(), createdAt: z.string(), expiresAt: z.string() }),
  ),
});

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
