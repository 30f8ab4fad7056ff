import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../documents.js';
import { shareLinksResponse } from './documents.js';
import { loanId } from './ids.js';

/**
 * The balance-transfer kit of a running loan (GET /api/loans/{loanId}/balance-transfer): the
 * documents a new lender asks for to take the loan over, where each stands, and whether the
 * foreclosure letter's pre-payment charge is one the lender may levy; and the pack, one share
 * link for the new lender (POST …/balance-transfer/pack). The documents themselves are asked for
 * through a batch like any others, with its one OTP.
 */

export const balanceTransferParams = z.object({ loanId }).strict();

/** The pack takes no input: the kit is the loan's. A body sent must be empty. */
export const balanceTransferPackBody = z.object({}).strict().nullish();

/** Which rule governs the pre-payment charge (server/loans/prepayment-check.ts). */
export const PREPAYMENT_RULES = [
  // Floating rate, to an individual, not for business: nil.
  'nil_individual',
  // Floating rate, for business, to an individual or a micro or small enterprise, sanctioned
  // from 1 January 2026: nil.
  'nil_business',
  // Anything else: as the sanction letter's Key Fact Statement says.
  'kfs',
] as const;
export type PrepaymentRule = (typeof PREPAYMENT_RULES)[number];

export const PREPAYMENT_VERDICTS = [
  'nil_as_required',
  'charged_when_nil',
  'none_charged',
  'within_kfs',
  'above_kfs',
  'not_in_kfs',
  'letter_needed',
  'sanction_letter_needed',
] as const;
export type PrepaymentVerdict = (typeof PREPAYMENT_VERDICTS)[number];

export const prepaymentCheck = z.object({
  rule: z.enum(PREPAYMENT_RULES),
  verdict: z.enum(PREPAYMENT_VERDICTS),
  /** The foreclosure letter's charge: percent of the principal outstanding; null: none stated. */
  chargedPercent: z.number().nullable(),
  /** The charge with its GST, paise; null without the letter. */
  chargedPaise: z.number().int().nullable(),
  /** The sanction letter's KFS charge, percent; null: none may be charged, or no letter. */
  kfsPercent: z.number().nullable(),
  /** A business borrower who is a micro or small enterprise owes no charge either. */
  nilIfMicroOrSmall: z.boolean(),
});
export type PrepaymentCheck = z.infer<typeof prepaymentCheck>;

export const KIT_DOCUMENT_STATES = ['missing', ...DOCUMENT_STATUSES] as const;

export const balanceTransferKitResponse = z.object({
  success: z.literal(true),
  loanId: z.string(),
  bankName: z.string(),
  /** The kit's documents in the order the pack carries them. */
  documents: z.array(
    z.object({
      documentType: z.enum(DOCUMENT_TYPES),
      /** The newest of the loan's documents of this type; null when never asked for. */
      documentId: z.string().nullable(),
      state: z.enum(KIT_DOCUMENT_STATES),
      /** ISO date-time it was made; null until it is. */
      generatedAt: z.string().nullable(),
    }),
  ),
  /** Every document ready: the pack can be made. */
  ready: z.boolean(),
  prepaymentCheck,
  /**
   * The packs made for this loan that still work, newest first, as the share links list shows
   * them (revoked with DELETE /api/shares/{shareId}); their URLs were given once, when made.
   */
  packs: shareLinksResponse.shape.shareLinks,
});
export type BalanceTransferKit = z.infer<typeof balanceTransferKitResponse>;

export const balanceTransferPackResponse = z.object({
  success: z.literal(true),
  shareId: z.string(),
  /** The page the new lender opens, /s/<token>: the documents, their codes, View and Download. */
  shareUrl: z.string(),
  expiresAt: z.string(),
  documentIds: z.array(z.string()),
  prepaymentCheck,
});
export type BalanceTransferPack = z.infer<typeof balanceTransferPackResponse>;
