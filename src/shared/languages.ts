/**
 * The languages the app speaks, one list for the web app, the API's sentences, the SMS templates
 * and the letters. English is the first and the fallback; every other language carries every text
 * (the type of each text table requires it). Adding a language is adding its row here, then what
 * `tsc` lists as lacking it:
 * - web: src/web/i18n/locales/<code>/ (a copy of en/ translated) and its line in i18n.ts's
 *   TRANSLATIONS; for a new script, its Noto Sans subset in styles.css and a sample character
 *   in SCRIPT_SAMPLES;
 * - API: src/server/i18n/<code>.ts (a SentenceTable) and its line in messages.ts;
 * - SMS: a body per kind in sms/sms-templates.ts (then `npm run sms:templates` and register them);
 * - letters: the words tables of pdf/layout.ts, pdf/letter-parts.ts and the five letters written
 *   in the borrower's language (request, charges, closure, dispute summary, tax summary).
 * The PDFs' fonts already cover Devanagari, Tamil, Telugu, Bengali, Kannada, Gujarati, Malayalam.
 */
export const LANGUAGES = [
  // `name`: the language named in its own script, as the header's picker shows it.
  // `locale`: the Intl locale of its word lists ("A, B और C"); numbers and rupees stay en-IN.
  // `script`: the script its texts are set in (the web's and the PDFs' fonts follow it).
  { code: 'en', name: 'English', locale: 'en-IN', script: 'Latn' },
  // Then by how many Indians speak each (Census 2011).
  { code: 'hi', name: 'हिन्दी', locale: 'hi', script: 'Deva' },
  { code: 'bn', name: 'বাংলা', locale: 'bn', script: 'Beng' },
  { code: 'mr', name: 'मराठी', locale: 'mr', script: 'Deva' },
  { code: 'te', name: 'తెలుగు', locale: 'te', script: 'Telu' },
  { code: 'ta', name: 'தமிழ்', locale: 'ta', script: 'Taml' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type LanguageInfo = (typeof LANGUAGES)[number];

export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code);

/** The languages other than English: the ones that carry translated texts. */
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is Exclude<Language, 'en'> => code !== 'en',
);

export const DEFAULT_LANGUAGE: Language = 'en';

/** The letters of each script a text is written in (its Unicode block). */
const SCRIPT_LETTERS: Record<LanguageInfo['script'], RegExp> = {
  Latn: /[A-Za-z]/,
  Deva: /[\u0900-\u097F]/,
  Telu: /[\u0C00-\u0C7F]/,
  Beng: /[\u0980-\u09FF]/,
  Taml: /[\u0B80-\u0BFF]/,
};

/** A letter of the language's script: tells a text written in it from one in another script. */
export function scriptLetters(code: Language): RegExp {
  return SCRIPT_LETTERS[languageInfo(code).script];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: Language): LanguageInfo {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

/**
 * The best supported language an Accept-Language header asks for: its ranges by q-value (the
 * first wins a tie), a range matching a language by its primary subtag ("mr-IN" is Marathi);
 * a range with q=0 is refused, "*" takes English. English when none is supported.
 */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.toLowerCase().startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => range.primary !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === '*') return DEFAULT_LANGUAGE;
    if (isLanguage(range.primary)) return range.primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The Intl locale for a list of names in a language ("A, B आणि C"); en-IN for anything else. */
export function listLocale(code: string | undefined): string {
  return languageInfo(isLanguage(code) ? code : DEFAULT_LANGUAGE).locale;
}

/**
 * The cookie that tells the server the language the borrower chose in the web app (which keeps
 * it in localStorage too): the page for `/` comes pre-rendered in English only to a browser
 * without another choice.
 */
export const LANGUAGE_COOKIE = 'loan-docs.language';
