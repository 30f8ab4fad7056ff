// First: zod must be told before the schemas are made.
import './zod-without-eval';
import type { VerifyDocumentResponse } from '../../../shared/api/documents';
import type { DocumentType } from '../../../shared/documents';
import { readEmbeddedDocumentData } from '../../../shared/embedded-document-data';
import { parseVerificationCode } from '../../../shared/verification-code';

/**
 * What the data inside a picked PDF says, beside what its verification code records. Loaded only
 * when a file is picked: it brings the PDF reader and the data's schema (zod) with it.
 */

/** What the data says, each fact with whether the record says the same. */
export interface DataFacts {
  documentType: { says: DocumentType; agrees: boolean };
  lender: { says: string; agrees: boolean };
  /** The moment the document was made (the record's issue time): agrees by the day in India. */
  issuedAt: { says: string; agrees: boolean };
  code: { says: string; agrees: boolean };
}

export type DataCheck =
  | { state: 'read'; agrees: boolean; facts: DataFacts; json: string }
  | { state: 'none' }
  | { state: 'unreadable' };

export async function checkDocumentData(
  pdf: ArrayBuffer,
  record: { code: string; verification: VerifyDocumentResponse },
): Promise<DataCheck> {
  const read = await readEmbeddedDocumentData(new Uint8Array(pdf));
  if (read.outcome !== 'data') return { state: read.outcome };
  const { data } = read;
  const { verification } = record;
  const facts: DataFacts = {
    documentType: {
      says: data.documentType,
      agrees: data.documentType === verification.document_type,
    },
    lender: { says: data.lender.name, agrees: data.lender.name === verification.lender_name },
    issuedAt: {
      says: data.generatedAt,
      agrees:
        verification.issued_at !== null &&
        indiaDay(data.generatedAt) !== null &&
        indiaDay(data.generatedAt) === indiaDay(verification.issued_at),
    },
    code: {
      says: data.verification.code,
      agrees:
        parseVerificationCode(data.verification.code) !== null &&
        parseVerificationCode(data.verification.code) === parseVerificationCode(record.code),
    },
  };
  const agrees = Object.values(facts).every((fact) => fact.agrees);
  return { state: 'read', agrees, facts, json: read.json };
}

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** 2026-11-22: the calendar day in India of a date-time, or null when it is none. */
function indiaDay(dateTime: string): string | null {
  const time = Date.parse(dateTime);
  return Number.isNaN(time) ? null : INDIA_DAY.format(time);
}
