import type { DocumentType } from '../../shared/documents.js';
import { documentPriority } from '../../shared/documents.js';
import { printedVerificationCode } from '../../shared/verification-code.js';
import type { AppConfig } from '../config/config.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Database } from '../db/database.js';
import { sentence } from '../i18n/messages.js';
import type { LenderLetterhead, LoanDocumentInput } from '../pdf/loan-document-input.js';
import { loanDocumentData, loanDocumentModel } from '../pdf/loan-documents.js';
import type { Clock } from '../platform/clock.js';
import { HttpProblem } from '../platform/http-problem.js';
import type { LenderDirectory, LenderProfile, Providers } from '../providers/providers.js';
import type { DocumentVault } from '../storage/document-vault.js';
import { sealDocumentData } from './document-data.js';
import { fileSha256, signatureFieldFor, signPdf } from './document-signing.js';
import { documentBlobKey, documentStatus, markDocumentReady } from './document-store.js';
import type { DocumentRow } from './document-views.js';
import { sealLenderRecord } from './lender-records.js';
import type { RenderDocument } from './render-pool.js';

/** What making a document uses: the lenders' answers, the keys that sign it, the vault it goes to. */
export interface DocumentServices {
  database: Database;
  clock: Clock;
  config: AppConfig;
  secrets: Secrets;
  providers: Providers;
  documentVault: DocumentVault;
}

/**
 * The one way a loan document is made, whoever asked for it (a batch's bank job or the older
 * per-bank retrieval): its `documents` row exists as `processing`; the PDF is rendered from the
 * lender's record of the loan, stored encrypted in the document vault, and the row turns
 * `ready` — conditionally, so two makers of the same row never both finish it. The same content
 * is kept as data beside it (document-data.ts).
 */

/** Holder name printed when neither the PAN registry nor the borrower gave one. */
export const UNNAMED_HOLDER = 'Borrower';

/** The lender is not in the catalogue, so no letterhead can be printed. */
export class UnknownLenderError extends Error {
  constructor(readonly lenderId: string) {
    super(`No letterhead for lender ${lenderId}`);
  }
}

/** What a document is made from, beyond its row: the lender's record of the loan, and whose. */
export interface DocumentContent {
  loan: LoanDocumentInput['loan'];
  borrower: LoanDocumentInput['borrower'];
  /** ISO date the document speaks for. */
  issuedOn: string;
}

/**
 * Renders, signs and stores one document whose row is still `processing`. It carries the lender's
 * letterhead, its verification code and QR code, and the lender adapter's digital signature.
 * Returns false when another maker finished it meanwhile (its file and row are then left as that
 * maker wrote them).
 */
export async function makeDocument(
  services: DocumentServices,
  render: RenderDocument,
  document: Pick<
    DocumentRow,
    | 'id'
    | 'document_type'
    | 'display_name'
    | 'lender_id'
    | 'bank_name'
    | 'verification_code'
    | 'financial_year'
  >,
  content: DocumentContent,
): Promise<boolean> {
  const { db } = services.database;
  const profile = services.providers.lenderDirectory.find(document.lender_id);
  if (!profile || !document.verification_code) throw new UnknownLenderError(document.lender_id);
  const code = printedVerificationCode(document.verification_code);
  const input: LoanDocumentInput = {
    ...content,
    financialYear: document.financial_year ?? undefined,
    lender: lenderLetterhead(profile, document.bank_name),
    documentId: document.id,
    sandbox: services.config.sandbox,
    verification: { code, url: `${services.config.publicOrigin}/verify/${code}` },
  };
  // The data is embedded in the PDF, so it is dated before the PDF is made.
  const generatedAt = services.clock.now();
  const data = loanDocumentData(document.document_type, input, {
    displayName: document.display_name,
    generatedAt,
  });
  const identity = await services.providers.documentSigning.identityFor(profile);
  const pdf = await render(
    {
      ...loanDocumentModel(document.document_type, input, data),
      signature: signatureFieldFor(identity, generatedAt),
    },
    generatedAt,
  );
  const signed = await signPdf(pdf, identity, generatedAt);
  // Another maker of this row may have finished it while this one was rendering.
  if ((await documentStatus(db, document.id)) !== 'processing') return false;
  const blobKey = documentBlobKey(document.id);
  await services.documentVault.store(blobKey, signed);
  return markDocumentReady(db, document.id, {
    blobKey,
    size: signed.length,
    sha256: fileSha256(signed),
    generatedAt,
    lenderRecordSealed: sealLenderRecord(services.secrets, content.loan),
    documentDataSealed: sealDocumentData(services.secrets, data),
  });
}

/** The name the documents are made out to: the PAN registry's, else the one given, else a placeholder. */
export async function documentHolderName(
  services: DocumentServices,
  panNumber: string,
  given: string | null,
): Promise<string> {
  const registered = await services.providers.panRegistry.findHolder(panNumber);
  return registered?.holderName ?? given ?? UNNAMED_HOLDER;
}

/** The lender as its documents' letterhead (and letters to it) show it. */
export function lenderLetterhead(lender: LenderProfile, bankName: string): LenderLetterhead {
  return {
    name: bankName,
    shortName: lender.shortName,
    brandColor: lender.brandColor,
    city: lender.city,
    grievanceEmail: lender.grievance.email,
    grievancePhone: lender.grievance.phone,
  };
}

/**
 * The letterhead of the lender a borrower's letter is addressed to. A lender the directory does
 * not know has no address to write to: the borrower is told so, and how to write instead (409).
 */
export function letterheadToWriteTo(
  lenders: LenderDirectory,
  lenderId: string,
  bankName: string,
): LenderLetterhead {
  const profile = lenders.find(lenderId);
  if (!profile) {
    throw new HttpProblem(
      409,
      'LENDER_ADDRESS_UNKNOWN',
      sentence('lenderAddressUnknown', { bank: bankName }),
    );
  }
  return lenderLetterhead(profile, bankName);
}

/** HIGH-priority documents first (statement, schedule), the order otherwise kept. */
export function byDocumentPriority<T extends { document_type: DocumentType }>(
  documents: readonly T[],
): T[] {
  const rank = (document: T) => (documentPriority(document.document_type) === 'HIGH' ? 0 : 1);
  return [...documents].sort((a, b) => rank(a) - rank(b));
}
