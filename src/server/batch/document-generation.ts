import type { FastifyInstance } from 'fastify';
import type { DocumentType } from '../../shared/documents.js';
import { DOCUMENT_RETENTION_MS, documentPriority } from '../../shared/documents.js';
import { documentBlobKey } from '../documents/document-store.js';
import type { LenderLetterhead, LoanDocumentInput } from '../pdf/loan-document-input.js';
import { findLender } from '../sandbox/lenders.js';
import type { RenderDocument } from './render-pool.js';

/**
 * The one way a loan document is made, whoever asked for it (a batch's bank job or the older
 * per-bank retrieval): its `documents` row exists as `processing`; the PDF is rendered from the
 * lender's record of the loan, stored encrypted in the document vault, and the row turns
 * `ready` — conditionally, so two makers of the same row never both finish it.
 */

/** Holder name printed when neither the PAN registry nor the borrower gave one. */
export const UNNAMED_HOLDER = 'Borrower';

/** The lender is not in the catalogue, so no letterhead can be printed. */
export class UnknownLenderError extends Error {
  constructor(readonly lenderId: string) {
    super(`No letterhead for lender ${lenderId}`);
  }
}

/**
 * Renders and stores one document whose row is still `processing`. Returns false when another
 * maker finished it meanwhile (its file and row are then left as that maker wrote them).
 */
export async function makeDocument(
  app: FastifyInstance,
  render: RenderDocument,
  document: { id: string; document_type: DocumentType },
  input: LoanDocumentInput,
): Promise<boolean> {
  const { db } = app.database;
  const pdf = await render(document.document_type, input);
  // Another maker of this row may have finished it while this one was rendering.
  const current = await db
    .selectFrom('documents')
    .select('status')
    .where('id', '=', document.id)
    .executeTakeFirst();
  if (current?.status !== 'processing') return false;
  const blobKey = documentBlobKey(document.id);
  await app.documentVault.store(blobKey, pdf);
  const generatedAt = app.clock.now();
  const updated = await db
    .updateTable('documents')
    .set({
      status: 'ready',
      blob_key: blobKey,
      file_size: pdf.length,
      generated_at: generatedAt,
      expires_at: new Date(generatedAt.getTime() + DOCUMENT_RETENTION_MS),
    })
    .where('id', '=', document.id)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** The name the documents are made out to: the PAN registry's, else the one given, else a placeholder. */
export async function documentHolderName(
  app: FastifyInstance,
  panNumber: string,
  given: string | null,
): Promise<string> {
  const registered = await app.providers.panRegistry.findHolder(panNumber);
  return registered?.holderName ?? given ?? UNNAMED_HOLDER;
}

/** The lender as its documents' letterhead shows it. */
export function lenderLetterhead(lenderId: string, bankName: string): LenderLetterhead {
  const lender = findLender(lenderId);
  if (!lender) throw new UnknownLenderError(lenderId);
  return {
    name: bankName,
    shortName: lender.shortName,
    brandColor: lender.brandColor,
    city: lender.registeredOfficeCity,
    grievanceEmail: lender.grievance.email,
    grievancePhone: lender.grievance.phone,
  };
}

/** HIGH-priority documents first (statement, schedule), the order otherwise kept. */
export function byDocumentPriority<T extends { document_type: DocumentType }>(
  documents: readonly T[],
): T[] {
  const rank = (document: T) => (documentPriority(document.document_type) === 'HIGH' ? 0 : 1);
  return [...documents].sort((a, b) => rank(a) - rank(b));
}
