import type * as schemas from './documents.js';
import { routeTable } from './route-table.js';

/** The borrower's documents, their files behind signed URLs, and checking one by its code. */
export const DOCUMENTS_ROUTES = routeTable<typeof schemas>()({
  documents: {
    method: 'GET',
    path: '/documents',
    tag: 'documents',
    summary: "The borrower's documents (PAN from the token), newest first",
    answer: 'documentsResponse',
  },
  documentsOfPan: {
    method: 'GET',
    path: '/documents/:panNumber',
    tag: 'documents',
    summary: 'The same list, for clients that name the PAN; only the token’s own PAN',
    params: 'documentsPanParams',
    answer: 'documentsResponse',
  },
  /** The server writes these URLs, signed, into the list; HEAD on them is served too. */
  documentFile: {
    method: 'GET',
    path: '/documents/download/:documentId',
    tag: 'documents',
    summary:
      'The PDF behind a signed URL (no token: the signature authorises), or with purpose=data ' +
      'its content as JSON (docs/document-data.md); HEAD checks it',
    params: 'documentIdParams',
    query: 'documentFileQuery',
  },
  verify: {
    method: 'GET',
    path: '/verify/:code',
    tag: 'documents',
    summary: 'Check a document by its verification code: lender, type, issue date, status, hash',
    params: 'verificationCodeParams',
    answer: 'verifyDocumentResponse',
  },
});

/**
 * Share links: the borrower makes, lists and revokes them; whoever holds one sees what it carries
 * and opens each file (the token is the capability).
 */
export const SHARE_ROUTES = routeTable<typeof schemas>()({
  createShare: {
    method: 'POST',
    path: '/shares',
    tag: 'share links',
    summary: 'One link anyone can open for these documents, for 24 hours',
    body: 'createShareBody',
    answer: 'shareLinkResponse',
  },
  shareDocument: {
    method: 'POST',
    path: '/documents/:documentId/share',
    tag: 'share links',
    summary: 'A link anyone can open for this one document, for 24 hours',
    params: 'documentIdParams',
    body: 'noBody',
    answer: 'shareLinkResponse',
  },
  shareLinks: {
    method: 'GET',
    path: '/shares',
    tag: 'share links',
    summary: "The borrower's share links that still work, newest first",
    answer: 'shareLinksResponse',
  },
  documentShareLinks: {
    method: 'GET',
    path: '/documents/:documentId/shares',
    tag: 'share links',
    summary: 'The working share links that carry this document',
    params: 'documentIdParams',
    answer: 'shareLinksResponse',
  },
  revokeShare: {
    method: 'DELETE',
    path: '/shares/:shareId',
    tag: 'share links',
    summary: 'Revoke a share link: from then on it opens nothing',
    params: 'shareIdParams',
    body: 'noBody',
    answer: 'revokeShareLinkResponse',
  },
  sharedDocuments: {
    method: 'GET',
    path: '/share/:token/documents',
    tag: 'share links',
    summary: 'What a share link carries, for its receiver (the token is the capability)',
    params: 'shareTokenParams',
    answer: 'sharedDocumentsResponse',
  },
  /** HEAD on it is served too. */
  sharedFile: {
    method: 'GET',
    path: '/share/:token',
    tag: 'share links',
    summary: 'The file of a one-document share link; HEAD checks it',
    params: 'shareTokenParams',
    query: 'sharedFileQuery',
  },
  /** HEAD on it is served too. */
  sharedDocumentFile: {
    method: 'GET',
    path: '/share/:token/documents/:documentId',
    tag: 'share links',
    summary: 'One file of a share link; HEAD checks it',
    params: 'sharedDocumentParams',
    query: 'sharedFileQuery',
  },
});
