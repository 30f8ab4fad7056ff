import {
  cersaiLetterFileName,
  chargesLetterFileName,
  closureLetterFileName,
  type DisputeLetter,
  disputeLetterFileName,
  disputeSummaryFileName,
  form35FileName,
} from '../../shared/api/loans.js';
import { maskAccountNumber } from '../../shared/format.js';
import { printedVerificationCode } from '../../shared/verification-code.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import { chargesCheck } from '../bureau/charges-check.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { disputeClocks } from '../bureau/dispute-clocks.js';
import { closureTracker, securityOf } from '../bureau/loan-closure.js';
import { compareRecords } from '../bureau/record-check.js';
import { type BureauReportServices, reportForBorrower } from '../consent/bureau-report.js';
import {
  type DocumentServices,
  documentHolderName,
  lenderLetterhead,
  letterheadToWriteTo,
} from '../documents/document-generation.js';
import { latestLenderStatement } from '../documents/lender-records.js';
import type { DocumentRenderer } from '../documents/render-pool.js';
import { type Language, sentence } from '../i18n/messages.js';
import { cersaiSatisfactionLetter } from '../pdf/templates/cersai-satisfaction-letter.js';
import { chargesLetter } from '../pdf/templates/charges-letter.js';
import { closureEscalationLetter } from '../pdf/templates/closure-escalation-letter.js';
import { disputeLetter } from '../pdf/templates/dispute-letters.js';
import { disputeSummaryDocument } from '../pdf/templates/dispute-summary.js';
import { form35 } from '../pdf/templates/form-35.js';
import type { TypesetDocument } from '../pdf/typeset/document-model.js';
import { HttpProblem } from '../platform/http-problem.js';
import { loanOf, repaidLoanOf, statementToCheck } from './borrower-loan.js';
import { openDisputeOf } from './dispute-service.js';

/**
 * The PDFs about one of the borrower's loans, made on request: the letter for a repaid loan's
 * documents, the letter for its charge's satisfaction at CERSAI (a house), Form 35 (a vehicle),
 * the dispute summary, a dispute's letters once a clock is missed, and the letter asking for
 * questioned charges back. Each is refused with a 409 saying why when the loan gives nothing to
 * write; each download goes to the activity log.
 */

/** What these letters use: the borrower's report, the lender's statements and desk, the pool. */
export type LoanLetterServices = BureauReportServices &
  DocumentServices & { renderer: DocumentRenderer };

type LetterBorrower = Pick<Borrower, 'panNumber' | 'panDigest'>;

/** A letter made: its PDF and the name it is saved under. */
export interface LoanLetterPdf {
  pdf: Uint8Array;
  fileName: string;
}

/** The letter to the grievance officer for a repaid home or vehicle loan's documents. */
export async function closureLetterPdf(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
  language: Language,
): Promise<LoanLetterPdf> {
  const today = indiaDate(services.clock.now());
  const { loan } = await repaidLoanOf(services, borrower, loanId);
  const tracker = closureTracker(loan, today);
  const profile = services.providers.lenderDirectory.find(loan.lenderId);
  if (!tracker || (tracker.stage === 'returned' && tracker.daysLate === 0) || !profile) {
    throw new HttpProblem(409, 'NOTHING_TO_ASK', sentence('closureNothingToAsk'));
  }
  return madeLetter(services, borrower, {
    loan,
    kind: 'closure-letter.downloaded',
    fileName: closureLetterFileName,
    document: closureEscalationLetter({
      loan,
      tracker,
      borrower: await printedBorrower(services, borrower.panNumber),
      lender: lenderLetterhead(profile, loan.bankName),
      issuedOn: today,
      sandbox: services.config.sandbox,
      language,
    }),
  });
}

/** The letter asking the lender of a repaid home loan to file its charge's satisfaction. */
export async function cersaiLetterPdf(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
): Promise<LoanLetterPdf> {
  const { loan, lender } = await repaidSecuredLoan(services, borrower, loanId, 'property');
  return madeLetter(services, borrower, {
    loan,
    kind: 'cersai-letter.downloaded',
    fileName: cersaiLetterFileName,
    document: cersaiSatisfactionLetter({
      loan,
      borrower: await printedBorrower(services, borrower.panNumber),
      lender,
      issuedOn: indiaDate(services.clock.now()),
      sandbox: services.config.sandbox,
    }),
  });
}

