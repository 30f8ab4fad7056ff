import { DOCUMENT_URL_TTL_SECONDS } from '../../../shared/api/files';
import type { Retrievals } from './retrieval-state';

/**
 * The older retrieval's progress for this tab (sessionStorage only, as the journey itself):
 * after a reload the OTP boxes and retrieved documents come back instead of new codes being
 * sent, which the resend cooldown would refuse.
 */
export interface RetrievalMemory {
  signature: string;
  /** Epoch milliseconds the page first opened for this selection (the session countdown). */
  startedAt: number;
  consentRoundDone: boolean;
  retrievals: Retrievals;
}

const STORAGE_KEY = 'loan-docs.legacy-retrieval';

/**
 * Remembered progress is dropped once the signed URLs it holds may have expired: coming back
 * later starts a new retrieval rather than offering links that no longer open.
 */
export const MEMORY_LIFETIME_MS = DOCUMENT_URL_TTL_SECONDS * 1000;

export function recallRetrieval(signature: string): RetrievalMemory | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    const memory = text ? (JSON.parse(text) as RetrievalMemory) : null;
    if (memory?.signature !== signature) return null;
    return Date.now() - memory.startedAt < MEMORY_LIFETIME_MS ? memory : null;
  } catch {
    return null;
  }
}

export function rememberRetrieval(memory: RetrievalMemory): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: a reload then starts the retrieval again.
  }
}

export function forgetRetrieval(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
