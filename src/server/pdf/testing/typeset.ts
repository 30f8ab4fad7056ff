import type { TypesetDocument } from '../typeset/document-model.js';
import { typesetPdf } from '../typeset/typst-engine.js';

/** Typesets a document in this thread, dated a fixed moment, for tests. */
export async function renderPdf(document: TypesetDocument): Promise<Buffer> {
  return typesetPdf(document, new Date('2026-01-15T12:00:00Z'));
}
