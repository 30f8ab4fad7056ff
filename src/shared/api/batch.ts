import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents.js';
import { HOLDER_NAME_MAX } from '../pan.js';
import { loanTypes } from './loans.js';

/**
 * Document batches: one OTP for every selected bank (spec §3 "Batch", §7 consent/batch/*).
 * The server takes only loan ids and document types from the request; bank names, lenders,
 * amounts and priorities come from the borrower's stored credit report and our rules.
 */

export const BATCH_LIMITS = {
  /** Loans in one batch (the sandbox bureau reports at most a handful; real ones a few dozen). */
  maxLoans: 50,
} as const;

export const SELECT_LOAN_MESSAGE = 'Please select at least one loan';
export const SELECT_DOCUMENT_MESSAGE = 'Please select at least one document';
export const TOO_MANY_LOANS_MESSAGE = `You can request documents for at most ${BATCH_LIMITS.maxLoans} loans at a time.`;

export const batchStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type BatchStatusValue = (typeof batchStatuses)[number];

export const batchStages = [
  'CONSENT_PENDING',
  'OTP_VERIFICATION',
  'PROCESSING_STARTED',
  'FETCHING_DOCUMENTS',
  'GENERATING_DOCUMENTS',
  'COMPLETED',
] as const;
export type BatchStageValue = (typeof batchStages)[number];

export const bankStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type BankStatusValue = (typeof bankStatuses)[number];

export const requestedDocument = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    /** Ignored: the server sets HIGH for the popular documents and MEDIUM for the others. */
    priority: z.enum(['HIGH', 'MEDIUM']).optional(),
  })
  .strict();
export type RequestedDocument = z.infer<typeof requestedDocument>;

export const selectedLoan = z
  .object({
    loanId: z.string().min(1).max(64),
    // Sent by clients written against the spec; the server reads these from the report instead.
    accountId: z.string().max(64).optional(),
    bankName: z.string().max(120).optional(),
    loanType: z.enum(loanTypes).optional(),
    outstandingAmount: z.number().finite().min(0).max(1e12).optional(),
    requestedDocuments: z
      .array(requestedDocument)
      .min(1, SELECT_DOCUMENT_MESSAGE)
      .max(DOCUMENT_TYPES.length * 2),
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
      .min(1, SELECT_LOAN_MESSAGE)
      .max(BATCH_LIMITS.maxLoans, TOO_MANY_LOANS_MESSAGE),
  })
  .strict();
export type CreateBatchBody = z.infer<typeof createBatchBody>;

export const createBatchResponse = z.object({
  success: z.literal(true),
  batchId: z.string(),
  message: z.string(),
});
export type CreateBatchResponse = z.infer<typeof createBatchResponse>;

export const batchIdBody = z.object({ batchId: z.string().min(1).max(64) }).strict();
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
    batchId: z.string().min(1).max(64),
    otpCode: z.string().min(1).max(6),
  })
  .strict();
export type VerifyBatchOtpBody = z.infer<typeof verifyBatchOtpBody>;

export const verifyBatchOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type VerifyBatchOtpResponse = z.infer<typeof verifyBatchOtpResponse>;

export const batchStatusParams = z.object({ batchId: z.string().min(1).max(64) }).strict();

export const bankProcessingStatus = z.object({
  bankName: z.string(),
  status: z.enum(bankStatuses),
  documentsGenerated: z.number().int(),
  documentsRequested: z.number().int(),
});
export type BankProcessingStatus = z.infer<typeof bankProcessingStatus>;

export const batchStatusResponse = z.object({
  success: z.literal(true),
  batch: z.object({
    batchId: z.string(),
    status: z.enum(batchStatuses),
    currentStage: z.enum(batchStages),
    /** 0–100; never goes back. */
    progress: z.number().int().min(0).max(100),
    /** The current stage in the borrower's words. */
    stageMessage: z.string(),
    documentsRequested: z.number().int(),
    documentsGenerated: z.number().int(),
    /** Names of the banks whose documents could not be fetched. */
    failedBanks: z.array(z.string()),
    /** ISO date-times. */
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  }),
  bankProcessingStatus: z.array(bankProcessingStatus),
});
export type BatchStatusResponse = z.infer<typeof batchStatusResponse>;
