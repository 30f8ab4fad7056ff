import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { mupdfPages } from './pdf-text-mupdf.js';

/**
 * Reads back the text of a PDF the way a person sees it: per page, one string per printed line
 * (words apart by any space joined by one). Used by tests to check the words and numbers inside
 * generated and downloaded documents.
 *
 * With poppler's pdftotext in layout mode where it is installed (CI installs it): it reads the
 * text as the PDF's structure gives it, Devanagari in logical order. On a machine with only
 * Node, MuPDF reads it instead (pdf-text-mupdf.ts), so `npm test` needs nothing `npm install`
 * did not bring; a test beside this module holds the two readers to the same lines.
 */

const run = promisify(execFile);

let popplerFound: Promise<boolean> | undefined;

/** Whether pdftotext and pdfinfo can be run here (asked once). */
export function popplerInstalled(): Promise<boolean> {
  popplerFound ??= Promise.all([run('pdftotext', ['-v']), run('pdfinfo', ['-v'])]).then(
    () => true,
    () => false,
  );
  return popplerFound;
}

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
  /** The document information: Title, Author, Subject, Creator, … */
  info: Record<string, unknown>;
}

export async function extractPdfText(pdf: Uint8Array): Promise<PdfText> {
  return (await popplerInstalled()) ? popplerText(pdf) : mupdfText(pdf);
}

/** The text as MuPDF reads it, in the same shape. */
export async function mupdfText(pdf: Uint8Array): Promise<PdfText> {
  const read = await mupdfPages(pdf);
  const pages = read.pages.map((page) => ({ ...page, text: page.lines.join('\n') }));
  return { pages, text: pages.map((page) => page.text).join('\n\f'), info: read.info };
}

/** The text as poppler's pdftotext lays it out. */
export async function popplerText(pdf: Uint8Array): Promise<PdfText> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const [{ stdout: layout }, { stdout: about }] = await Promise.all([
      run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 }),
      run('pdfinfo', ['-f', '1', '-l', '100000', file], { maxBuffer: 8 << 20 }),
    ]);
    const sizes = [...about.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(
      (match) => ({ width: Number(match[1]), height: Number(match[2]) }),
    );
    const texts = layout.split('\f');
    const pages: PdfPageText[] = sizes.map((size, index) => {
      const lines = (texts[index] ?? '')
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '');
      return { ...size, lines, text: lines.join('\n') };
    });
    const info: Record<string, unknown> = {};
    for (const match of about.matchAll(
      /^(Title|Author|Subject|Creator|Producer|Keywords):\s*(.*)$/gm,
    )) {
      info[match[1] as string] = match[2];
    }
    return { pages, text: pages.map((page) => page.text).join('\n\f'), info };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
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

/**
 * Text with every space taken out: how a test compares Hindi, since poppler sometimes puts a
 * space inside a Devanagari word after a conjunct or a vowel sign ("कृ त", "कु ल").
 */
export function unspaced(text: string): string {
  return text.replace(/\s+/g, '');
}

/** lineWith for Hindi: the one line that contains `label`, spaces ignored on both sides. */
export function lineWithUnspaced(text: PdfText | PdfPageText, label: string): string {
  const lines = 'pages' in text ? text.pages.flatMap((page) => page.lines) : text.lines;
  const found = lines.filter((line) => unspaced(line).includes(unspaced(label)));
  if (found.length !== 1) {
    throw new Error(`Expected one line with "${label}", found ${found.length}`);
  }
  return found[0] as string;
}
