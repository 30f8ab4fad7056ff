import { parentPort } from 'node:worker_threads';
import type { TypesetDocument } from '../pdf/typeset/document-model.js';
import { typesetPdf } from '../pdf/typeset/typst-engine.js';

/** One render thread of the pool: typesets the documents it is sent, one at a time. */

export interface RenderRequest {
  id: number;
  document: TypesetDocument;
  /** The PDF's creation date, epoch milliseconds. */
  createdAt: number;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  try {
    const typeset = typesetPdf(request.document, new Date(request.createdAt));
    // A copy of its own, so the bytes can be moved to the other thread without copying again.
    const pdf = new Uint8Array(typeset);
    parentPort?.postMessage({ id: request.id, pdf } satisfies RenderAnswer, [pdf.buffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : 'render failed',
    } satisfies RenderAnswer);
  }
});
