import type { Borrower } from '../auth/sessions.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Database } from '../db/database.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';
import { createShareLink, MAX_ACTIVE_SHARE_LINKS, type ShareLink } from './share-links.js';

/** What making a share link uses: the links' table and the key its tokens are kept under. */
export interface ShareLinkServices {
  database: Database;
  secrets: Secrets;
}

/**
 * One link to documents already checked ready and the borrower's, or the 409 when a document is
 * in as many active links as one may be: a share, and a balance-transfer pack (which names its
 * loan, and says which of its documents is full in its own words).
 */
export async function newShareLink<Document extends { id: string; expires_at: Date }>(
  services: ShareLinkServices,
  borrower: Pick<Borrower, 'panDigest'>,
  now: Date,
  documents: readonly Document[],
  pack?: { loanId: string; full: (document: Document) => Sentence },
) {
  const link = await createShareLink(
    services.database.db,
    services.secrets.hmacKey,
    now,
    { panDigest: borrower.panDigest },
    documents.map((document) => ({ id: document.id, expiresAt: document.expires_at })),
    pack && { loanId: pack.loanId },
  );
  if ('tooManyLinks' in link) {
    const full = documents.find((document) => document.id === link.tooManyLinks);
    throw new HttpProblem(
      409,
      'TOO_MANY_SHARE_LINKS',
      pack && full
        ? pack.full(full)
        : sentence('tooManyShareLinks', { maximum: MAX_ACTIVE_SHARE_LINKS }),
      { documentId: link.tooManyLinks },
    );
  }
  return link;
}

/** A working link as its owner sees it (never its token, which is kept only as an HMAC). */
export function shareLinkView(link: ShareLink) {
  return {
    shareId: link.shareId,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    documentIds: link.documentIds,
  };
}
