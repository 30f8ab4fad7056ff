import { z } from 'zod';
import {
  BANK_FAILURE_REASONS,
  BANK_STATUSES,
  BATCH_STAGES,
  BATCH_STATUSES,
  KEEP_TRYING_STATES,
} from '../batch.js';
import { DOCUMENT_TYPES, isYearlyDocument } from '../documents.js';
import { LOAN_TYPES } from '../loans.js';
import { HOLDER_NAME_MAX } from '../pan.js';
import { issuedId, lenderId, loanId } from './ids.js';
import { financialYear } from './tax.js';

export { requestLetterFileName } from './files.js';

/**
 * Document batches: one OTP for every selected bank (spec §3 "Batch", §7 consent/batch/*).
 * The server takes only loan ids and document types from the request; bank names, lenders,
 * amounts and priorities come from the borrower's stored credit report and our rules.
 */

export const BATCH_LIMITS = {
  /** Loans in one batch (the sandbox bureau reports at most a handful; real ones a few dozen). */
  maxLoans: 50,
} as const;

export const requestedDocument = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    /** Ignored: the server sets HIGH for the popular documents and MEDIUM for the others. */
    priority: z.enum(['HIGH', 'MEDIUM']).optional(),
    /**
     * For an interest certificate only: the financial year it speaks for, from the current
     * year (provisional) back eight years. Absent: the last complete financial year.
     */
    financialYear: financialYear.optional(),
  })
  .strict()
  .refine(
    (document) => document.financialYear === undefined || isYearlyDocument(document.documentType),
    'financialYearNotForDocument',
  );
export type RequestedDocument = z.infer<typeof requestedDocument>;

export const selectedLoan = z
  .object({
    loanId,
    // Sent by clients written against the spec; the server reads these from the report instead.
    accountId: z.string().max(64).optional(),
    bankName: z.string().max(120).optional(),
    loanType: z.enum(LOAN_TYPES).optional(),
    outstandingAmount: z.number().finite().min(0).max(1e12).optional(),
    requestedDocuments: z
      .array(requestedDocument)
      .min(1, 'selectDocument')
      .max(DOCUMENT_TYPES.length * 2)
      // One certificate a loan per request: asking for two years of it is two requests.
      .refine(
        (documents) =>
          new Set(
            documents
              .filter((document) => isYearlyDocument(document.documentType))
              .map((document) => document.financialYear ?? ''),
          ).size <= 1,
        'interestCertificateTwice',
      ),
  })
  .strict();
export type SelectedLoan = z.infer<typeof selectedLoan>;

export const createBatchBody = z
  .object({
    panNumber: z.string().min(1).max(10),
    /**
     * The name the borrower verified with their PAN; printed on the documents when the PAN
     * registry has no name on record for this PAN.
     */
    holderName: z.string().max(HOLDER_NAME_MAX).optional(),
    selectedLoans: z
      .array(selectedLoan)
      .min(1, 'selectLoan')
      .max(BATCH_LIMITS.maxLoans, 'tooManyLoans'),
  })
  .strict();
export type CreateBatchBody = z.infer<typeof createBatchBody>;

export const createBatchResponse = z.object({
  success: z.literal(true),
  batchId: z.string(),
  message: z.string(),
});
export type CreateBatchResponse = z.infer<typeof createBatchResponse>;

export const batchIdBody = z.object({ batchId: issuedId }).strict();
export type BatchIdBody = z.infer<typeof batchIdBody>;

export const sendBatchOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** e.g. "+91 XXXXXX3210" */
  phone_masked: z.string(),
  /** Seconds until the OTP expires (300). */
  expires_in: z.number().int(),
  /** Seconds before another OTP may be requested. */
  resend_after: z.number().int(),
});
export type SendBatchOtpResponse = z.infer<typeof sendBatchOtpResponse>;

export const verifyBatchOtpBody = z
  .object({
    batchId: issuedId,
    otpCode: z.string().min(1).max(6),
  })
  .strict();
export type VerifyBatchOtpBody = z.infer<typeof verifyBatchOtpBody>;

export const verifyBatchOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type VerifyBatchOtpResponse = z.infer<typeof verifyBatchOtpResponse>;

