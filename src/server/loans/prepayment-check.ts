import type { PrepaymentCheck, PrepaymentRule } from '../../shared/api/balance-transfer.js';
import type { RateType } from '../../shared/loans.js';

/**
 * Whether a foreclosure letter's pre-payment charge is one the lender may levy, for a borrower
 * moving the loan to another lender:
 *
 * - no charge on a floating-rate loan to an individual for other than business (RBI, since 2012
 *   for banks and 2014 for NBFCs), with or without co-borrowers;
 * - from 1 January 2026, no charge on a floating-rate business loan to an individual or a micro
 *   or small enterprise either (RBI (Pre-payment Charges on Loans) Directions, 2025: loans
 *   sanctioned or renewed on or after that day);
 * - any other charge only as the Key Fact Statement of the sanction letter sets it (RBI, Key
 *   Fact Statement for loans and advances, 2024: no charge that is not in the KFS).
 *
 * Pure: dates are India calendar dates (YYYY-MM-DD), compared as strings.
 */

export const BUSINESS_NIL_FROM = '2026-01-01';

/** Who borrows: a PAN's fourth letter says individual (P) or not; an MSE is told by Udyam. */
export type BorrowerKind = 'individual' | 'micro_small_enterprise' | 'other';

export interface PrepaymentFacts {
  rateType: RateType;
  borrower: BorrowerKind;
  purpose: 'business' | 'other';
  /** The day the loan was sanctioned (or last renewed). */
  sanctionedOn: string;
  /** What the foreclosure letter charges for closing the loan; null without the letter. */
  letter: { percent: number | null; chargePaise: number; gstPaise: number } | null;
  /** The sanction letter's KFS term (null percent: none may be charged); null without it. */
  kfs: { percent: number | null } | null;
}

/** Which rule governs the charge on this loan. */
export function prepaymentRule(
  facts: Pick<PrepaymentFacts, 'rateType' | 'borrower' | 'purpose' | 'sanctionedOn'>,
): PrepaymentRule {
  if (facts.rateType !== 'FLOATING') return 'kfs';
  if (facts.purpose !== 'business')
    return facts.borrower === 'individual' ? 'nil_individual' : 'kfs';
  if (facts.sanctionedOn < BUSINESS_NIL_FROM) return 'kfs';
  return facts.borrower === 'other' ? 'kfs' : 'nil_business';
}

export function checkPrepaymentCharge(facts: PrepaymentFacts): PrepaymentCheck {
  const rule = prepaymentRule(facts);
  // A business borrower who is not an individual may be a micro or small enterprise: then
  // the charge is nil too, which only the borrower can say (an Udyam registration).
  const nilIfMicroOrSmall =
    rule === 'kfs' &&
    facts.borrower === 'other' &&
    facts.rateType === 'FLOATING' &&
    facts.purpose === 'business' &&
    facts.sanctionedOn >= BUSINESS_NIL_FROM;
  const base = {
    rule,
    nilIfMicroOrSmall,
    chargedPercent: facts.letter?.percent ?? null,
    chargedPaise: facts.letter ? facts.letter.chargePaise + facts.letter.gstPaise : null,
    kfsPercent: facts.kfs?.percent ?? null,
  };
  const { letter, kfs } = facts;
  if (!letter) return { ...base, verdict: 'letter_needed' };
  const charged = letter.chargePaise > 0 || (letter.percent ?? 0) > 0;
  if (rule !== 'kfs') return { ...base, verdict: charged ? 'charged_when_nil' : 'nil_as_required' };
  if (!charged) return { ...base, verdict: 'none_charged' };
  if (!kfs) return { ...base, verdict: 'sanction_letter_needed' };
  if (kfs.percent === null) return { ...base, verdict: 'not_in_kfs' };
  // Percent of the principal outstanding, as both letters state it; a rounding hair is no excess.
  if ((letter.percent ?? 0) > kfs.percent + 1e-9) return { ...base, verdict: 'above_kfs' };
  return { ...base, verdict: 'within_kfs' };
}

/** Whether the check found a charge the borrower may dispute with the lender. */
export function isQuestionable(check: Pick<PrepaymentCheck, 'verdict'>): boolean {
  return ['charged_when_nil', 'not_in_kfs', 'above_kfs'].includes(check.verdict);
}
