import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './locales/en/common';
import type { en } from './locales/en/index';
import { landing } from './locales/en/landing';

export type Language = 'en' | 'hi';
const STORAGE_KEY = 'loan-docs.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

/**
 * The landing page's English texts are bundled; the other screens' English texts arrive with the
 * journey layout (./journey-texts), and Hindi is fetched the first time it is chosen — so the
 * landing page stays within its JavaScript budget as screens gain texts.
 */
export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'landing'],
    resources: { en: { common, landing } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addFormatters(i18next);
  const saved = readSavedLanguage();
  if (saved === 'hi') await changeLanguage('hi');
}

/**
 * `{{bank, possessive}}`: "HDFC Bank’s", and a name that ends in s takes the apostrophe alone
 * ("Mahindra & Mahindra Financial Services’").
 */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

export function addFormatters(instance: typeof i18next): void {
  instance.services.formatter?.add('possessive', (value) => possessive(String(value)));
}

export async function changeLanguage(language: Language): Promise<void> {
  // The Devanagari file of the typeface starts downloading with the texts, not after them.
  if (language === 'hi') document.fonts?.load('1em "Noto Sans Web"', 'हि').catch(() => undefined);
  if (language === 'hi' && !i18next.hasResourceBundle('hi', 'common')) {
    const { hi } = await import('./locales/hi/index');
    for (const [namespace, texts] of Object.entries(hi)) {
      i18next.addResourceBundle('hi', namespace, texts, true, true);
    }
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
