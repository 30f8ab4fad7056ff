import { describe, expect, it } from 'vitest';
import { parseVerificationCode, printedVerificationCode } from '../../shared/verification-code.js';
import { newVerificationCode } from './verification-code.js';

describe('verification codes', () => {
  it('are 12 characters of Crockford base 32, different every time', () => {
    const codes = Array.from({ length: 1000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(new Set(codes).size).toBe(1000);
  });

  it('print in groups of four and read back the way people type them', () => {
    const code = 'K7QM2XWD9PRT';
    expect(printedVerificationCode(code)).toBe('K7QM-2XWD-9PRT');
    for (const typed of ['K7QM-2XWD-9PRT', 'k7qm 2xwd 9prt', ' k7qm2xwd9prt ']) {
      expect(parseVerificationCode(typed)).toBe(code);
    }
    expect(parseVerificationCode('1O1L-0000-0000')).toBe('101100000000');
    for (const wrong of ['', 'K7QM-2XWD', 'K7QM-2XWD-9PRTX', 'K7QM-2XWD-9PRU', '../etc/passwd']) {
      expect(parseVerificationCode(wrong), wrong).toBeNull();
    }
  });
});
