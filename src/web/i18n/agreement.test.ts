import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { addFormatters } from './i18n';
import { en } from './locales/en/index';
import { hi } from './locales/hi/index';

/** Counts said the way people say them: the noun or verb agrees with the right number. */

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en, hi },
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
