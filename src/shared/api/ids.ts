import { z } from 'zod';

/**
 * Every id the API issues or takes, by its real alphabet and length, in one place. A route
 * parameter or body field that names one is refused with one plain sentence (`idNotValid`)
 * when it cannot be one — a NUL byte, a look-alike letter from another script, a string too
 * long — before any query sees it.
 */

/** 128 random bits in base64url. */
const RANDOM_128 = '[A-Za-z0-9_-]{22}';

export const ID_PATTERNS = {
  /** Batches, consents, one-time-code challenges, the older flow's per-bank consent tokens. */
  issued: new RegExp(`^${RANDOM_128}$`),
  document: new RegExp(`^doc_${RANDOM_128}$`),
  share: new RegExp(`^shr_${RANDOM_128}$`),
  /** A share link's capability: 256 random bits in base64url. */
  shareToken: /^[A-Za-z0-9_-]{43}$/,
  /** The lender's id of one loan account, as the bureau reports it. */
  loan: /^[A-Za-z0-9-]{1,40}$/,
  /** A lender of the directory, e.g. `hdfc-bank`. */
  lender: /^[a-z0-9-]{2,64}$/,
  /** A verification code as people type it: any case, with or without dashes and spaces. */
  verificationCode: /^[0-9A-Za-z -]{1,24}$/,
  /** A PAN in a path, as the spec's client sends it (upper or lower case). */
  pan: /^[A-Za-z0-9]{10}$/,
} as const;

const idOf = (pattern: RegExp) => z.string().regex(pattern, 'idNotValid');

export const issuedId = idOf(ID_PATTERNS.issued);
export const documentId = idOf(ID_PATTERNS.document);
export const shareId = idOf(ID_PATTERNS.share);
export const shareToken = idOf(ID_PATTERNS.shareToken);
export const loanId = idOf(ID_PATTERNS.loan);
export const lenderId = idOf(ID_PATTERNS.lender);
export const verificationCode = idOf(ID_PATTERNS.verificationCode);
export const panInPath = idOf(ID_PATTERNS.pan);
