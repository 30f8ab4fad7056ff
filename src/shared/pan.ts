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

/** Why a typed PAN is not a PAN; the server words it for the borrower. */
export type PanProblem = 'length' | 'letters' | 'digits' | 'last-letter' | 'holder-type';

export type PanCheck =
  | { ok: true; holderType: PanHolderTypeCode }
  | { ok: false; problem: PanProblem; holderLetter?: string };

/**
 * A PAN as typed, ready to check: trimmed, and its ASCII letters upper-cased. Only ASCII: a
 * locale-aware upper-casing would turn a dotless ı into I and accept a PAN nobody typed.
 */
export function panFromInput(typed: string): string {
  return typed.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** Whether a PAN is well formed, and its holder type; or what is wrong with it. */
export function checkPan(pan: string): PanCheck {
  if (pan.length !== PAN_LENGTH) return { ok: false, problem: 'length' };
  if (!/^[A-Z]{5}/.test(pan)) return { ok: false, problem: 'letters' };
  if (!/^[A-Z]{5}[0-9]{4}/.test(pan)) return { ok: false, problem: 'digits' };
  if (!/[A-Z]$/.test(pan)) return { ok: false, problem: 'last-letter' };
  const holderType = pan[3] as string;
  if (!(holderType in PAN_HOLDER_TYPES)) {
    return { ok: false, problem: 'holder-type', holderLetter: holderType };
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
