import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SHARE_ROUTES } from '../../shared/api/documents-routes.js';
import { routeUrl } from '../../shared/api/route-table.js';
import { SHARE_LINK_TTL_MS } from '../../shared/documents.js';
import { digest } from '../crypto/field-encryption.js';
import type { Tables } from '../db/tables.js';
import type { DocumentRow } from './document-views.js';

/**
 * Share links: capability URLs for one document or several (a balance-transfer pack). The token
 * is 256 random bits given to the borrower once and kept only as an HMAC. A link works for 24
 * hours or until the first of its documents expires, whichever is first, unless revoked; a
 * document deleted meanwhile drops out of it, and a link left with none stops working.
 */

/** A document has at most this many links working at once. */
export const MAX_ACTIVE_SHARE_LINKS = 20;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The page a receiver opens: who sent what, until when, with View and Download. */
export function sharePageUrl(token: string): string {
  return `/s/${token}`;
}

/** The file itself, for a link that carries exactly one document. */
export function sharedFileUrl(token: string): string {
  return routeUrl(SHARE_ROUTES.sharedFile, { token });
}

/** One document of a link, for the receiver. */
export function sharedDocumentFileUrl(token: string, documentId: string): string {
  return routeUrl(SHARE_ROUTES.sharedDocumentFile, { token, documentId });
}

export interface ShareLink {
  shareId: string;
  createdAt: Date;
  expiresAt: Date;
  documentIds: string[];
}

/** The end of a new link's life: 24 hours from now, or its first document's expiry if sooner. */
export function shareLinkExpiry(now: Date, ...documentExpiries: Date[]): Date {
  return new Date(
    Math.min(now.getTime() + SHARE_LINK_TTL_MS, ...documentExpiries.map((date) => date.getTime())),
  );
}

/**
 * Makes a link for these documents, unless one of them already has MAX_ACTIVE_SHARE_LINKS
 * working: then nothing is made and that document is named. The count and the insert are one
 * step under the borrower's lock, so simultaneous requests on any instance cannot pass the cap.
 * A balance-transfer pack names its loan.
 */