/** Form 35, prefilled, for a repaid vehicle loan (the RC's numbers are left to fill in). */
export async function form35Pdf(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
): Promise<LoanLetterPdf> {
  const { loan, lender } = await repaidSecuredLoan(services, borrower, loanId, 'vehicle');
  return madeLetter(services, borrower, {
    loan,
    kind: 'form-35.downloaded',
    fileName: form35FileName,
    document: form35({
      loan,
      borrower: await printedBorrower(services, borrower.panNumber),
      lender,
      registrationNumber: null,
      issuedOn: indiaDate(services.clock.now()),
      sandbox: services.config.sandbox,
    }),
  });
}

/** The credit report's record of the loan set against the lender's, when the two differ. */
export async function disputeSummaryPdf(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
  language: Language,
): Promise<LoanLetterPdf> {
  const { report, loan, statement } = await loanWithStatement(
    services,
    borrower,
    loanId,
    'disputeNeedsStatement',
  );
  const mismatches = compareRecords(loan, statement.record);
  if (mismatches.length === 0) {
    throw new HttpProblem(
      409,
      'NOTHING_TO_DISPUTE',
      sentence('disputeNothingToDispute', { bank: loan.bankName }),
    );
  }
  const cited = citedStatement(statement);
  return madeLetter(services, borrower, {
    loan,
    kind: 'dispute-summary.downloaded',
    fileName: disputeSummaryFileName,
    document: disputeSummaryDocument({
      bureauLoan: loan,
      lenderLoan: statement.record,
      mismatches,
      borrower: await printedBorrower(services, borrower.panNumber),
      reportDate: report.asOf,
      evidence: {
        ...cited,
        documentId: statement.documentId,
        fileName: statement.fileName,
        verifyUrl: `${services.config.publicOrigin}/verify/${cited.verificationCode}`,
      },
      issuedOn: indiaDate(services.clock.now()),
      sandbox: services.config.sandbox,
      language,
    }),
  });
}

/** The open dispute's letter to `to`, once the clock that gives it is missed. */
export async function disputeLetterPdf(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
  to: DisputeLetter,
): Promise<LoanLetterPdf> {
  const today = indiaDate(services.clock.now());
  const { report, loan, dispute } = await openDisputeOf(services, borrower, loanId);
  const clocks = disputeClocks(dispute, today);
  if (!clocks.letters.includes(to)) {
    throw new HttpProblem(
      409,
      'NOT_DUE_YET',
      sentence('disputeLetterNotDue', { bank: loan.bankName }),
    );
  }
  const lender = letterheadToWriteTo(
    services.providers.lenderDirectory,
    loan.lenderId,
    loan.bankName,
  );
  const statement = await latestLenderStatement(
    services.database.db,
    services.secrets,
    borrower.panDigest,
    loan.loanId,
  );
  return madeLetter(services, borrower, {
    loan,
    kind: 'dispute-letter.downloaded',
    detail: { to },
    fileName: (bankName, accountMasked) => disputeLetterFileName(to, bankName, accountMasked),
    document: disputeLetter({
      to,
      loan,
      mismatches: statement ? compareRecords(loan, statement.record) : [],
      statement: statement ? citedStatement(statement) : null,
      against: dispute.against,
      clocks,
      borrower: await printedBorrower(services, borrower.panNumber),
      lender,
      reportDate: report.asOf,
      issuedOn: today,
      sandbox: services.config.sandbox,
    }),
  });
}

