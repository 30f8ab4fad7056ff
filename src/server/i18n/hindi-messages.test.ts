import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cooldownMessage, hourlyLimitMessage, otpFailureMessage } from '../otp/otp-rules.js';
import { HINDI_MESSAGES, hindiMessage, wantsHindi } from './hindi-messages.js';

/** Every source file of the server and the shared contracts, tests left out. */
async function sourceTexts(): Promise<string> {
  const roots = ['src/server', 'src/shared'];
  const texts: string[] = [];
  for (const root of roots) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.includes('.test.')) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (file.endsWith(path.join('i18n', 'hindi-messages.ts'))) continue;
      texts.push(await readFile(file, 'utf8'));
    }
  }
  return texts.join('\n');
}

describe('the Hindi messages', () => {
  it('translate sentences the API really sends, each to a Hindi sentence', async () => {
    const sources = await sourceTexts();
    for (const [english, hindi] of HINDI_MESSAGES) {
      // A key that no longer appears in the code would silently stop translating.
      expect(sources, english).toContain(`'${english}'`);
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('carry the number of the sentences built around one', () => {
    expect(hindiMessage(otpFailureMessage({ reason: 'wrong-code', attemptsLeft: 3 }))).toBe(
      'गलत OTP। आपके पास 3 प्रयास बचे हैं।',
    );
    expect(hindiMessage(otpFailureMessage({ reason: 'wrong-code', attemptsLeft: 1 }))).toBe(
      'गलत OTP। आपके पास 1 प्रयास बचे हैं।',
    );
    expect(hindiMessage(otpFailureMessage({ reason: 'wrong-code', attemptsLeft: 0 }))).toBe(
      HINDI_MESSAGES.get('Incorrect OTP. You have no attempts left. Please request a new OTP.'),
    );
    expect(hindiMessage(cooldownMessage(42))).toBe('नया OTP मँगाने से पहले कृपया 42 सेकंड रुकें।');
    expect(hindiMessage(hourlyLimitMessage(1))).toContain('कृपया 1 मिनट बाद');
    for (const reason of [
      'expired',
      'too-many-attempts',
      'used',
      'replaced',
      'not-found',
    ] as const) {
      expect(hindiMessage(otpFailureMessage({ reason })), reason).toMatch(/[\u0900-\u097F]/);
    }
    expect(hindiMessage('Something nobody translated.')).toBeUndefined();
  });

  it('are chosen only when Hindi is the first language asked for', () => {
    expect(wantsHindi('hi')).toBe(true);
    expect(wantsHindi('hi-IN,hi;q=0.9,en;q=0.8')).toBe(true);
    expect(wantsHindi('HI')).toBe(true);
    expect(wantsHindi('en')).toBe(false);
    expect(wantsHindi('en-IN,hi;q=0.9')).toBe(false);
    expect(wantsHindi('hil')).toBe(false);
    expect(wantsHindi(undefined)).toBe(false);
    expect(wantsHindi('')).toBe(false);
  });
});
