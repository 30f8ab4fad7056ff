import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.js';
import { LANGUAGE_CODES } from './languages.js';

describe('dates', () => {
  const moment = '2026-11-22T11:05:00Z';

  it('are said in India time, in en-IN form by default', () => {
    expect(formatDate(moment)).toBe('22 Nov 2026');
    expect(formatDateTime(moment)).toBe('22 Nov 2026, 04:35 pm');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
  });

  it('name the month in the borrower’s language, with the digits every amount uses', () => {
    expect(formatDate(moment, 'hi')).toBe('22 नव॰ 2026');
    expect(formatDate(moment, 'mr')).toBe('22 नोव्हें, 2026');
    expect(formatDate(moment, 'bn')).toBe('22 নভেঃ, 2026');
    expect(formatDate(moment, 'te')).toBe('22, నవం 2026');
    expect(formatDate(moment, 'ta')).toBe('22 நவ., 2026');
    for (const language of LANGUAGE_CODES) {
      const said = formatDateTime(moment, language);
      expect(said, language).toMatch(/22\D+2026\D+04:35/);
      if (language !== 'en') expect(said, language).not.toMatch(/Nov/);
    }
  });
});
