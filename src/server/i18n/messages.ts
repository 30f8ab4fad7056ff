import { formatDate, formatDateTime } from '../../shared/format.js';
import { LANGUAGE_CODES, type Language, pickLanguage } from '../../shared/languages.js';
import { bn } from './bn.js';
import { ENGLISH, type MessageKey, type ParamsOf, type SentenceTable } from './english.js';
import { hi } from './hi.js';
import { mr } from './mr.js';
import { ta } from './ta.js';
import { te } from './te.js';
import { type Params, SaidDate } from './words.js';

/**
 * Every sentence the API says to a borrower, by a stable key and its parameters (./english.ts),
 * in every language of src/shared/languages.ts (one table per language; a table lacking a
 * sentence does not compile, so no sentence falls back to English unseen). A route or a rule
 * names a sentence; the answer renders it in the language the request asks for.
 */

export type { Language } from '../../shared/languages.js';
export type { MessageKey } from './english.js';
export { ENGLISH as MESSAGES } from './english.js';
export { dayOf, momentOf } from './words.js';
export const LANGUAGES = LANGUAGE_CODES;

const TABLES: Record<Language, SentenceTable> = { en: ENGLISH, hi, mr, te, bn, ta };

/** A sentence to say: its key and parameters, rendered in a language when it is sent. */
export interface Sentence {
  readonly key: MessageKey;
  readonly params: GivenParams | undefined;
}

type GivenParams = Record<string, Params[string] | SaidDate>;

/** A sentence's parameters as a route gives them: a text that is a date may be a SaidDate. */
type Given<P> = P extends undefined
  ? P
  : { [F in keyof P]: P[F] extends string ? P[F] | SaidDate : P[F] };

export function sentence<K extends MessageKey>(
  key: K,
  ...params: ParamsOf<K> extends undefined ? [] : [Given<ParamsOf<K>>]
): Sentence {
  return { key, params: params[0] as GivenParams | undefined };
}

export function render(said: Sentence, language: Language): string {
  const say = TABLES[language][said.key] as (params: Params | undefined) => string;
  return say(said.params && inLanguage(said.params, language));
}

/** The parameters with each date said in the language: "22 Nov 2026", "22 नव॰ 2026". */
function inLanguage(params: GivenParams, language: Language): Params {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value instanceof SaidDate
        ? (value.withTime ? formatDateTime : formatDate)(value.value, language)
        : value,
    ]),
  );
}

/** The best language the request asks for (the web app sends its chosen language); else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return pickLanguage(acceptLanguage);
}
