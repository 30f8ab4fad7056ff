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
