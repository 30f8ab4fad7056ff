import { strToU8, type Zippable, zipSync } from 'fflate';
import {
  DATA_EXPORT_SCHEMA_VERSION,
  dataExportFileName,
  type ExportedDocument,
} from '../../shared/api/data-export.js';
import { documentDataFileName } from '../../shared/api/document-data.js';
import { indiaIsoDate } from '../../shared/financial-year.js';
import { type ActivityServices, borrowerActivity } from '../audit/activity.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { consentRecords } from '../consent/consent-views.js';
import type { Secrets } from '../crypto/secrets.js';
import { documentDataFile, storedDocumentData } from '../documents/document-data.js';
import { borrowerDocuments } from '../documents/document-store.js';
import {
  documentVersions,
  isDownloadable,
  loanDocumentView,
  newestFirst,
} from '../documents/document-views.js';
import { type DocumentFileServices, readDocumentFile } from '../documents/file-response.js';
import type { Sentence } from '../i18n/messages.js';
import type { Clock } from '../platform/clock.js';

/** What a borrower's data export reads: their records, activity and files. */
export interface DataExportServices extends ActivityServices, DocumentFileServices {
  clock: Clock;
  secrets: Secrets;
}

/** What the ZIP holds, said once in both languages (the borrower may open it anywhere). */
const README = `Loan Documents - a copy of all your data
========================================

documents/       Every current document as the lender's signed PDF. Anyone you give one to
                 can check it at the address printed on it. Beside each PDF, a .json file of
                 the same name says what it says as data: every amount, date and row.
documents.json   The list of those documents: lender, loan, type, dates, verification code.
consents.json    Every consent you gave: purpose, what was fetched, from whom, status.
activity.json    What was done with your data: fetched, viewed, shared, deleted.

Documents are kept for 30 days after they are made, then deleted; this copy is yours to keep.
The layout is described as schema version ${DATA_EXPORT_SCHEMA_VERSION}.

Loan Documents - आपके सारे डेटा की एक प्रति
========================================

documents/       हर मौजूदा दस्तावेज़, लेंडर के हस्ताक्षर वाली PDF के रूप में। जिसे भी आप इसे दें,
                 वह इस पर छपे पते पर इसकी जाँच कर सकता है। हर PDF के साथ उसी नाम की .json
                 फ़ाइल वही बात डेटा के रूप में कहती है: हर रकम, तारीख और पंक्ति।
documents.json   उन दस्तावेज़ों की सूची: लेंडर, लोन, प्रकार, तारीखें, सत्यापन कोड।
consents.json    आपकी दी हुई हर सहमति: उद्देश्य, क्या लिया गया, किससे, स्थिति।
activity.json    आपके डेटा के साथ क्या किया गया: लिया गया, देखा गया, शेयर किया गया, हटाया गया।

दस्तावेज़ बनने के 30 दिन बाद हटा दिए जाते हैं; यह प्रति आपके पास रहेगी।
`;

export interface DataExport {
  fileName: string;
  zip: Uint8Array;
  /** PDFs in the ZIP. */
  documents: number;
}

/**
 * Everything we hold for the borrower, in one ZIP: the PDF of each current document (the one
 * the Document Center shows for a loan and type; earlier versions stay out) with its content as
 * JSON beside it, the list of documents, consent records and activity log as JSON, and a README.
 * A file that cannot be read (missing or failing its integrity check) is listed with
 * `file: null` rather than failing the export.
 */
export async function borrowerDataExport(
  services: DataExportServices,
  borrower: Borrower,
  say: (said: Sentence) => string,
): Promise<DataExport> {
  const now = services.clock.now();
  const exportedAt = now.toISOString();
  const rows = await borrowerDocuments(services.database.db, borrower.panDigest);
  const versions = documentVersions(rows);
  const current = rows
    .filter((row) => isDownloadable(row, now) && (versions.get(row.id)?.isCurrent ?? true))
    .sort(newestFirst);

  const files: Zippable = {};
  const listed: ExportedDocument[] = [];
  for (const row of current) {
    const view = loanDocumentView(row, now, services.secrets.hmacKey, versions.get(row.id));
    const pdf = await readDocumentFile(services, {
      id: row.id,
      blobKey: row.blob_key,
      fileName: row.file_name,
    });
    const path = pdf ? uniquePath(files, `documents/${row.file_name}`) : null;
    // PDFs are compressed inside already: stored as they are.
    if (path && pdf) files[path] = [new Uint8Array(pdf), { level: 0 }];
    // Its data beside it, named as the PDF is (so a second copy's data is "name (2).json").
    const data = path
      ? await storedDocumentData(services.database.db, services.secrets, row.id)
      : null;
    const dataPath = path && data ? documentDataFileName(path) : null;
    if (dataPath && data) files[dataPath] = new Uint8Array(documentDataFile(data));
    listed.push({
      documentId: view.documentId,
      file: path,
      dataFile: dataPath,
      bankName: view.bankName,
      documentType: view.documentType,
      displayName: view.displayName,
      loanId: view.loanId,
      accountMasked: view.accountMasked,
      financialYear: view.financialYear ?? null,
      generatedAt: view.generatedAt,
      expiresAt: view.expiresAt,
      fileSizeBytes: view.fileSizeBytes,
      verificationCode: view.verificationCode,
      version: view.version,
    });
  }

  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const schemaVersion = DATA_EXPORT_SCHEMA_VERSION;
  files['README.txt'] = strToU8(README);
  files['documents.json'] = json({ schemaVersion, exportedAt, documents: listed });
  files['consents.json'] = json({
    schemaVersion,
    exportedAt,
    consents: await consentRecords(services.database.db, borrower.panDigest, now, say),
  });
  // Read before this export is recorded, so the log ends with what came before it.
  files['activity.json'] = json({
    schemaVersion,
    exportedAt,
    events: await borrowerActivity(services, borrower.panDigest, say),
  });

  const documents = listed.filter((document) => document.file !== null).length;
  await recordAudit(services.database.db, services.secrets.hmacKey, now, {
    kind: 'data.exported',
    panNumber: borrower.panNumber,
    detail: { documents },
  });
  return {
    fileName: dataExportFileName(indiaIsoDate(now)),
    zip: zipSync(files, { level: 6, mtime: now }),
    documents,
  };
}

/** `path`, or "name (2).pdf" and so on when a file of that name is in the ZIP already. */
function uniquePath(files: Zippable, path: string): string {
  if (!(path in files)) return path;
  const dot = path.lastIndexOf('.');
  for (let copy = 2; ; copy++) {
    const candidate = `${path.slice(0, dot)} (${copy})${path.slice(dot)}`;
    if (!(candidate in files)) return candidate;
  }
}
