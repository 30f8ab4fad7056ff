/** Words that carry no identity in a lender's name. */
const FILLER = new Set(['of', 'the', 'and', '&', 'ltd', 'ltd.', 'limited', 'co', 'co.']);

/**
 * A short mark for a lender, the way people write it: an acronym name keeps itself
 * ("HDFC Bank" → "HDFC", "ICICI Bank" → "ICICI"), otherwise the initials of up to three
 * words ("State Bank of India" → "SBI", "Bajaj Finance" → "BF").
 */
export function bankInitials(bankName: string): string {
  const words = bankName
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}&.]/gu, ''))
    .filter((word) => word.length > 0 && !FILLER.has(word.toLowerCase()));
  const first = words[0];
  if (!first) return '?';
  const acronym = first.replace(/\./g, '');
  if (
    acronym.length >= 2 &&
    acronym.length <= 5 &&
    acronym === acronym.toUpperCase() &&
    /\p{L}/u.test(acronym)
  ) {
    return acronym;
  }
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

const TONES = [
  'bg-blue-100 text-blue-900',
  'bg-emerald-100 text-emerald-900',
  'bg-violet-100 text-violet-900',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-900',
  'bg-cyan-100 text-cyan-900',
  'bg-indigo-100 text-indigo-900',
  'bg-teal-100 text-teal-900',
] as const;

/** The same lender always gets the same colour, so its cards are easy to pick out. */
export function bankTone(bankName: string): string {
  let hash = 0;
  for (const char of bankName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length] ?? TONES[0];
}
