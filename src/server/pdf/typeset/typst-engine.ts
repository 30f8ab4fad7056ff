import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { documentFontFiles } from './document-fonts.js';
import type { Block, TypesetDocument } from './document-model.js';
import { writePdfFile } from './pdf-file.js';

/**
 * Typesets a document with Typst: loan-document.typ reads the document as JSON and lays it out.
 * The output is PDF/A-3a — tagged (headings, tables with header cells, reading order, language),
 * fonts embedded, the document's data attached — then written out by pdf-file.ts: declared
 * PDF/UA-1 as well (Typst writes one standard at a time), with the issuer's empty signature
 * field when the document is to be signed, objects packed into compressed object streams.
 *
 * One compiler a thread: it holds the parsed fonts and Typst's caches, which are evicted every
 * few documents so a long-lived thread does not keep every document's layout.
 */

const require = createRequire(import.meta.url);

/** Typst's own suggestion for a tool that compiles documents one after another. */
const CACHE_MAX_AGE = 10;

let compiler: { typst: NodeCompiler; template: string } | undefined;

/** Loaded on first use: only render threads (and tests) load the engine and its fonts. */
function threadCompiler(): { typst: NodeCompiler; template: string } {
  if (!compiler) {
    const { NodeCompiler: Compiler } = require('@myriaddreamin/typst-ts-node-compiler') as {
      NodeCompiler: typeof NodeCompiler;
    };
    compiler = {
      typst: Compiler.create({ fontArgs: [{ fontBlobs: documentFontFiles() }] }),
      template: readFileSync(new URL('./loan-document.typ', import.meta.url), 'utf8'),
    };
  }
  return compiler;
}

/**
 * Loads the engine and parses its fonts now (tens of milliseconds), so that a render process
 * started ahead of its work is ready when the first document comes.
 */
export function loadTypesetter(): void {
  threadCompiler();
}

/** What went wrong, in Typst's words: a template error is a bug, never a borrower's mistake. */
export class TypesetError extends Error {}

function diagnostics(error: unknown): string {
  const short = (error as { shortDiagnostics?: unknown[] } | null)?.shortDiagnostics;
  if (Array.isArray(short) && short.length > 0) {
    return short
      .map((entry) => String((entry as { message?: unknown }).message ?? JSON.stringify(entry)))
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Roughly how many lines the body takes: table and list rows, lines, a paragraph's wrapped
 * lines. Only decides which way to typeset first; what fits is known from the layout.
 */
function bodyLines(blocks: readonly Block[]): number {
  let lines = 0;
  for (const block of blocks) {
    if (block.kind === 'table') lines += block.rows.length + 2;
    else if (block.kind === 'terms') lines += block.rows.length;
    else if (block.kind === 'bullets') lines += block.items.length;
    else if (block.kind === 'lines') lines += block.lines.length;
    else if (block.kind === 'details') lines += Math.ceil(block.pairs.length / 2);
    else if (block.kind === 'group') lines += bodyLines(block.blocks);
    else if (block.kind === 'paragraph') {
      const characters = block.text.reduce(
        (sum, run) => sum + (typeof run === 'string' ? run : run.text).length,
        0,
      );
      lines += 1 + Math.floor(characters / 120);
    } else lines += 2;
  }
  return lines;
}

/**
 * Below this many body lines a document usually fits on one page (a 36-month schedule has 54 and
 * does; a 71-line statement takes two). Beyond it, a one-page attempt would mostly be wasted.
 */
const ONE_PAGE_LINES = 60;

function compile(typst: NodeCompiler, template: string, json: string, onePage: boolean) {
  const compiled = typst.compile({
    mainFileContent: template,
    inputs: onePage ? { document: json, pages: '1' } : { document: json },
  });
  const error = compiled.takeError();
  if (error || !compiled.result)
    throw new TypesetError(`typesetting failed: ${diagnostics(error)}`);
  return compiled.result;
}

/** The PDF of `document`, dated `createdAt` (its metadata's creation date). */
export function typesetPdf(document: TypesetDocument, createdAt: Date): Buffer {
  const { typst, template } = threadCompiler();
  try {
    const json = JSON.stringify(document);
    // Typeset as one page when it likely fits — one layout pass instead of two (the footer's
    // "Page 1 of 1" is then known beforehand) — and again as pages if it did not fit.
    const onePage =
      bodyLines(document.body) <= ONE_PAGE_LINES ? compile(typst, template, json, true) : undefined;
    const result =
      onePage && onePage.numOfPages === 1 ? onePage : compile(typst, template, json, false);
    const pdf = typst.pdf(result, {
      pdfStandard: 'a-3a',
      creationTimestamp: Math.floor(createdAt.getTime() / 1000),
    });
    return writePdfFile(pdf, document.signature ? { signature: document.signature } : {});
  } catch (error) {
    if (error instanceof TypesetError) throw error;
    throw new TypesetError(`typesetting failed: ${diagnostics(error)}`);
  } finally {
    typst.evictCache(CACHE_MAX_AGE);
  }
}
