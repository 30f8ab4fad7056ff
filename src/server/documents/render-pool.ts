import { Worker } from 'node:worker_threads';
import type { DocumentType } from '../../shared/documents.js';
import type { LoanDocumentInput } from '../pdf/loan-document-input.js';
import { renderLoanDocument } from '../pdf/loan-documents.js';
import type { RenderAnswer, RenderRequest } from './render-worker.js';

/**
 * Laying out a PDF is synchronous CPU work (tens to hundreds of milliseconds a document). A
 * batch renders many at once, so they run on worker threads: the event loop stays free for
 * requests and the database, and every core renders. With no threads, rendering stays here.
 */

export type RenderDocument = (type: DocumentType, input: LoanDocumentInput) => Promise<Buffer>;

export interface DocumentRenderer {
  render: RenderDocument;
  /** Starts what rendering needs, so the first document does not wait for it. */
  warm(): void;
  close(): Promise<void>;
}

export const inProcessRenderer: DocumentRenderer = {
  render: renderLoanDocument,
  warm: () => {},
  close: async () => {},
};

interface Task {
  request: RenderRequest;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  task: Task | null;
}

/**
 * Compiled (dist/server), the render thread is plain JavaScript beside this module's chunk;
 * from TypeScript sources (dev, tests), a small boot file loads it through tsx.
 */
const COMPILED = import.meta.url.endsWith('.js');

function startRenderThread(): Worker {
  if (COMPILED) return new Worker(new URL('./render-worker.js', import.meta.url));
  return new Worker(new URL('./render-worker-boot.mjs', import.meta.url), {
    workerData: { entry: new URL('./render-worker.ts', import.meta.url).href },
  });
}

/** `size` render threads, started on first use; a thread that dies is replaced on demand. */
export class RenderPool implements DocumentRenderer {
  readonly #threads: Thread[] = [];
  readonly #queue: Task[] = [];
  #nextId = 1;
  #closed = false;

  constructor(private readonly size: number) {
    if (size < 1) throw new Error('A render pool needs at least one thread');
  }

  render: RenderDocument = (type, input) => {
    if (this.#closed) return Promise.reject(new Error('The render pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.#queue.push({ request: { id: this.#nextId++, type, input }, resolve, reject });
      this.#dispatch();
    });
  };

  /** Starts every thread now (each takes a moment to load the renderer and its fonts). */
  warm(): void {
    while (!this.#closed && this.#threads.length < this.size) this.#start();
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error('The render pool is closed'));
    await Promise.all(this.#threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let thread = this.#threads.find((candidate) => candidate.task === null);
      if (!thread && this.#threads.length < this.size) thread = this.#start();
      if (!thread) return;
      const task = this.#queue.shift()!;
      thread.task = task;
      thread.worker.postMessage(task.request);
    }
  }

  #start(): Thread {
    const worker = startRenderThread();
    const thread: Thread = { worker, task: null };
    worker.on('message', (answer: RenderAnswer) => {
      const task = thread.task;
      thread.task = null;
      if (task && task.request.id === answer.id) {
        if ('pdf' in answer) {
          task.resolve(
            Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength),
          );
        } else {
          task.reject(new Error(answer.error));
        }
      }
      this.#dispatch();
    });
    const lost = (error: Error) => {
      const index = this.#threads.indexOf(thread);
      if (index >= 0) this.#threads.splice(index, 1);
      thread.task?.reject(error);
      thread.task = null;
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`Render thread stopped (exit code ${code})`)));
    this.#threads.push(thread);
    return thread;
  }
}

/** The pool for `threads` render threads, or rendering in this thread when there are none. */
export function documentRenderer(threads: number): DocumentRenderer {
  return threads > 0 ? new RenderPool(threads) : inProcessRenderer;
}
