import type { BalanceTransferKit, PrepaymentCheck } from '../../shared/api/balance-transfer.js';
import type { DocumentData } from '../../shared/api/document-data.js';
import { balanceTransferDocumentTypes, type DocumentType } from '../../shared/documents.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { type BureauReportServices, reportForBorrower } from '../consent/bureau-report.js';
import { documentFacts } from '../documents/document-activity.js';
import { storedDocumentData } from '../documents/document-data.js';
import { borrowerDocuments } from '../documents/document-store.js';
import { type DocumentRow, isDownloadable } from '../documents/document-views.js';
import { newShareLink, shareLinkView } from '../documents/share-link-service.js';
import {
  activeShareLinks,
  MAX_ACTIVE_SHARE_LINKS,
  sharePageUrl,
} from '../documents/share-links.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';
import { loanOf } from './borrower-loan.js';
import { type BorrowerKind, checkPrepaymentCharge } from './prepayment-check.js';

/**
 * A running loan's balance-transfer kit: the foreclosure letter, the statement of account, the
 * sanction letter and, for a secured loan, the list of documents held — asked for through a
 * batch like any documents (one OTP) — and, once they are all made, one share link carrying
 * them for the new lender, with the check of the foreclosure letter's pre-payment charge.
 */

/** What the kit uses: the borrower's report, their documents and the data kept beside them. */
export type BalanceTransferServices = BureauReportServices;

interface Kit {
  loan: LoanAccount;
  documents: Array<{ type: DocumentType; row: DocumentRow | undefined; ready: boolean }>;
  check: PrepaymentCheck;
}

/** The kit of one of the borrower's running loans, and the packs made for it that still work. */
export async function balanceTransferKit(
  services: BalanceTransferServices,
  borrower: Borrower,
  loanId: string,
): Promise<BalanceTransferKit> {
  const now = services.clock.now();
  const kit = await kitOf(services, borrower, loanId);
  const packs = await activeShareLinks(services.database.db, borrower.panDigest, now, {
    loanId: kit.loan.loanId,
  });
  return { ...kitView(kit, now), packs: packs.map(shareLinkView) };
}

/**
 * Once every document of the kit is made: one share link carrying them for the new lender, its
 * making written to the activity log with the pre-payment check; a 409 while one is missing.
 */
export async function makeBalanceTransferPack(
  services: BalanceTransferServices,
  borrower: Borrower,
  loanId: string,
) {
  const now = services.clock.now();
  const kit = await kitOf(services, borrower, loanId);
  const documents: Array<DocumentRow & { expires_at: Date }> = [];
  for (const { type, row, ready } of kit.documents) {
    if (!row || !ready || !row.expires_at) {
      throw new HttpProblem(
        409,
        'KIT_NOT_READY',
        sentence('balanceTransferNotReady', { documentType: type, bank: kit.loan.bankName }),
        { documentType: type },
      );
    }
    documents.push({ ...row, expires_at: row.expires_at });
  }
  const link = await newShareLink(services, borrower, now, documents, {
    loanId: kit.loan.loanId,
    full: (document) =>
      sentence('balanceTransferTooManyLinks', {
        documentType: document.document_type,
        bank: kit.loan.bankName,
        maximum: MAX_ACTIVE_SHARE_LINKS,
      }),
  });
  await recordAudit(services.database.db, services.secrets.hmacKey, now, {
    kind: 'balance-transfer.pack-made',
    panNumber: borrower.panNumber,
    detail: {
      shareId: link.shareId,
      loanId: kit.loan.loanId,
      bankName: kit.loan.bankName,
      sharedDocuments: documents.map(documentFacts),
      prepaymentRule: kit.check.rule,
      prepaymentVerdict: kit.check.verdict,
    },
  });
  return {
    success: true as const,
    shareId: link.shareId,
    shareUrl: sharePageUrl(link.token),
    expiresAt: link.expiresAt.toISOString(),
    documentIds: link.documentIds,
    prepaymentCheck: kit.check,
  };
}

/** The kit of one of the borrower's running loans: its documents, newest first, and the check. */
async function kitOf(
  services: BalanceTransferServices,
  borrower: Borrower,
  loanId: string,
): Promise<Kit> {
  const report = await reportForBorrower(services, borrower);
  const loan = loanOf(report.accounts, loanId);
  if (loan.status === 'CLOSED') {
    throw new HttpProblem(
      409,
      'LOAN_REPAID',
      sentence('balanceTransferRepaidLoan', { bank: loan.bankName }),
    );
  }
  const now = services.clock.now();
  const rows = (await borrowerDocuments(services.database.db, borrower.panDigest)).filter(
    (row) => row.loan_id === loanId,
  );
  const documents = balanceTransferDocumentTypes(loan.loanType).map((type) => {
    const ofType = rows
      .filter((row) => row.document_type === type)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    // The newest copy that can still be shared; else the newest asked for (being made, failed).
    const row = ofType.find((candidate) => isDownloadable(candidate, now)) ?? ofType[0];
    return { type, row, ready: row !== undefined && isDownloadable(row, now) };
  });
  const dataOf = async (type: DocumentType): Promise<DocumentData | null> => {
    const kitDocument = documents.find((document) => document.type === type);
    if (!kitDocument?.ready || !kitDocument.row) return null;
    return storedDocumentData(services.database.db, services.secrets, kitDocument.row.id);
  };
  const letter = await dataOf('foreclosure_letter');
  const sanction = await dataOf('sanction_letter');
  // The lender's record the letter was made from speaks for the loan; else the bureau's.
  const terms = letter?.loan ?? sanction?.loan ?? loan;
  const check = checkPrepaymentCharge({
    rateType: terms.rateType,
    borrower: borrowerKind(borrower.panNumber),
    purpose: loan.loanType === 'business_loan' ? 'business' : 'other',
    sanctionedOn: terms.sanctionedOn,
    letter:
      letter?.documentType === 'foreclosure_letter'
        ? {
            percent: letter.content.foreclosureCharge.percent,
            chargePaise: letter.content.foreclosureCharge.chargePaise,
            gstPaise: letter.content.foreclosureCharge.gstPaise,
          }
        : null,
    kfs:
      sanction?.documentType === 'sanction_letter'
        ? { percent: sanction.content.foreclosureChargePercent }
        : null,
  });
  return { loan, documents, check };
}

/**
 * A PAN's fourth letter says who holds it: P, an individual. Anyone else may or may not be a
 * micro or small enterprise, which only their Udyam registration says.
 */
function borrowerKind(panNumber: string): BorrowerKind {
  return panNumber[3] === 'P' ? 'individual' : 'other';
}

function kitView(kit: Kit, now: Date): Omit<BalanceTransferKit, 'packs'> {
  return {
    success: true,
    loanId: kit.loan.loanId,
    bankName: kit.loan.bankName,
    documents: kit.documents.map(({ type, row, ready }) => ({
      documentType: type,
      documentId: row?.id ?? null,
      state: !row
        ? 'missing'
        : ready
          ? 'ready'
          : row.status === 'ready' || (row.expires_at && row.expires_at <= now)
            ? 'missing'
            : row.status,
      generatedAt: row?.generated_at?.toISOString() ?? null,
    })),
    ready: kit.documents.every((document) => document.ready),
    prepaymentCheck: kit.check,
  };
}
