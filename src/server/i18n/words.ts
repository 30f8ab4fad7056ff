/** Small helpers the sentence tables share. */

export type Params = Record<string, string | number | readonly string[]>;

export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "A", "A and B", "A, B and C" — with the language's word for "and". */
export function listInWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
