import type { CreateBatchBody } from '../../shared/api/batch.js';
import { documentTypesFor, isYearlyDocument } from '../../shared/documents.js';
import { maskAccountNumber } from '../../shared/format.js';
import { HOLDER_NAME_PATTERN, panFromInput } from '../../shared/pan.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import { type BureauReportServices, reportForBorrower } from '../consent/bureau-report.js';
import { documentsScope } from '../consent/consent-store.js';
import { documentLoans } from '../documents/document-loans.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { chosenFinancialYear } from '../tax/financial-year-choice.js';
import { bankRequests } from './batch-rules.js';
import { createBatch } from './batch-store.js';

/** What creating a batch uses: the borrower's credit report, and the database it is written to. */
export type BatchCreationServices = BureauReportServices;

/**
 * A batch of the documents the borrower picked, waiting for its one OTP. Every loan, bank and
 * amount comes from the borrower's credit report, never from the request: a loan not in it,
 * picked twice, or asked for a document it does not offer (a no-dues certificate for a running
 * loan) is refused with what to do instead, and nothing is written.
 */
export async function createDocumentBatch(
  services: BatchCreationServices,
  borrower: Borrower,
  body: CreateBatchBody,
): Promise<{ batchId: string; banks: number; documents: number }> {
  if (panFromInput(body.panNumber) !== borrower.panNumber) {
    throw notFound(sentence('reportNotFound'));
  }
  const holderName = body.holderName?.trim().replace(/\s+/g, ' ') || null;
  if (holderName && !HOLDER_NAME_PATTERN.test(holderName)) {
    throw new HttpProblem(400, 'INVALID_HOLDER_NAME', sentence('nameFormat'));
  }
  const report = await reportForBorrower(services, borrower);
  const accounts = new Map(report.accounts.map((account) => [account.loanId, account]));
  const named = documentLoans(report.accounts);
  const today = indiaDate(services.clock.now());
  const seen = new Set<string>();
  const selected = body.selectedLoans.map((loan) => {
    const account = accounts.get(loan.loanId);
    if (!account) {
      throw new HttpProblem(
        400,
        'UNKNOWN_LOAN',
        sentence('loanNotInReport', { loanId: loan.loanId }),
      );
    }
    if (seen.has(loan.loanId)) {
      throw new HttpProblem(
        400,
        'DUPLICATE_LOAN',
        sentence('loanSelectedTwice', { loanId: loan.loanId }),
      );
    }
    seen.add(loan.loanId);
    const offered = documentTypesFor(account.status, account.loanType);
    const notOffered = loan.requestedDocuments.find(
      (document) => !offered.includes(document.documentType),
    );
    if (notOffered) {
      const names = {
        bank: account.bankName,
        account: maskAccountNumber(account.accountNumber),
      };
      throw new HttpProblem(
        400,
        'DOCUMENT_NOT_OFFERED',
        sentence(
          notOffered.documentType === 'documents_held'
            ? 'documentsHeldNotOffered'
            : account.status === 'CLOSED'
              ? 'foreclosureForRepaidLoan'
              : 'noDuesForRunningLoan',
          names,
        ),
      );
    }
    const certificate = loan.requestedDocuments.find((document) =>
      isYearlyDocument(document.documentType),
    );
    return {
      loanId: account.loanId,
      lenderId: account.lenderId,
      bankName: account.bankName,
      ...named.get(account.loanId)!,
      documentTypes: loan.requestedDocuments.map((document) => document.documentType),
      ...(certificate
        ? { financialYear: chosenFinancialYear(certificate.financialYear, today) }
        : {}),
    };
  });
  const banks = bankRequests(selected);
  const batchId = await createBatch(services.database.db, services.secrets, services.clock.now(), {
    borrower,
    bureauConsentId: report.consentId,
    holderName,
    banks,
    scope: documentsScope(
      selected.flatMap((loan) =>
        [...new Set(loan.documentTypes)].map((documentType) => ({
          ...loan,
          documentType,
          financialYear: isYearlyDocument(documentType) ? loan.financialYear : undefined,
        })),
      ),
    ),
  });
  const documents = banks.reduce((sum, bank) => sum + bank.documents.length, 0);
  return { batchId, banks: banks.length, documents };
}
