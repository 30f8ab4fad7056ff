import type { TypesetDocument } from '../pdf/typeset/document-model.js';
import { loadTypesetter, typesetPdf } from '../pdf/typeset/typst-engine.js';

/** One render process of the pool: typesets the documents it is sent, one at a time. */

export interface RenderRequest {
  id: number;
  document: TypesetDocument;
  /** The PDF's creation date, epoch milliseconds. */
  createdAt: number;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

process.on('message', (request: RenderRequest) => {
  let answer: RenderAnswer;
  try {
    const pdf = typesetPdf(request.document, new Date(request.createdAt));
    answer = { id: request.id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : 'render failed' };
  }
  process.send?.(answer);
});

// The pool went away (the server stopped or crashed): so does this renderer.
process.on('disconnect', () => process.exit(0));

// Ready before the first document: the pool starts renderers ahead of their work (a batch just
// approved is still waiting for its lenders).
try {
  loadTypesetter();
} catch {
  // The first render tries again, and answers with what went wrong.
}
