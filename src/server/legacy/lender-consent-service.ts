import type { RequestConsentBody, RetrieveDocumentsBody } from '../../shared/api/legacy.js';
import {
  type DocumentType,
  fromLegacyDocumentType,
  LEGACY_DOCUMENT_TYPES,
} from '../../shared/documents.js';
import { maskAccountNumber } from '../../shared/format.js';
import { LEGACY_OTP_PATTERN } from '../../shared/otp.js';
import { panFromInput } from '../../shared/pan.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import type { BankJobServices } from '../batch/batch-engine.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { reportForBorrower } from '../consent/bureau-report.js';
import {
  documentsScope,
  giveConsent,
  recordConsent,
  recordConsentOtp,
} from '../consent/consent-store.js';
import { digestsEqual } from '../crypto/field-encryption.js';
import { type DocumentLoan, documentLoans } from '../documents/document-loans.js';
import type { DocumentRow } from '../documents/document-views.js';
import { type Language, sentence } from '../i18n/messages.js';
import { type OtpService, otpProblem } from '../otp/otp-service.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { answersRepeat, LENDER_CONSENT_RULES, requestedDocumentTypes } from './legacy-rules.js';
import {
  createLenderConsent,
  findLenderConsent,
  type LenderConsent,
  latestLenderConsent,
  markLenderConsentVerified,
  newLenderConsentId,
  pendingLenderConsent,
  recordLenderOtpResent,
  verifiedCodeDigest,
} from './lender-consent-store.js';
import { LenderRetrievalError, retrieveLoanDocuments } from './loan-documents.js';

/**
 * The older flow (one OTP per bank) as a service: a loan's per-bank consent and its code, then
 * that loan's documents once the code approves it. What it fetches is a batch of one bank
 * (loan-documents.ts); the routes only translate the older API's shapes.
 */

/** What the older flow uses: what a bank job uses, and the OTP service. */
export interface LenderConsentServices extends BankJobServices {
  otp: OtpService;
}

type ReportLoan = LoanAccount & DocumentLoan & { bureauConsentId: string };

