import type { DocumentType, LegacyDocumentType } from '../../shared/documents.js';
import { fromLegacyDocumentType } from '../../shared/documents.js';
import { OTP_TTL_SECONDS } from '../../shared/otp.js';
import { digestsEqual } from '../crypto/field-encryption.js';
import type { LenderConsentStatus } from './legacy-tables.js';

/**
 * The rules of the older flow's per-bank consent as pure functions and constants: when a
 * pending consent is reused, how many codes one mobile may hold, and when a request repeated
 * after its OTP was used is still answered.
 */

export const LENDER_CONSENT_RULES = {
  /**
   * Asking again for the same loan within this time reuses the pending consent: the resend
   * cooldown of its OTP applies and the new code replaces the old one.
   */
  pendingReuseMs: 60 * 60 * 1000,
  /**
   * A verified consent answers the very request it approved (same code, no new document types)
   * for this long: a lost answer or a lender that failed can be retried without a new OTP.
   */
  repeatWindowMs: OTP_TTL_SECONDS * 1000,
  /**
   * Unused codes one mobile may hold in an hour. The dashboard can send one per loan at once
   * (the bureau reports up to 6 here), and each may be resent twice: 6 × 3, plus the bureau's.
   */
  otpHourlyLimit: 20,
} as const;

/** The newer ids, each once, in the order chosen ('soa' → statement_of_account). */
export function requestedDocumentTypes(types: readonly LegacyDocumentType[]): DocumentType[] {
  return [...new Set(types.map(fromLegacyDocumentType))];
}

export interface VerifiedConsentFacts {
  status: LenderConsentStatus;
  verifiedAt: Date | null;
  verifiedCodeDigest: string | null;
  approvedTypes: readonly DocumentType[] | null;
}

/**
 * Whether a consent whose OTP was already used answers this request again: only with the code
 * that verified it, for document types it approved, within the repeat window. Anything else
 * would be a reuse of a single-use code.
 */
export function answersRepeat(
  consent: VerifiedConsentFacts,
  request: { codeDigest: string; types: readonly DocumentType[] },
  now: Date,
): boolean {
  if (consent.status !== 'verified' || !consent.verifiedAt || !consent.verifiedCodeDigest) {
    return false;
  }
  if (now.getTime() - consent.verifiedAt.getTime() > LENDER_CONSENT_RULES.repeatWindowMs) {
    return false;
  }
  if (!digestsEqual(consent.verifiedCodeDigest, request.codeDigest)) return false;
  const approved = new Set(consent.approvedTypes ?? []);
  return request.types.every((type) => approved.has(type));
}
