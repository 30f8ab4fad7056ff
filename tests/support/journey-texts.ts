import i18next, { type TFunction } from 'i18next';
import type { Language } from '../../src/shared/languages.js';
import { addFormatters } from '../../src/web/i18n/i18n.js';
import { bn } from '../../src/web/i18n/locales/bn/index.js';
import { en } from '../../src/web/i18n/locales/en/index.js';
import { hi } from '../../src/web/i18n/locales/hi/index.js';
import { mr } from '../../src/web/i18n/locales/mr/index.js';
import { ta } from '../../src/web/i18n/locales/ta/index.js';
import { te } from '../../src/web/i18n/locales/te/index.js';
import type { Translation } from '../../src/web/i18n/translation.js';

/**
 * The web app's own texts in one language, for tests that find what is on screen by what it
 * says: `texts.t('panVerification:manual.panLabel')` is "PAN Number" in English and that
 * label's words in any other language, looked up by the key the screen uses.
 */
export interface JourneyTexts {
  language: Language;
  t: TFunction<Namespaces>;
}

/** 'common' unprefixed (`t('header.getStarted')`), every other namespace by its name. */
type Namespaces = ['common', ...Other[]];
type Other = Exclude<keyof typeof en, 'common'>;

/** Each translated language's texts (a new language of languages.ts does not compile without). */
const BUNDLES: Record<Exclude<Language, 'en'>, Translation<typeof en>> = { hi, bn, mr, te, ta };

const made = new Map<Language, JourneyTexts>();

/** The texts of a language, English behind them as in the app. */
export function journeyTexts(language: Language = 'en'): JourneyTexts {
  const known = made.get(language);
  if (known) return known;
  const instance = i18next.createInstance();
  const resources = language === 'en' ? { en } : { en, [language]: BUNDLES[language] };
  // Resources given inline and initAsync off: ready when init returns.
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(en),
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addFormatters(instance);
  const others = (Object.keys(en) as (keyof typeof en)[]).filter(
    (name): name is Other => name !== 'common',
  );
  const namespaces: Namespaces = ['common', ...others];
  const texts: JourneyTexts = { language, t: instance.getFixedT(language, namespaces) };
  made.set(language, texts);
  return texts;
}

/** English, the texts of every journey that does not choose a language. */
export const ENGLISH: JourneyTexts = journeyTexts('en');
