/** Small helpers the sentence tables share. */

export type Params = Record<string, string | number | readonly string[]>;

/** A day, or a day and time, said in the sentence's language when it is rendered. */
export class SaidDate {
  constructor(
    readonly value: Date | string,
    readonly withTime: boolean,
  ) {}
}

/** A day to say: "22 Nov 2026", "22 नव॰ 2026". */
export const dayOf = (value: Date | string) => new SaidDate(value, false);

/** A day and time to say (India time): "22 Nov 2026, 04:35 pm". */
export const momentOf = (value: Date | string) => new SaidDate(value, true);

export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "A", "A and B", "A, B and C" — with the language's word for "and". */
export function listInWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
