import {
  checkPan,
  HOLDER_NAME_MAX,
  HOLDER_NAME_PATTERN,
  normalizeHolderName,
  type PanCheck,
  panFromInput,
} from '../../shared/pan.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';
import type { PanRegistry } from '../providers/providers.js';

/**
 * The one rule set for a PAN and holder name, typed or read from a photo: a well-formed PAN of
 * an individual (holder type P), and — when the registry knows the PAN — the name on record.
 */

/** What is wrong with a PAN that did not pass `checkPan`, in the borrower's words. */
export function panProblemSentence(check: Extract<PanCheck, { ok: false }>): Sentence {
  switch (check.problem) {
    case 'length':
      return sentence('panLength');
    case 'letters':
      return sentence('panLetters');
    case 'digits':
      return sentence('panDigits');
    case 'last-letter':
      return sentence('panLastLetter');
    case 'holder-type':
      return sentence('panHolderType', { letter: check.holderLetter ?? '' });
  }
}

/** The PAN as typed, if it is a valid PAN of an individual; else a 400 that says why. */
export function individualPan(typed: string): string {
  const panNumber = panFromInput(typed);
  const check = checkPan(panNumber);
  if (!check.ok) throw new HttpProblem(400, 'INVALID_PAN', panProblemSentence(check));
  if (check.holderType !== 'P') {
    throw new HttpProblem(
      400,
      'NOT_INDIVIDUAL_PAN',
      sentence('panNotIndividualForReport', { holderType: check.holderType }),
    );
  }
  return panNumber;
}

export interface PanClaim {
  panNumber: string;
  /** As typed, or as read from the borrower's own photo. */
  holderName?: string | undefined;
}

/** The verdict on a claim: the PAN as checked, the name as given, and what to tell the borrower. */
export interface PanVerdict {
  valid: boolean;
  sentence: Sentence;
  panNumber: string;
  holderName: string | null;
}

/**
 * Checks a claim. The name answered is only ever the one given: a PAN alone must never reveal
 * whose it is (PANs are printed on cheques and forms). A wrong name is told as wrong only while
 * `wrongNameCounted` says the PAN is within its cap of wrong names (counted before answering);
 * past it, a wrong name is answered exactly like the right one, so guessing teaches nothing.
 * Nothing is lost by that: documents carry the name on the registry's record, and only the OTP
 * to the bureau's mobile proves who the borrower is.
 */
export async function verifyPan(
  registry: PanRegistry,
  claim: PanClaim,
  wrongNameCounted: () => Promise<boolean>,
): Promise<PanVerdict> {
  const panNumber = panFromInput(claim.panNumber);
  const typedName = claim.holderName?.trim().replace(/\s+/g, ' ') || undefined;
  const verdict = (valid: boolean, said: Sentence): PanVerdict => ({
    valid,
    sentence: said,
    panNumber,
    holderName: typedName ?? null,
  });

  const check = checkPan(panNumber);
  if (!check.ok) return verdict(false, panProblemSentence(check));
  if (check.holderType !== 'P') {
    return verdict(false, sentence('panNotIndividual', { holderType: check.holderType }));
  }
  if (typedName && (typedName.length > HOLDER_NAME_MAX || !HOLDER_NAME_PATTERN.test(typedName))) {
    return verdict(false, sentence('nameFormat'));
  }

  let record: { holderName: string } | null;
  try {
    record = await registry.findHolder(panNumber);
  } catch {
    throw new HttpProblem(503, 'PAN_REGISTRY_UNAVAILABLE', sentence('panRegistryUnavailable'));
  }
  if (
    typedName &&
    record &&
    normalizeHolderName(typedName) !== normalizeHolderName(record.holderName) &&
    (await wrongNameCounted())
  ) {
    // The name on record is not revealed to someone who does not know it.
    return verdict(false, sentence('nameMismatch'));
  }
  // The name comes back as given (never the record's spelling: that would tell a match apart).
  return verdict(true, sentence('panVerified'));
}
