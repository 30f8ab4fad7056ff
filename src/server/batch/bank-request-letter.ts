import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import {
  type DocumentServices,
  documentHolderName,
  letterheadToWriteTo,
} from '../documents/document-generation.js';
import { scopedDocuments } from '../documents/document-store.js';
import type { DocumentRenderer } from '../documents/render-pool.js';
import { type Language, sentence } from '../i18n/messages.js';
import { documentRequestLetter } from '../pdf/templates/document-request-letter.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { batchBorrower, batchStatusFacts } from './batch-store.js';

/** What the letter to a failing bank uses: the batch's rows, its lender's desk, the render pool. */
export type BankRequestLetterServices = DocumentServices & { renderer: DocumentRenderer };

/**
 * The letter from the borrower to the grievance officer of a bank of their batch that did not
 * send its documents after every try, in the borrower's language: each document it did not
 * send, when they were asked for and how often. Only for a bank that failed; its download goes
 * to the activity log.
 */
export async function requestLetterPdf(
  services: BankRequestLetterServices,
  borrower: Borrower,
  request: { batchId: string; lenderId: string; language: Language },
): Promise<{ pdf: Uint8Array; bankName: string }> {
  const { batchId, lenderId } = request;
  const { db } = services.database;
  const facts = await batchStatusFacts(db, batchId, borrower.panDigest);
  if (!facts) throw notFound(sentence('batchNotFound'));
  const bank = facts.banks.find((candidate) => candidate.lenderId === lenderId);
  if (!bank) throw notFound(sentence('bankNotInBatch'));
  const failed =
    bank.status === 'failed'
      ? (await scopedDocuments(db, { requestId: batchId, lenderId })).filter(
          (document) => document.status === 'failed',
        )
      : [];
  if (failed.length === 0) {
    throw new HttpProblem(
      409,
      'BANK_NOT_FAILED',
      sentence('requestLetterBankNotFailed', { bank: bank.bankName }),
    );
  }
  const lender = letterheadToWriteTo(services.providers.lenderDirectory, lenderId, bank.bankName);
  const named = await batchBorrower(db, services.secrets, batchId);
  const order = (document: (typeof failed)[number]) =>
    `${document.account_masked ?? ''}:${DOCUMENT_TYPES.indexOf(document.document_type)}`;
  const pdf = await services.renderer.render(
    documentRequestLetter({
      borrower: {
        holderName: await documentHolderName(
          services,
          borrower.panNumber,
          named?.holderName ?? null,
        ),
        panNumber: borrower.panNumber,
      },
      lender,
      documents: [...failed]
        .sort((a, b) => order(a).localeCompare(order(b)))
        .map((document) => ({
          displayName: document.display_name,
          documentType: document.document_type,
          loanType: document.loan_type,
          accountMasked: document.account_masked,
        })),
      askedOn: indiaDate(facts.createdAt),
      attempts: Math.max(1, Math.min(services.config.batch.retryLimit + 1, bank.attempts)),
      issuedOn: indiaDate(services.clock.now()),
      sandbox: services.config.sandbox,
      language: request.language,
    }),
    services.clock.now(),
  );
  await recordAudit(db, services.secrets.hmacKey, services.clock.now(), {
    kind: 'request-letter.downloaded',
    panNumber: borrower.panNumber,
    detail: { batchId, lenderId, bankName: bank.bankName },
  });
  return { pdf, bankName: bank.bankName };
}
