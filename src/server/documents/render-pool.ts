import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { TypesetDocument } from '../pdf/typeset/document-model.js';
import type { RenderAnswer, RenderRequest } from './render-worker.js';

/**
 * Every PDF the product makes is typeset here, in render processes: typesetting is synchronous
 * CPU work (milliseconds for a letter, a hundred for a long schedule), so the event loop stays
 * free for requests and the database, and every core typesets. One pool for the whole server.
 *
 * Processes rather than threads: memory the typesetter used goes back to the system when its
 * process ends (a thread's stays with the server's allocator).
 * - A renderer is replaced after RENDERS_PER_THREAD documents, which bounds what its typesetter
 *   and caches can grow to, and stopped after IDLE_MS without work, so an idle server holds no
 *   typesetter at all.
 * - A render that takes longer than the timeout has its process killed; the document is tried
 *   once more in a fresh one, then refused.
 */

/** Typesets one document; `createdAt` is the PDF's creation date. */
export type RenderDocument = (document: TypesetDocument, createdAt: Date) => Promise<Buffer>;

export interface DocumentRenderer {
  render: RenderDocument;
  /** Starts what rendering needs, so the first document does not wait for it. */
  warm(): void;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Documents a thread typesets before it is replaced. */
  rendersPerThread?: number;
  /** A thread with no work for this long is stopped. */
  idleMs?: number;
  /** A render taking longer is abandoned and its thread ended. */
  renderTimeoutMs?: number;
}

const RENDERS_PER_THREAD = 200;
const IDLE_MS = 60_000;
const RENDER_TIMEOUT_MS = 30_000;

interface Task {
  request: RenderRequest;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  /** Tries so far; a task whose thread hung is tried once more. */
  tries: number;
}

interface Thread {
  worker: ChildProcess;
  task: Task | null;
  rendered: number;
  timer: NodeJS.Timeout | undefined;
  retiring: boolean;
}

/** The render timed out twice: the document is not typeset. */
export class RenderTimeoutError extends Error {}

/**
 * Compiled (dist/server), the renderer is plain JavaScript beside this module's chunk; from
 * TypeScript sources (dev, tests), it is loaded through tsx.
 */
const COMPILED = import.meta.url.endsWith('.js');

function startRenderProcess(): ChildProcess {
  const entry = new URL(COMPILED ? './render-worker.js' : './render-worker.ts', import.meta.url);
  return fork(entry, [], {
    // Buffers cross as bytes, not JSON; the renderer inherits stderr for its crash reports.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: COMPILED ? [] : ['--import', 'tsx'],
  });
}

/** `size` render threads, started on demand; a thread that dies is replaced on demand. */
export class RenderPool implements DocumentRenderer {
  readonly #threads: Thread[] = [];
  readonly #queue: Task[] = [];
  readonly #rendersPerThread: number;
  readonly #idleMs: number;
  readonly #renderTimeoutMs: number;
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly size: number,
    options: RenderPoolOptions = {},
  ) {
    if (size < 1) throw new Error('A render pool needs at least one thread');
    this.#rendersPerThread = options.rendersPerThread ?? RENDERS_PER_THREAD;
    this.#idleMs = options.idleMs ?? IDLE_MS;
    this.#renderTimeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
  }

  /** Threads running now (for tests and metrics). */
  get threadCount(): number {
    return this.#threads.length;
  }

  render: RenderDocument = (document, createdAt) => {
    if (this.#closed) return Promise.reject(new Error('The render pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      const request = { id: this.#nextId++, document, createdAt: createdAt.getTime() };
      this.#queue.push({ request, resolve, reject, tries: 0 });
      this.#dispatch();
    });
  };

  /** Starts one thread now (it takes a moment to load the typesetter and its fonts). */
  warm(): void {
    if (!this.#closed && this.#threads.length === 0) this.#idle(this.#start());
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.reject(new Error('The render pool is closed'));
    await Promise.all(this.#threads.splice(0).map((thread) => this.#end(thread)));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let thread = this.#threads.find(
        (candidate) => candidate.task === null && !candidate.retiring,
      );
      if (!thread && this.#threads.length < this.size) thread = this.#start();
      if (!thread) return;
      const task = this.#queue.shift()!;
      task.tries += 1;
      thread.task = task;
      clearTimeout(thread.timer);
      thread.timer = setTimeout(() => this.#hung(thread), this.#renderTimeoutMs);
      thread.worker.send(task.request);
    }
  }

  /** The thread's render takes too long: end the thread, try the document once more. */
  #hung(thread: Thread): void {
    const task = thread.task;
    thread.task = null;
    this.#remove(thread);
    void this.#end(thread);
    if (!task) return;
    if (task.tries < 2 && !this.#closed) {
      this.#queue.unshift(task);
    } else {
      task.reject(new RenderTimeoutError('Typesetting the document took too long'));
    }
    this.#dispatch();
  }

  #idle(thread: Thread): void {
    clearTimeout(thread.timer);
    thread.timer = setTimeout(() => {
      if (thread.task) return;
      this.#remove(thread);
      void this.#end(thread);
    }, this.#idleMs);
    thread.timer.unref();
  }

  #remove(thread: Thread): void {
    const index = this.#threads.indexOf(thread);
    if (index >= 0) this.#threads.splice(index, 1);
  }

  async #end(thread: Thread): Promise<void> {
    clearTimeout(thread.timer);
    thread.retiring = true;
    const { worker } = thread;
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
  }

  #start(): Thread {
    const worker = startRenderProcess();
    const thread: Thread = { worker, task: null, rendered: 0, timer: undefined, retiring: false };
    worker.on('message', (answer: RenderAnswer) => {
      const task = thread.task;
      if (!task || task.request.id !== answer.id) return;
      thread.task = null;
      thread.rendered += 1;
      if ('pdf' in answer) {
        task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      } else {
        task.reject(new Error(answer.error));
      }
      if (thread.rendered >= this.#rendersPerThread) {
        this.#remove(thread);
        void this.#end(thread);
      } else {
        this.#idle(thread);
      }
      this.#dispatch();
    });
    const lost = (error: Error) => {
      if (thread.retiring) return;
      thread.retiring = true;
      clearTimeout(thread.timer);
      this.#remove(thread);
      thread.task?.reject(error);
      thread.task = null;
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code, signal) =>
      lost(new Error(`Render process stopped (${signal ?? `exit code ${code}`})`)),
    );
    this.#threads.push(thread);
    return thread;
  }
}

/** The process's render pool: `threads` threads, or one per core when 0. */
export function documentRenderer(threads: number, options?: RenderPoolOptions): RenderPool {
  return new RenderPool(threads > 0 ? threads : Math.max(1, availableParallelism()), options);
}
