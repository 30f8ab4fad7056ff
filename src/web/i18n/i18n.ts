import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE, type Language, languageInfo } from '../../shared/languages';
import { common } from './locales/en/common';
import type { en } from './locales/en/index';
import { landing } from './locales/en/landing';
import type { Translation } from './translation';

export type { Language } from '../../shared/languages';

const STORAGE_KEY = 'loan-docs.language';

/**
 * Each language's texts, fetched the first time it is chosen (its own chunk, so English pages
 * never load it). A language of src/shared/languages.ts without an entry here does not compile.
 */
const TRANSLATIONS: Record<Exclude<Language, 'en'>, () => Promise<Translation<typeof en>>> = {
  hi: () => import('./locales/hi/index').then((module) => module.hi),
  mr: () => import('./locales/mr/index').then((module) => module.mr),
  te: () => import('./locales/te/index').then((module) => module.te),
  bn: () => import('./locales/bn/index').then((module) => module.bn),
  ta: () => import('./locales/ta/index').then((module) => module.ta),
};

/** A character of each script, for asking the browser to fetch that script's font file early. */
const SCRIPT_SAMPLES: Record<string, string> = { Deva: 'अ', Telu: 'అ', Beng: 'অ', Taml: 'அ' };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

/**
 * The landing page's English texts are bundled; the other screens' English texts arrive with the
 * journey layout (./journey-texts), and every other language is fetched the first time it is
 * chosen — so the landing page stays within its JavaScript budget as screens gain texts.
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
  if (isLanguage(saved) && saved !== 'en') await changeLanguage(saved);
  // A choice made before the server was told of it: told now, for the next visit.
  else if (isLanguage(saved)) rememberForServer(saved);
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
  // The script's file of the typeface starts downloading with the texts, not after them.
  const sample = SCRIPT_SAMPLES[languageInfo(language).script];
  if (sample) document.fonts?.load('1em "Noto Sans Web"', sample).catch(() => undefined);
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'common')) {
    const texts = await TRANSLATIONS[language]();
    for (const [namespace, resources] of Object.entries(texts)) {
      i18next.addResourceBundle(language, namespace, resources, true, true);
    }
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  rememberForServer(language);
}

/**
 * Tells the server too: it sends the landing page already drawn in English only to a browser
 * without another choice (src/server/plugins/web-app.ts).
 */
function rememberForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser a borrower uses, and the value is a code from a closed list
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
