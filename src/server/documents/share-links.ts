import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SHARE_LINK_TTL_MS } from '../../shared/documents.js';
import { digest } from '../crypto/field-encryption.js';
import type { Tables } from '../db/tables.js';
import type { DocumentRow } from './document-views.js';

/**
 * Share links: capability URLs for one document. The token is 256 random bits given to the
 * borrower once and kept only as an HMAC. A link works for 24 hours or until its document
 * expires, whichever is first, unless revoked.
 */

/** A document has at most this many links working at once. */
export const MAX_ACTIVE_SHARE_LINKS = 20;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function shareUrl(token: string): string {
  return `/api/share/${token}`;
}

export interface ShareLink {
  shareId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The end of a new link's life: 24 hours from now, or the document's expiry if sooner. */
export function shareLinkExpiry(now: Date, documentExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + SHARE_LINK_TTL_MS, documentExpiresAt.getTime()));
}

export async function createShareLink(
  db: Kysely<Tables>,
  hmacKey: Buffer,
  now: Date,
  document: { id: string; panDigest: string; expiresAt: Date },
): Promise<ShareLink & { token: string }> {
  const token = randomBytes(32).toString('base64url');
  const link = {
    shareId: `shr_${randomBytes(16).toString('base64url')}`,
    createdAt: now,
    expiresAt: shareLinkExpiry(now, document.expiresAt),
  };
  await db
    .insertInto('share_links')
    .values({
      id: link.shareId,
      document_id: document.id,
      pan_digest: document.panDigest,
      token_digest: digest(hmacKey, 'share-token', token),
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .execute();
  return { ...link, token };
}

/** The links of a document that still work, newest first. */
export async function activeShareLinks(
  db: Kysely<Tables>,
  documentId: string,
  now: Date,
): Promise<ShareLink[]> {
  const rows = await db
    .selectFrom('share_links')
    .select(['id', 'created_at', 'expires_at'])
    .where('document_id', '=', documentId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    shareId: row.id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

/**
 * Revokes one of the borrower's links to this document. True when the link is theirs (a link
 * already revoked or expired stays so); false for an unknown or someone else's link.
 */
export async function revokeShareLink(
  db: Kysely<Tables>,
  now: Date,
  link: { shareId: string; documentId: string; panDigest: string },
): Promise<boolean> {
  const row = await db
    .updateTable('share_links')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)) }))
    .where('id', '=', link.shareId)
    .where('document_id', '=', link.documentId)
    .where('pan_digest', '=', link.panDigest)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The document a token opens at `now`: working link, ready and unexpired document; else undefined. */
export async function sharedDocument(
  db: Kysely<Tables>,
  hmacKey: Buffer,
  now: Date,
  token: string,
): Promise<Pick<DocumentRow, 'id' | 'blob_key' | 'file_name'> | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db
    .selectFrom('share_links')
    .innerJoin('documents', 'documents.id', 'share_links.document_id')
    .select(['documents.id', 'documents.blob_key', 'documents.file_name'])
    .where('share_links.token_digest', '=', digest(hmacKey, 'share-token', token))
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', now)
    .where('documents.status', '=', 'ready')
    .where('documents.expires_at', '>', now)
    .executeTakeFirst();
}