export const batchStatusParams = z.object({ batchId: issuedId }).strict();

export const bankProcessingStatus = z.object({
  bankName: z.string(),
  /** The lender's id: what Try again names. */
  lenderId: z.string(),
  status: z.enum(BANK_STATUSES),
  documentsGenerated: z.number().int(),
  documentsRequested: z.number().int(),
  /** The attempt running, or the next one while `retrying`; 0 before the first starts. */
  attempt: z.number().int().min(0),
  maxAttempts: z.number().int().min(1),
  /** An attempt failed and another is coming ("retrying, attempt 2 of 4"). */
  retrying: z.boolean(),
  /**
   * The bank failed for good and may be asked again under the batch's consent (Try again),
   * while the borrower has taps left for it.
   */
  canRetry: z.boolean(),
  /**
   * Why the bank's last attempt failed, as a code the borrower is told in plain words (never
   * the engine's own text); null while nothing has failed.
   */
  failureReason: z.enum(BANK_FAILURE_REASONS).nullable(),
  /** The borrower's Try again taps are spent: the server may keep trying instead. */
  canKeepTrying: z.boolean(),
  /**
   * Keep trying for me: `on` while the server asks again on its schedule (the next try and the
   * end, ISO date-times; `nextTryAt` is null while the last try runs), `recovered` when a
   * scheduled try brought the documents, `gave_up` when the schedule ended without. Null when
   * never asked (or stopped).
   */
  keepTrying: z
    .object({
      state: z.enum(KEEP_TRYING_STATES),
      nextTryAt: z.string().nullable(),
      until: z.string().nullable(),
      /** The borrower asked for an SMS when it ends (the documents came, or we stopped). */
      sms: z.boolean(),
    })
    .nullable(),
  /**
   * For a bank that failed for good: its grievance desk (from the lender directory), so the
   * borrower can also ask it directly. Null otherwise.
   */
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
});
export type BankProcessingStatus = z.infer<typeof bankProcessingStatus>;

export const batchStatusResponse = z.object({
  success: z.literal(true),
  batch: z.object({
    batchId: z.string(),
    status: z.enum(BATCH_STATUSES),
    currentStage: z.enum(BATCH_STAGES),
    /** 0–100; never goes back. */
    progress: z.number().int().min(0).max(100),
    /** The current stage in the borrower's words. */
    stageMessage: z.string(),
    documentsRequested: z.number().int(),
    documentsGenerated: z.number().int(),
    /** Names of the banks whose documents could not be fetched. */
    failedBanks: z.array(z.string()),
    /** Banks done, of all the batch's banks: "4 of 5 banks ready". */
    banksReady: z.number().int(),
    banksTotal: z.number().int(),
    /**
     * Seconds until every bank should be done, from the lenders' recent real times; null when
     * the batch has ended or a lender has no recent history.
     */
    estimatedSecondsLeft: z.number().int().nullable(),
    /** ISO date-times. */
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  }),
  bankProcessingStatus: z.array(bankProcessingStatus),
});
export type BatchStatusResponse = z.infer<typeof batchStatusResponse>;

export const retryBankParams = z.object({ batchId: issuedId, lenderId }).strict();

/** The bank of a batch a request letter is for. */
export const requestLetterParams = z.object({ batchId: issuedId, lenderId }).strict();

export const retryBankResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type RetryBankResponse = z.infer<typeof retryBankResponse>;

/** Keep trying for me (POST starts it, DELETE stops it): the same bank as Try again names. */
export const keepTryingParams = retryBankParams;

/**
 * Starting Keep trying for me: `notifyBySms` also sends an SMS when it ends (the documents came,
 * or we stopped), to the mobile the batch was approved with. Without it (or without a body, as
 * older clients send) there is no SMS.
 */
export const keepTryingBody = z
  .object({ notifyBySms: z.boolean().optional() })
  .strict()
  // Fastify hands a request without a body to the schema as null.
  .nullish();
export type KeepTryingBody = z.infer<typeof keepTryingBody>;

export const keepTryingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type KeepTryingResponse = z.infer<typeof keepTryingResponse>;
