import type { Kysely } from 'kysely';
import type { DocumentData } from '../../shared/api/document-data.js';
import { decryptText, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import { documentDataJson } from '../pdf/loan-documents.js';

/**
 * Each document's content as data (docs/document-data.md), kept sealed with its row: made with
 * the PDF from the same lender's record, so what the borrower downloads as JSON is what the PDF
 * says. It goes when the row goes (retention, withdrawal, delete-my-data).
 */

export function sealDocumentData(secrets: Secrets, data: DocumentData): string {
  return encryptText(secrets.masterKey, JSON.stringify(data));
}

/** The document's data, or null when it has none (made before documents kept it). */
export async function storedDocumentData(
  db: Kysely<Tables>,
  secrets: Secrets,
  documentId: string,
): Promise<DocumentData | null> {
  const row = await db
    .selectFrom('documents')
    .select('document_data_sealed')
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row?.document_data_sealed) return null;
  return JSON.parse(decryptText(secrets.masterKey, row.document_data_sealed)) as DocumentData;
}

/** As a file: indented, for people as much as programs. */
export function documentDataFile(data: DocumentData): Buffer {
  return Buffer.from(documentDataJson(data), 'utf8');
}
