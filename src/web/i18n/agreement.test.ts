import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptLetters, TRANSLATED_LANGUAGES } from '../../shared/languages';
import { addFormatters } from './i18n';
import { bn } from './locales/bn/index';
import { en } from './locales/en/index';
import { hi } from './locales/hi/index';
import { mr } from './locales/mr/index';
import { ta } from './locales/ta/index';
import { te } from './locales/te/index';

/** Counts said the way people say them: the noun or verb agrees with the right number. */

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en, hi, mr, te, bn, ta },
    interpolation: { escapeValue: false },
  });
  addFormatters(i18n);
});

describe('counts of things chosen', () => {
  it('says "1 of 3 loans selected" in English, the noun agreeing with the total', () => {
    const t = i18n.getFixedT('en', 'loansList');
    expect(t('selection.count', { count: 1, total: 3 })).toBe('1 of 3 loans selected');
    expect(t('selection.count', { count: 0, total: 3 })).toBe('0 of 3 loans selected');
    expect(t('selection.count', { count: 1, total: 1 })).toBe('1 of 1 loan selected');
    const documents = i18n.getFixedT('en', 'documentSelection');
    expect(documents('loan.chosen', { count: 1, total: 4 })).toBe('1 of 4 documents');
    expect(documents('loan.chosen', { count: 1, total: 1 })).toBe('1 of 1 document');
  });

  it('says the Hindi verb in agreement with the number chosen', () => {
    const t = i18n.getFixedT('hi', 'loansList');
    expect(t('selection.count', { count: 1, total: 3 })).toBe('3 में से 1 लोन चुना गया');
    expect(t('selection.count', { count: 2, total: 3 })).toBe('3 में से 2 लोन चुने गए');
  });
});

describe('every language', () => {
  const translations = { hi, mr, te, bn, ta } as const;

  /** Every text by its dotted key. */
  function flatten(texts: object, prefix = ''): Map<string, string> {
    const flat = new Map<string, string>();
    for (const [key, value] of Object.entries(texts)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat.set(path, value);
      else for (const [inner, text] of flatten(value as object, path)) flat.set(inner, text);
    }
    return flat;
  }
  const english = flatten(en);
  const placeholders = (text: string) =>
    [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]))].sort();

  it.each(TRANSLATED_LANGUAGES)(
    '%s has every English text, with the same placeholders',
    (language) => {
      const texts = flatten(translations[language]);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        const source = english.get(key) ?? '';
        // A count may be left out where the language says it by the noun alone.
        expect(
          placeholders(text).filter((name) => name !== 'count'),
          `${language}: ${key}`,
        ).toEqual(placeholders(source).filter((name) => name !== 'count'));
      }
    },
  );

  it.each(TRANSLATED_LANGUAGES)('%s leaves no English sentence untranslated', (language) => {
    for (const [key, text] of flatten(translations[language])) {
      const words = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '');
      // Names, codes and numbers may stay as they are: PAN, OTP, EMI, +91, SHA-256, …
      if (!/[a-z]{3,}/.test(words.replace(/\b[A-Z][a-zA-Z]*\b/g, ''))) continue;
      expect(words, `${language}: ${key}`).toMatch(scriptLetters(language));
    }
  });

  it('writes Marathi with a full stop, as Marathi is written, and never the Hindi danda', () => {
    for (const [key, text] of flatten(mr)) expect(text, key).not.toContain('।');
  });

  it('writes Telugu with a full stop and in Telugu letters, never the danda or Devanagari', () => {
    for (const [key, text] of flatten(te)) expect(text, key).not.toMatch(/[\u0900-\u097F]/);
  });

  it('counts in Telugu with the noun taking the total', () => {
    const t = i18n.getFixedT('te', 'loansList');
    expect(t('selection.count', { count: 1, total: 3 })).toBe('3 రుణాలలో 1 ఎంచుకున్నారు');
    expect(t('selection.count', { count: 1, total: 1 })).toBe('1 రుణంలో 1 ఎంచుకున్నారు');
    const documents = i18n.getFixedT('te', 'documentSelection');
    expect(documents('loan.chosen', { count: 1, total: 4 })).toBe('4 పత్రాలలో 1');
  });

  it('writes Bengali with the dari, never a full stop after a word, and no Devanagari letter', () => {
    for (const [key, text] of flatten(bn)) {
      // "অ্যাকা." is "A/c", an abbreviation, not a sentence's end.
      expect(text.replaceAll('অ্যাকা.', ''), key).not.toMatch(/[\u0980-\u09FF]\.(\s|$)/);
      expect(text, key).not.toMatch(/[\u0900-\u0963\u0966-\u097F]/);
    }
  });

  it('counts in Bengali with the classifier টি, the noun the same for any number', () => {
    const t = i18n.getFixedT('bn', 'loansList');
    expect(t('selection.count', { count: 1, total: 3 })).toBe('3টির মধ্যে 1টি ঋণ বেছে নেওয়া হয়েছে');
    expect(t('selection.count', { count: 2, total: 3 })).toBe('3টির মধ্যে 2টি ঋণ বেছে নেওয়া হয়েছে');
    const documents = i18n.getFixedT('bn', 'documentSelection');
    expect(documents('loan.chosen', { count: 1, total: 4 })).toBe('4টির মধ্যে 1টি নথি');
    const home = i18n.getFixedT('bn', 'home');
    expect(home('documents.count', { count: 0 })).toBe('এখনও কোনো নথি নেই');
    expect(home('documents.count', { count: 1 })).toBe('1টি নথি, 30 দিন রাখা হবে');
  });

  it('counts in Marathi with the verb agreeing', () => {
    const t = i18n.getFixedT('mr', 'loansList');
    expect(t('selection.count', { count: 1, total: 3 })).toBe('3 पैकी 1 कर्ज निवडले');
    expect(t('selection.count', { count: 2, total: 3 })).toBe('3 पैकी 2 कर्जे निवडली');
    const documents = i18n.getFixedT('mr', 'documentSelection');
    expect(documents('loan.chosen', { count: 1, total: 4 })).toBe('4 पैकी 1 दस्तऐवज');
  });

  it('writes Tamil in Tamil letters alone, with no Devanagari and no danda', () => {
    for (const [key, text] of flatten(ta)) expect(text, key).not.toMatch(/[\u0900-\u097F]/);
  });

  it('counts in Tamil, the noun agreeing with the total', () => {
    const t = i18n.getFixedT('ta', 'loansList');
    expect(t('selection.count', { count: 1, total: 3 })).toBe('3 கடன்களில் 1 தேர்ந்தெடுக்கப்பட்டது');
    expect(t('selection.count', { count: 1, total: 1 })).toBe('1 கடனில் 1 தேர்ந்தெடுக்கப்பட்டது');
    const documents = i18n.getFixedT('ta', 'documentSelection');
    expect(documents('loan.chosen', { count: 1, total: 4 })).toBe('4 ஆவணங்களில் 1');
  });
});

describe('a bank’s name as an owner', () => {
  it('takes ’s, or the apostrophe alone after a final s', () => {
    const t = i18n.getFixedT('en', 'loansList');
    expect(t('recordCheck.matches', { bank: 'HDFC Bank', date: '3 March 2026' })).toBe(
      'Your credit report matches HDFC Bank’s statement of 3 March 2026.',
    );
    expect(
      t('recordCheck.matches', {
        bank: 'Mahindra & Mahindra Financial Services',
        date: '3 March 2026',
      }),
    ).toBe(
      'Your credit report matches Mahindra & Mahindra Financial Services’ statement of 3 March 2026.',
    );
  });
});
