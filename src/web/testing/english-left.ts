/** Names and codes that stay as they are in every language. */
const ALWAYS_KEPT = [
  'Loan Documents',
  'DigiLocker',
  'CIBIL',
  'WebP',
  // The toasts' keyboard shortcut, as sonner names it.
  'alt+T',
];

/**
 * The English words left in what an element shows and says (text, labels, placeholders, titles):
 * the check that a screen or card in another language was wholly translated. `kept` lists the
 * names shown as they are (the borrower's, their banks'). The language picker names English in
 * English, as it names every language in its own script, so it is left out; so are file names.
 */
export function englishLeft(root: HTMLElement = document.body, kept: readonly string[] = []) {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('select, script, style')) element.remove();
  const said = [copy.textContent ?? ''];
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      said.push(element.getAttribute(name) ?? '');
    }
  }
  let text = said.join(' ');
  // Longest first: "South Indian Bank" goes whole before "Indian Bank" could split it.
  for (const name of [...kept, ...ALWAYS_KEPT].sort((a, b) => b.length - a.length)) {
    text = text.replaceAll(name, ' ');
  }
  // File names (hdfc-bank-statement-of-account-XXXX7890.pdf) and web addresses
  // (cms.rbi.org.in) are names too.
  text = text.replace(/\S+\.(pdf|json|zip)\b/gi, ' ');
  text = text.replace(/\b(https?:\/\/)?[\w-]+(\.[\w-]+)*\.(in|com|org|gov)\b\S*/gi, ' ');
  // A word of three or more lower-case letters is English prose; PAN, OTP, EMI are codes. A
  // month's short name is English too: dates name the month in the language.
  return [
    ...text.matchAll(
      /\b([A-Za-z]*[a-z]{3,}[A-Za-z]*|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/g,
    ),
  ].map((match) => match[0]);
}
