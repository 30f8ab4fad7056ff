import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * Reads back the text of a PDF the way a person sees it: per page, one string per printed line
 * (items sharing a baseline, left to right, joined by a space). Used by tests to check the
 * numbers inside generated and downloaded documents.
 */

export interface PdfPageText {
  /** Page size in points (A4 is 595.28 × 841.89). */
  width: number;
  height: number;
  lines: string[];
  text: string;
}

export interface PdfText {
  pages: PdfPageText[];
  /** Every page's text, pages separated by a form feed. */
  text: string;
  info: Record<string, unknown>;
}

let workerReady: Promise<void> | undefined;

/** Runs pdf.js in this thread: no worker to start, nothing left running after a test. */
export function runWorkerInThisThread(): Promise<void> {
  // pdf.js looks for an already loaded worker module here before it would start a worker.
  workerReady ??= import('pdfjs-dist/legacy/build/pdf.worker.mjs').then((worker: unknown) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  });
  return workerReady;
}

export async function extractPdfText(pdf: Uint8Array): Promise<PdfText> {
  await runWorkerInThisThread();
  const loading = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given.
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const document = await loading.promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const lines = joinLines(content.items.filter((item): item is TextItem => 'str' in item));
      pages.push({ width, height, lines, text: lines.join('\n') });
    }
    const metadata = await document.getMetadata();
    return {
      pages,
      text: pages.map((page) => page.text).join('\n\f'),
      info: (metadata.info ?? {}) as Record<string, unknown>,
    };
  } finally {
    await loading.destroy();
  }
}

interface Fragment {
  /** Drawing order on the page. */
  order: number;
  x: number;
  width: number;
  text: string;
}

function joinLines(items: readonly TextItem[]): string[] {
  const rows = new Map<number, Fragment[]>();
  for (const item of items) {
    if (item.str === '') continue;
    // Turned text (the diagonal SANDBOX watermark) is on no printed line.
    if (item.transform[1] !== 0 || item.transform[2] !== 0) continue;
    // Items on one printed line share a baseline to within a point.
    const y = Math.round(item.transform[5] as number);
    const row = rows.has(y) ? y : rows.has(y - 1) ? y - 1 : rows.has(y + 1) ? y + 1 : y;
    const fragments = rows.get(row) ?? [];
    fragments.push({
      order: fragments.length,
      x: item.transform[4] as number,
      width: item.width,
      text: item.str,
    });
    rows.set(row, fragments);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, fragments]) => joinFragments(fragments.sort(leftToRight)))
    .filter((line) => line !== '');
}

/**
 * Left to right; fragments less than a point apart keep their drawing order. A Devanagari half
 * form (the ब् of ब्याज) is drawn first with no width of its own, and the rest of the word may
 * start a fraction of a point to its left.
 */
function leftToRight(a: Fragment, b: Fragment): number {
  return Math.abs(a.x - b.x) < 1 ? a.order - b.order : a.x - b.x;
}

/** Words drawn apart become one space; pieces of one word drawn back to back stay joined. */
function joinFragments(fragments: readonly Fragment[]): string {
  let line = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const fragment of fragments) {
    const attaches = DEVANAGARI_SIGN.test(fragment.text);
    if (line !== '' && !line.endsWith(' ') && !attaches && fragment.x - end > 1.5) line += ' ';
    line += fragment.text;
    end = fragment.x + fragment.width;
  }
  return logicalOrder(line.replace(/\s+/g, ' ').trim());
}

/** A fragment that starts with a vowel sign belongs to the word before it. */
const DEVANAGARI_SIGN = /^[\u0900-\u0903\u093A-\u094F]/;

const PRE_BASE_VOWEL_SIGN =
  /\u093F([\u0915-\u0939\u0958-\u095F](?:\u094D[\u0915-\u0939\u0958-\u095F])*)/g;

/**
 * PDF text comes out in drawing order, and Devanagari draws the vowel sign ि before the
 * consonant it follows in writing; put it back after the consonant (cluster). pdf.js may still
 * guess a space inside a Devanagari word, so compare such text without spaces.
 */
function logicalOrder(line: string): string {
  return line.replace(PRE_BASE_VOWEL_SIGN, '$1\u093F');
}

/** Finds the one line that contains `label` and returns it; fails loudly otherwise. */
export function lineWith(text: PdfText | PdfPageText, label: string): string {
  const lines = 'pages' in text ? text.pages.flatMap((page) => page.lines) : text.lines;
  const found = lines.filter((line) => line.includes(label));
  if (found.length !== 1) {
    throw new Error(`Expected one line with "${label}", found ${found.length}`);
  }
  return found[0] as string;
}

/** "₹1,23,456.78" → 12345678 (paise); the inverse of formatInrPaise. */
export function paiseFrom(amount: string): number {
  const match = /^₹([\d,]+)\.(\d{2})$/.exec(amount.trim());
  if (!match) throw new Error(`Not a rupee amount: "${amount}"`);
  return Number((match[1] as string).replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Every rupee amount printed on a line, in order, in paise. */
export function amountsIn(line: string): number[] {
  return [...line.matchAll(/₹[\d,]+\.\d{2}/g)].map((match) => paiseFrom(match[0]));
}
