import type { ValidatePanResponse } from '../../shared/api/pan.js';
import {
  checkPan,
  HOLDER_NAME_MAX,
  HOLDER_NAME_PATTERN,
  normalizeHolderName,
  PAN_HOLDER_TYPES,
} from '../../shared/pan.js';
import { HttpProblem } from '../plugins/errors.js';
import type { PanRegistry } from '../providers/providers.js';

/**
 * The one rule set for a PAN and holder name, typed or read from a photo: a well-formed PAN of
 * an individual (holder type P), and — when the registry knows the PAN — the name on record.
 */

export const PAN_VERIFIED_MESSAGE = 'PAN verified successfully';
export const NAME_MISMATCH_MESSAGE =
  'The name does not match our records for this PAN. Please enter the name exactly as printed on your PAN card.';
export const NAME_FORMAT_MESSAGE =
  'Please enter the name exactly as printed on your PAN card, using letters and spaces only.';

export function notIndividualMessage(holderType: keyof typeof PAN_HOLDER_TYPES): string {
  const holder = PAN_HOLDER_TYPES[holderType];
  const article = /^[aeiou]/i.test(holder) ? 'an' : 'a';
  return `This PAN belongs to ${article} ${holder} (its 4th letter is ${holderType}). This service is for individual borrowers: please enter your personal PAN, whose 4th letter is P.`;
}

export interface PanClaim {
  panNumber: string;
  /** Optional: without it, the name on record (if any) is returned. */
  holderName?: string | undefined;
}

export async function verifyPan(
  registry: PanRegistry,
  claim: PanClaim,
): Promise<ValidatePanResponse> {
  const panNumber = claim.panNumber.trim().toUpperCase();
  const typedName = claim.holderName?.trim().replace(/\s+/g, ' ') || undefined;
  const rejected = (message: string): ValidatePanResponse => ({
    is_valid: false,
    message,
    pan_number: panNumber,
    holder_name: typedName ?? null,
  });

  const check = checkPan(panNumber);
  if (!check.ok) return rejected(check.reason);
  if (check.holderType !== 'P') return rejected(notIndividualMessage(check.holderType));
  if (typedName && (typedName.length > HOLDER_NAME_MAX || !HOLDER_NAME_PATTERN.test(typedName))) {
    return rejected(NAME_FORMAT_MESSAGE);
  }

  let record: { holderName: string } | null;
  try {
    record = await registry.findHolder(panNumber);
  } catch {
    throw new HttpProblem(
      503,
      'PAN_REGISTRY_UNAVAILABLE',
      'We cannot verify PANs right now. Please try again in a few minutes.',
    );
  }
  if (
    typedName &&
    record &&
    normalizeHolderName(typedName) !== normalizeHolderName(record.holderName)
  ) {
    // The name on record is not revealed to someone who does not know it.
    return rejected(NAME_MISMATCH_MESSAGE);
  }
  return {
    is_valid: true,
    message: PAN_VERIFIED_MESSAGE,
    pan_number: panNumber,
    holder_name: record?.holderName ?? typedName ?? null,
  };
}
