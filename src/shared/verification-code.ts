/**
 * Verification codes: 12 characters of Crockford's base 32 (60 random bits), printed in three
 * groups of four (K7QM-2XWD-9PRT). Read back forgivingly, as people type them: any case, with or
 * without dashes and spaces, O for 0 and I or L for 1.
 */

export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;

/** The code as printed: three groups of four. */
export function printedVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The code as stored, from what someone typed or scanned; null when it cannot be one. */
export function parseVerificationCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === VERIFICATION_CODE_LENGTH &&
    [...code].every((character) => VERIFICATION_CODE_ALPHABET.includes(character))
    ? code
    : null;
}
