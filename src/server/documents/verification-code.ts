import { randomBytes } from 'node:crypto';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
} from '../../shared/verification-code.js';

/** A new verification code (the format and how it is read back: src/shared/verification-code). */
export function newVerificationCode(): string {
  const bytes = randomBytes(VERIFICATION_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += VERIFICATION_CODE_ALPHABET[byte & 31];
  return code;
}
