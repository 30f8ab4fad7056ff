import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents.js';
import { activityEvent, consentRecord } from './consents.js';

export { dataExportFileName } from './files.js';

/**
 * "Download all my data": one ZIP of every current document's PDF and what we hold about the
 * borrower, as JSON (docs/data-export.md describes the layout). `schemaVersion` changes only
 * when a field is removed or changes meaning; new fields may appear within a version.
 */

export const DATA_EXPORT_SCHEMA_VERSION = 1;

/** One current document as `documents.json` lists it. */
export const exportedDocument = z.object({
  documentId: z.string(),
  /** Its PDF in the ZIP ("documents/HDFC_Bank_StatementofAccount.pdf"); null when it could not be read. */
  file: z.string().nullable(),
  /**
   * Its content as data beside it ("documents/HDFC_Bank_StatementofAccount.json",
   * docs/document-data.md); null when its PDF is not in the ZIP or it was made before documents
   * were kept as data.
   */
  dataFile: z.string().nullable(),
  bankName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  displayName: z.string(),
  loanId: z.string(),
  accountMasked: z.string().nullable(),
  financialYear: z.string().nullable(),
  /** ISO date-times. */
  generatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  fileSizeBytes: z.number().int().nullable(),
  /** Printed on the PDF; anyone can check the file at /verify/<code>. */
  verificationCode: z.string().nullable(),
  version: z.number().int(),
});
export type ExportedDocument = z.infer<typeof exportedDocument>;

export const exportedDocuments = z.object({
  schemaVersion: z.literal(DATA_EXPORT_SCHEMA_VERSION),
  /** ISO date-time. */
  exportedAt: z.string(),
  documents: z.array(exportedDocument),
});

export const exportedConsents = z.object({
  schemaVersion: z.literal(DATA_EXPORT_SCHEMA_VERSION),
  exportedAt: z.string(),
  consents: z.array(consentRecord),
});

export const exportedActivity = z.object({
  schemaVersion: z.literal(DATA_EXPORT_SCHEMA_VERSION),
  exportedAt: z.string(),
  events: z.array(activityEvent),
});