export interface SentLenderOtp {
  consentId: string;
  bankName: string;
  phoneMasked: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/**
 * Sends the OTP that approves fetching one loan's documents from its lender, to the bureau's
 * primary number. Asking again for the same loan while its consent waits for the code sends a
 * new code for the same consent (after the resend cooldown); the previous code stops working.
 */
export async function requestLenderConsent(
  services: LenderConsentServices,
  signedIn: Borrower,
  body: RequestConsentBody,
  language: Language,
): Promise<SentLenderOtp> {
  const { db } = services.database;
  const borrower = ownPan(signedIn, body.pan_number);
  const loan = await reportLoan(services, borrower, body.account_id);
  // The code will be typed in a moment: the render threads start meanwhile.
  services.renderer.warm();
  const now = services.clock.now();
  const pending = await pendingLenderConsent(
    db,
    borrower.panDigest,
    loan.loanId,
    new Date(now.getTime() - LENDER_CONSENT_RULES.pendingReuseMs),
  );
  const consentId = pending?.id ?? newLenderConsentId();
  const otp = await services.otp.issueOtp({
    purpose: 'lender-consent',
    subject: consentId,
    panNumber: borrower.panNumber,
    hourlyLimit: LENDER_CONSENT_RULES.otpHourlyLimit,
    lenderName: loan.bankName,
    language,
  });
  const { mobile, phoneMasked } = otp;
  const consentOtp = {
    mobile,
    mobileSource: 'bureau-registered' as const,
    otpChallengeId: otp.challengeId,
  };
  if (pending) {
    const resent = await recordLenderOtpResent(db, now, {
      consentId,
      otpChallengeId: otp.challengeId,
      mobileMasked: phoneMasked,
    });
    if (!resent) {
      throw new HttpProblem(409, 'CONSENT_ALREADY_VERIFIED', sentence('loanJustApproved'));
    }
    await recordConsentOtp(db, services.secrets, consentId, consentOtp);
  } else {
    // The record of the consent shares the id of the batch its documents are fetched by.
    await recordConsent(db, services.secrets, now, {
      id: consentId,
      purpose: 'lender-documents',
      scope: loanScope(loan, LEGACY_DOCUMENT_TYPES.map(fromLegacyDocumentType)),
      panNumber: borrower.panNumber,
      otp: consentOtp,
    });
    await createLenderConsent(db, now, {
      id: consentId,
      panDigest: borrower.panDigest,
      bureauConsentId: loan.bureauConsentId,
      loanId: loan.loanId,
      lenderId: loan.lenderId,
      bankName: loan.bankName,
      mobileMasked: phoneMasked,
      otpChallengeId: otp.challengeId,
    });
  }
  await recordAudit(db, services.secrets.hmacKey, now, {
    kind: 'lender-consent.requested',
    panNumber: borrower.panNumber,
    mobile,
    detail: { consentId, lenderId: loan.lenderId, resent: pending !== undefined },
  });
  return {
    consentId,
    bankName: loan.bankName,
    phoneMasked,
    expiresInSeconds: otp.expiresInSeconds,
    resendAfterSeconds: otp.resendAfterSeconds,
  };
}

/**
 * Approves one loan's consent with its code and answers that loan's documents, ready. Without
 * a consent token the latest consent requested for the loan is used. The same request repeated
 * with the same code within 5 minutes answers the same documents (a lender that failed is
 * asked again) without a new OTP. A lender that fails answers 502 or 503 with a plain message.
 */
export async function retrieveWithLenderConsent(
  services: LenderConsentServices,
  signedIn: Borrower,
  body: RetrieveDocumentsBody,
): Promise<{ bankName: string; loanId: string; documents: DocumentRow[] }> {
  const borrower = ownPan(signedIn, body.pan_number);
  if (!LEGACY_OTP_PATTERN.test(body.consent_otp)) {
    throw new HttpProblem(400, 'INVALID_OTP', sentence('invalidLegacyOtp'));
  }
  // The schema allows exactly one loan.
  const loan = await reportLoan(services, borrower, body.selected_loans[0]!.id);
  const types = requestedDocumentTypes(body.document_types);
  const consent = await borrowerConsent(services, borrower, loan.loanId, body.consent_token);
  await approve(services, borrower, loan, consent, body.consent_otp, types);
  try {
    const documents = await retrieveLoanDocuments(services, {
      consent: { id: consent.id, otpChallengeId: consent.otp_challenge_id },
      borrower,
      loan,
      types,
    });
    return { bankName: loan.bankName, loanId: loan.loanId, documents };
  } catch (error) {
    if (!(error instanceof LenderRetrievalError)) throw error;
    services.log.warn(
      { lenderId: error.lenderId, kind: error.kind, reason: error.reason },
      'lender retrieval failed',
    );
    await recordAudit(services.database.db, services.secrets.hmacKey, services.clock.now(), {
      kind: 'documents.retrieval-failed',
      panNumber: borrower.panNumber,
      detail: { consentId: consent.id, lenderId: loan.lenderId, reason: error.kind },
    });
    throw lenderProblem(error, loan.bankName);
  }
}

/** The borrower, if the PAN named is the token's own; any other answers as if it had no report. */
function ownPan(borrower: Borrower, panNumber: string): Borrower {
  if (panFromInput(panNumber) !== borrower.panNumber) throw notFound(sentence('reportNotFound'));
  return borrower;
}

/** The loan of the borrower's stored credit report; any other id answers 404. */
async function reportLoan(
  services: LenderConsentServices,
  borrower: Borrower,
  loanId: string,
): Promise<ReportLoan> {
  const report = await reportForBorrower(services, borrower);
  const loan = report.accounts.find((account) => account.loanId === loanId);
  if (!loan) throw notFound(sentence('loanNotFound'));
  return {
    ...loan,
    ...documentLoans(report.accounts).get(loanId)!,
    bureauConsentId: report.consentId,
  };
}

/** What a lender consent covers: these documents of this one loan, from its lender. */
function loanScope(loan: LoanAccount, types: readonly DocumentType[]) {
  return documentsScope(
    types.map((documentType) => ({
      documentType,
      bankName: loan.bankName,
      lenderId: loan.lenderId,
      accountMasked: maskAccountNumber(loan.accountNumber),
    })),
  );
}

/**
 * The per-bank consent the code is for: the one named by the token, else the borrower's latest
 * for this loan. Another borrower's, or another loan's, answers like a missing one.
 */
async function borrowerConsent(
  services: LenderConsentServices,
  borrower: Borrower,
  loanId: string,
  consentToken: string | undefined,
): Promise<LenderConsent> {
  const { db } = services.database;
  const consent = consentToken
    ? await findLenderConsent(db, consentToken)
    : await latestLenderConsent(db, borrower.panDigest, loanId);
  if (!consent) {
    if (!consentToken) throw new HttpProblem(400, 'OTP_NOT_SENT', sentence('lenderOtpNotSent'));
    throw notFound(sentence('consentNotFound'));
  }
  if (!digestsEqual(consent.pan_digest, borrower.panDigest) || consent.loan_id !== loanId) {
    throw notFound(sentence('consentNotFound'));
  }
  return consent;
}

/**
 * Checks the code against the consent's OTP (single use, 5 tries, 300 s) and records the
 * approval; a consent already approved accepts only a repeat of the request it approved.
 */
async function approve(
  services: LenderConsentServices,
  borrower: Borrower,
  loan: LoanAccount,
  consent: LenderConsent,
  code: string,
  types: readonly DocumentType[],
): Promise<void> {
  const { db } = services.database;
  const now = services.clock.now();
  const codeDigest = verifiedCodeDigest(services.secrets.hmacKey, consent.id, code);
  if (consent.status === 'verified') {
    const repeat = answersRepeat(
      {
        status: consent.status,
        verifiedAt: consent.verified_at,
        verifiedCodeDigest: consent.verified_code_digest,
        approvedTypes: consent.document_types,
      },
      { codeDigest, types },
      now,
    );
    if (!repeat) throw otpProblem({ reason: 'used' });
    return;
  }
  await services.otp.verifyOtpOrThrow({
    challengeId: consent.otp_challenge_id,
    purpose: 'lender-consent',
    subject: consent.id,
    code,
  });
  await markLenderConsentVerified(db, now, {
    consentId: consent.id,
    codeDigest,
    documentTypes: types,
  });
  await giveConsent(db, consent.id, now, loanScope(loan, types));
  await recordAudit(db, services.secrets.hmacKey, now, {
    kind: 'consent.verified',
    panNumber: borrower.panNumber,
    detail: {
      consentId: consent.id,
      purpose: 'lender-documents',
      lenderId: consent.lender_id,
      documents: types.length,
    },
  });
}

function lenderProblem(error: LenderRetrievalError, bankName: string): HttpProblem {
  if (error.kind === 'account-not-found') {
    return new HttpProblem(
      502,
      'LENDER_ACCOUNT_NOT_FOUND',
      sentence('lenderAccountNotFound', { bank: bankName }),
    );
  }
  return new HttpProblem(
    503,
    'LENDER_UNAVAILABLE',
    sentence('lenderUnavailable', { bank: bankName }),
  );
}
