import { DOCUMENT_URL_TTL_SECONDS } from '../../shared/api/documents.js';
import { DOCUMENTS_ROUTES } from '../../shared/api/documents-routes.js';
import { routeUrl } from '../../shared/api/route-table.js';
import { digest, digestsEqual } from '../crypto/field-encryption.js';

/**
 * Short-lived signed URLs for a document's file. A browser download cannot send the bearer
 * token, so the URL carries its own authorisation: an HMAC over the purpose, the document id
 * and the expiry time, under the server's HMAC key. Nothing is stored; a link simply stops
 * working when it expires or when its document is gone.
 */

/** Download the PDF, view it (not counted), or download its data (JSON). */
export type FilePurpose = 'download' | 'view' | 'data';

export interface SignedFileUrl {
  url: string;
  expiresAt: Date;
}

export function signedFileUrl(
  hmacKey: Buffer,
  documentId: string,
  purpose: FilePurpose,
  now: Date,
): SignedFileUrl {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_TTL_SECONDS;
  return {
    url: routeUrl(
      DOCUMENTS_ROUTES.documentFile,
      { documentId },
      {
        expires: String(expires),
        signature: fileSignature(hmacKey, documentId, purpose, expires),
        purpose: purpose === 'download' ? undefined : purpose,
      },
    ),
    expiresAt: new Date(expires * 1000),
  };
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Whether a URL's signature opens this document for this purpose at `now`. */
export function checkFileSignature(
  hmacKey: Buffer,
  link: { documentId: string; purpose: FilePurpose; expires?: string; signature?: string },
  now: Date,
): SignatureCheck {
  if (!link.expires || !/^\d{1,12}$/.test(link.expires) || !link.signature) return 'invalid';
  const expires = Number(link.expires);
  const expected = fileSignature(hmacKey, link.documentId, link.purpose, expires);
  if (!digestsEqual(expected, link.signature)) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

function fileSignature(
  hmacKey: Buffer,
  documentId: string,
  purpose: FilePurpose,
  expires: number,
): string {
  return digest(hmacKey, 'download-url', `${purpose}\n${documentId}\n${expires}`);
}
