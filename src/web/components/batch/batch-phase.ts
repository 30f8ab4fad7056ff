import type { BatchStage, BatchStatus } from '../../../shared/batch';
import { forgetInTab, rememberInTab } from '../../lib/tab-memory';

/** The phases of /batch-otp-verify (spec §4). */
export type BatchPhase = 'send_otp' | 'verify_otp' | 'processing' | 'completed';

/** Stages after the OTP: shown as steps while the banks are processed. */
export const PROCESSING_STAGES = [
  'PROCESSING_STARTED',
  'FETCHING_DOCUMENTS',
  'GENERATING_DOCUMENTS',
  'COMPLETED',
] as const satisfies readonly BatchStage[];

/**
 * Where a batch found on arrival (or after a reload) picks up: a completed one shows its result,
 * one whose OTP was verified shows its progress (a failed one too: it stays in processing), and
 * only a batch still waiting for its OTP needs one.
 */
export function resumePhase(batch: {
  status: BatchStatus;
  currentStage: BatchStage;
}): 'awaiting_otp' | 'processing' | 'completed' {
  if (batch.status === 'completed') return 'completed';
  if (batch.status === 'processing' || batch.status === 'failed') return 'processing';
  return (PROCESSING_STAGES as readonly string[]).includes(batch.currentStage)
    ? 'processing'
    : 'awaiting_otp';
}

/** The OTP sent for a batch, remembered so a reload does not text another one. */
export interface SentBatchOtp {
  batchId: string;
  phoneMasked: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The remembered OTP if it is this batch's and still valid at `now`. */
export function parseSentOtp(
  text: string | null,
  batchId: string,
  now: number,
): SentBatchOtp | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SentBatchOtp>;
    if (
      value.batchId === batchId &&
      typeof value.phoneMasked === 'string' &&
      typeof value.expiresAt === 'number' &&
      value.expiresAt > now
    ) {
      return { batchId, phoneMasked: value.phoneMasked, expiresAt: value.expiresAt };
    }
  } catch {
    // Not ours or damaged: as if nothing was sent.
  }
  return undefined;
}

const SENT_OTP_KEY = 'loan-docs.batch-otp';

export function readSentOtp(batchId: string): SentBatchOtp | undefined {
  try {
    return parseSentOtp(sessionStorage.getItem(SENT_OTP_KEY), batchId, Date.now());
  } catch {
    return undefined;
  }
}

/** Storage disabled: a reload sends a new OTP instead. */
export function rememberSentOtp(sent: SentBatchOtp): void {
  rememberInTab(SENT_OTP_KEY, sent);
}

export function forgetSentOtp(): void {
  forgetInTab(SENT_OTP_KEY);
}