/** The letter asking the lender back for the charges the charges check flags. */
export async function chargesLetterPdf(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
  language: Language,
): Promise<LoanLetterPdf> {
  const { loan, statement } = await loanWithStatement(
    services,
    borrower,
    loanId,
    'chargesNeedStatement',
  );
  const flagged = chargesCheck(statement.record);
  if (flagged.length === 0) {
    throw new HttpProblem(
      409,
      'NOTHING_TO_QUESTION',
      sentence('chargesNothingToQuestion', { bank: loan.bankName }),
    );
  }
  const lender = letterheadToWriteTo(
    services.providers.lenderDirectory,
    loan.lenderId,
    loan.bankName,
  );
  return madeLetter(services, borrower, {
    loan,
    kind: 'charges-letter.downloaded',
    fileName: chargesLetterFileName,
    document: chargesLetter({
      loan: statement.record,
      flagged,
      borrower: await printedBorrower(services, borrower.panNumber),
      lender,
      statement: citedStatement(statement),
      issuedOn: indiaDate(services.clock.now()),
      sandbox: services.config.sandbox,
      language,
    }),
  });
}

function isRepaid(loan: LoanAccount): loan is LoanAccount & { closedOn: string } {
  return loan.status === 'CLOSED' && loan.closedOn !== null;
}

/**
 * The borrower's repaid loan secured by a house (`property`) or a vehicle, as the record that
 * says it was repaid has it, with its lender's letterhead; a 409 for any other loan.
 */
async function repaidSecuredLoan(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
  security: 'property' | 'vehicle',
) {
  const { loan } = await repaidLoanOf(services, borrower, loanId);
  const profile = services.providers.lenderDirectory.find(loan.lenderId);
  if (!isRepaid(loan) || securityOf(loan.loanType) !== security || !profile) {
    throw security === 'property'
      ? new HttpProblem(409, 'NOT_A_REPAID_HOME_LOAN', sentence('cersaiNotRepaidHomeLoan'))
      : new HttpProblem(409, 'NOT_A_REPAID_VEHICLE_LOAN', sentence('form35NotRepaidVehicleLoan'));
  }
  return { loan, lender: lenderLetterhead(profile, loan.bankName) };
}

/**
 * The loan of the borrower's report with the lender's newest statement a letter holds it
 * against; without a statement, a 409 saying to get it first (`needs`: for what).
 */
async function loanWithStatement(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  loanId: string,
  needs: Parameters<typeof statementToCheck>[3],
) {
  const report = await reportForBorrower(services, borrower);
  const loan = loanOf(report.accounts, loanId);
  const statement = await statementToCheck(services, borrower.panDigest, loan, needs);
  return { report, loan, statement };
}

/** The lender's statement as a letter cites it: its day and its verification code. */
function citedStatement(statement: { generatedAt: Date; verificationCode: string }) {
  return {
    generatedOn: indiaDate(statement.generatedAt),
    verificationCode: printedVerificationCode(statement.verificationCode),
  };
}

/** The borrower as a letter prints them: the registered holder's name and the PAN. */
async function printedBorrower(services: DocumentServices, panNumber: string) {
  return { holderName: await documentHolderName(services, panNumber, null), panNumber };
}

/**
 * Renders a letter about one of the borrower's loans in the pool, writes its download to the
 * activity log, and names the file for the lender and the masked account.
 */
async function madeLetter(
  services: LoanLetterServices,
  borrower: LetterBorrower,
  letter: {
    loan: LoanAccount;
    kind:
      | 'closure-letter.downloaded'
      | 'cersai-letter.downloaded'
      | 'form-35.downloaded'
      | 'charges-letter.downloaded'
      | 'dispute-summary.downloaded'
      | 'dispute-letter.downloaded';
    /** More of the audit event's detail. */
    detail?: Record<string, string>;
    fileName: (bankName: string, accountMasked: string) => string;
    document: TypesetDocument;
  },
): Promise<LoanLetterPdf> {
  const { loan } = letter;
  const pdf = await services.renderer.render(letter.document, services.clock.now());
  await recordAudit(services.database.db, services.secrets.hmacKey, services.clock.now(), {
    kind: letter.kind,
    panNumber: borrower.panNumber,
    detail: {
      loanId: loan.loanId,
      lenderId: loan.lenderId,
      bankName: loan.bankName,
      ...letter.detail,
    },
  });
  return { pdf, fileName: letter.fileName(loan.bankName, maskAccountNumber(loan.accountNumber)) };
}