export async function createShareLink(
  db: Kysely<Tables>,
  hmacKey: Buffer,
  now: Date,
  owner: { panDigest: string },
  documents: ReadonlyArray<{ id: string; expiresAt: Date }>,
  pack: { loanId: string } | undefined = undefined,
): Promise<(ShareLink & { token: string }) | { tooManyLinks: string }> {
  const token = randomBytes(32).toString('base64url');
  const link: ShareLink = {
    shareId: `shr_${randomBytes(16).toString('base64url')}`,
    createdAt: now,
    expiresAt: shareLinkExpiry(now, ...documents.map((document) => document.expiresAt)),
    documentIds: documents.map((document) => document.id),
  };
  const full = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`share-links:${owner.panDigest}`}))`.execute(
      trx,
    );
    for (const document of documents) {
      const working = await activeShareLinks(trx, owner.panDigest, now, {
        documentId: document.id,
      });
      if (working.length >= MAX_ACTIVE_SHARE_LINKS) return document.id;
    }
    await trx
      .insertInto('share_links')
      .values({
        id: link.shareId,
        pan_digest: owner.panDigest,
        token_digest: digest(hmacKey, 'share-token', token),
        created_at: link.createdAt,
        expires_at: link.expiresAt,
        loan_id: pack?.loanId ?? null,
      })
      .execute();
    await trx
      .insertInto('share_link_documents')
      .values(
        link.documentIds.map((documentId, position) => ({
          share_id: link.shareId,
          document_id: documentId,
          position,
        })),
      )
      .execute();
    return undefined;
  });
  return full === undefined ? { ...link, token } : { tooManyLinks: full };
}

/**
 * The borrower's links that still work, newest first; with `documentId`, only those carrying
 * that document; with `loanId`, only the balance-transfer packs made for that loan.
 */
export async function activeShareLinks(
  db: Kysely<Tables>,
  panDigest: string,
  now: Date,
  only: { documentId?: string; loanId?: string } = {},
): Promise<ShareLink[]> {
  const { documentId, loanId } = only;
  let query = db
    .selectFrom('share_links')
    .innerJoin('share_link_documents', 'share_link_documents.share_id', 'share_links.id')
    .select(['share_links.id', 'share_links.created_at', 'share_links.expires_at'])
    .select(['share_link_documents.document_id', 'share_link_documents.position'])
    .where('share_links.pan_digest', '=', panDigest)
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', now);
  if (documentId !== undefined) {
    query = query.where('share_links.id', 'in', (eb) =>
      eb
        .selectFrom('share_link_documents')
        .select('share_id')
        .where('share_link_documents.document_id', '=', documentId),
    );
  }
  if (loanId !== undefined) query = query.where('share_links.loan_id', '=', loanId);
  const rows = await query
    .orderBy('share_links.created_at', 'desc')
    .orderBy('share_links.id')
    .orderBy('share_link_documents.position')
    .execute();
  const links = new Map<string, ShareLink>();
  for (const row of rows) {
    const link = links.get(row.id) ?? {
      shareId: row.id,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      documentIds: [],
    };
    link.documentIds.push(row.document_id);
    links.set(row.id, link);
  }
  return [...links.values()];
}

/**
 * Revokes one of the borrower's links. Its documents when the link is theirs (a link already
 * revoked or expired stays so); undefined for an unknown or someone else's link.
 */
export async function revokeShareLink(
  db: Kysely<Tables>,
  now: Date,
  link: { shareId: string; panDigest: string },
): Promise<string[] | undefined> {
  const row = await db
    .updateTable('share_links')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)) }))
    .where('id', '=', link.shareId)
    .where('pan_digest', '=', link.panDigest)
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  const documents = await db
    .selectFrom('share_link_documents')
    .select('document_id')
    .where('share_id', '=', link.shareId)
    .orderBy('position')
    .execute();
  return documents.map((document) => document.document_id);
}

export type SharedDocument = Pick<
  DocumentRow,
  | 'id'
  | 'pan_digest'
  | 'blob_key'
  | 'file_name'
  | 'file_size'
  | 'document_type'
  | 'display_name'
  | 'bank_name'
  | 'loan_type'
  | 'account_masked'
  | 'generated_at'
  | 'verification_code'
>;

export interface OpenShare {
  shareId: string;
  expiresAt: Date;
  /** In the borrower's order; only documents still ready and unexpired. */
  documents: SharedDocument[];
}

/** What a token opens at `now`: a working link and its documents; undefined if none is left. */
export async function openShare(
  db: Kysely<Tables>,
  hmacKey: Buffer,
  now: Date,
  token: string,
): Promise<OpenShare | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const rows = await db
    .selectFrom('share_links')
    .innerJoin('share_link_documents', 'share_link_documents.share_id', 'share_links.id')
    .innerJoin('documents', 'documents.id', 'share_link_documents.document_id')
    .select(['share_links.id as share_id', 'share_links.expires_at as share_expires_at'])
    .select([
      'documents.id',
      'documents.pan_digest',
      'documents.blob_key',
      'documents.file_name',
      'documents.file_size',
      'documents.document_type',
      'documents.display_name',
      'documents.bank_name',
      'documents.loan_type',
      'documents.account_masked',
      'documents.generated_at',
      'documents.verification_code',
    ])
    .where('share_links.token_digest', '=', digest(hmacKey, 'share-token', token))
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', now)
    .where('documents.status', '=', 'ready')
    .where('documents.expires_at', '>', now)
    .orderBy('share_link_documents.position')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    shareId: first.share_id,
    expiresAt: first.share_expires_at,
    documents: rows.map(({ share_id: _, share_expires_at: __, ...document }) => document),
  };
}

/** Deletes links that no longer work (expired, revoked or left empty). Returns how many. */
export async function purgeDeadShareLinks(db: Kysely<Tables>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('share_links')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb('revoked_at', 'is not', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('share_link_documents')
              .select('share_id')
              .whereRef('share_link_documents.share_id', '=', 'share_links.id'),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many links carry any of these documents, working or not (what deleting them touches). */
export async function countShareLinks(
  db: Kysely<Tables>,
  documentIds: readonly string[],
): Promise<number> {
  if (documentIds.length === 0) return 0;
  const row = await db
    .selectFrom('share_link_documents')
    .select((eb) => eb.fn.count<number>('share_id').distinct().as('links'))
    .where('document_id', 'in', documentIds)
    .executeTakeFirstOrThrow();
  return Number(row.links);
}
