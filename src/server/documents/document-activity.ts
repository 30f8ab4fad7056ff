import { recordAudit } from '../audit/audit-log.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import type { DocumentRow } from './document-views.js';

/** What recording a document's activity uses. */
export interface DocumentActivityServices {
  database: Database;
  clock: Clock;
  secrets: Secrets;
}

/** What the activity log says of a document: which, from which bank; never whose. */
export function documentFacts(document: Pick<DocumentRow, 'id' | 'document_type' | 'bank_name'>) {
  return {
    documentId: document.id,
    documentType: document.document_type,
    bankName: document.bank_name,
  };
}

/** A document viewed, downloaded or opened through a share link, in its owner's activity log. */
export function recordDocumentUse(
  services: DocumentActivityServices,
  kind: 'document.viewed' | 'document.downloaded' | 'document.data-downloaded' | 'share.opened',
  document: Pick<DocumentRow, 'id' | 'pan_digest' | 'document_type' | 'bank_name'>,
): Promise<void> {
  return recordAudit(services.database.db, services.secrets.hmacKey, services.clock.now(), {
    kind,
    panDigest: document.pan_digest,
    detail: documentFacts(document),
  });
}
