/**
 * PAN rules shared by the web app and the server. The client only sanitises what is typed;
 * the server decides validity and explains a rejection in plain words.
 */

export const PAN_LENGTH = 10;

/** 5 letters (the 4th is the holder type), 4 digits, 1 letter. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

export const PAN_HOLDER_TYPES = {
  P: 'individual',
  C: 'company',
  H: 'Hindu undivided family (HUF)',
  F: 'firm',
  A: 'association of persons (AOP)',
  T: 'trust',
  B: 'body of individuals (BOI)',
  L: 'local authority',
  J: 'artificial juridical person',
  G: 'government agency',
} as const;

export type PanHolderTypeCode = keyof typeof PAN_HOLDER_TYPES;

/** Strip everything but letters and digits, upper-case, cap at 10 — as the user types. */
export function sanitizePanInput(value: string): string {
  return value
    .replace(/[^a-zA-Z0-9]/g, '')
    .toUpperCase()
    .slice(0, PAN_LENGTH);
}

export type PanCheck = { ok: true; holderType: PanHolderTypeCode } | { ok: false; reason: string };

/** Why a PAN is not valid, in words a borrower understands; or its holder type. */
export function checkPan(pan: string): PanCheck {
  if (pan.length !== PAN_LENGTH) {
    return { ok: false, reason: 'PAN number must be 10 characters' };
  }
  if (!/^[A-Z]{5}/.test(pan)) {
    return { ok: false, reason: 'The first five characters of a PAN must be letters.' };
  }
  if (!/^[A-Z]{5}[0-9]{4}/.test(pan)) {
    return { ok: false, reason: 'Characters 6 to 9 of a PAN must be digits.' };
  }
  if (!/[A-Z]$/.test(pan)) {
    return { ok: false, reason: 'The last character of a PAN must be a letter.' };
  }
  const holderType = pan[3] as string;
  if (!(holderType in PAN_HOLDER_TYPES)) {
    return {
      ok: false,
      reason: `This is not a valid PAN: its 4th letter "${holderType}" is not a PAN holder type (P for individuals, C for companies, H, F, A, T, B, L, J or G).`,
    };
  }
  return { ok: true, holderType: holderType as PanHolderTypeCode };
}

/** Holder names as printed on a PAN card: letters, spaces and a few marks. */
export const HOLDER_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
export const HOLDER_NAME_MAX = 85;

/** Case- and spacing-insensitive comparison key for holder names. */
export function normalizeHolderName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}
