import { parentPort } from 'node:worker_threads';
import type { DocumentType } from '../../shared/documents.js';
import type { LoanDocumentInput } from '../pdf/loan-document-input.js';
import { renderLoanDocument } from '../pdf/loan-documents.js';

/** One render thread of the pool: renders the documents it is sent, one at a time. */

export interface RenderRequest {
  id: number;
  type: DocumentType;
  input: LoanDocumentInput;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async (request: RenderRequest) => {
  try {
    const rendered = await renderLoanDocument(request.type, request.input);
    // A copy of its own, so the bytes can be moved to the other thread without copying again.
    const pdf = new Uint8Array(rendered);
    parentPort?.postMessage({ id: request.id, pdf } satisfies RenderAnswer, [pdf.buffer]);
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : 'render failed',
    } satisfies RenderAnswer);
  }
});
