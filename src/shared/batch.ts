/** Document batch contract values: a batch's status and stages, and each bank's status. */

export const BATCH_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** In the order a batch moves through them, never backwards. */
export const BATCH_STAGES = [
  'CONSENT_PENDING',
  'OTP_VERIFICATION',
  'PROCESSING_STARTED',
  'FETCHING_DOCUMENTS',
  'GENERATING_DOCUMENTS',
  'COMPLETED',
] as const;
export type BatchStage = (typeof BATCH_STAGES)[number];

export const BANK_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

/**
 * Why a bank failed, as the borrower is told it: the lender did not answer in time, said it has
 * no such documents (or loan) for them, or refused the request.
 */
export const BANK_FAILURE_REASONS = ['no_answer', 'documents_not_available', 'refused'] as const;
export type BankFailureReason = (typeof BANK_FAILURE_REASONS)[number];

/**
 * Keep trying for me: `on` while the server asks the bank again on its schedule; `recovered`
 * when one of those tries brought the documents; `gave_up` when 72 hours passed without.
 */
export const KEEP_TRYING_STATES = ['on', 'recovered', 'gave_up'] as const;
export type KeepTryingState = (typeof KEEP_TRYING_STATES)[number];
