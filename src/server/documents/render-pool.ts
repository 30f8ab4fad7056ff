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
 * process ends (a renderer's stays with the server's allocator).
 * - A renderer is replaced after RENDERS_PER_PROCESS documents, which bounds what its typesetter
 *   and caches can grow to, and stopped after IDLE_MS without work, so an idle server holds no
 *   typesetter at all.
 * - A render that takes longer than the timeout has its process killed; the document is tried
 *   once more in a fresh one, then refused.
 */

/** Typesets one document; `createdAt` is the PDF's creation date. */
export type RenderDocument = (document: TypesetDocument, createdAt: Date) => Promise<Buffer>;

export interface DocumentRenderer {
  render: RenderDocument;
  /** Starts what rendering needs, so the first documents do not wait for it. */
  warm(): void;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Documents a renderer typesets before it is replaced. */
  rendersPerProcess?: number;
  /** A renderer with no work for this long is stopped. */
  idleMs?: number;
  /** A render taking longer is abandoned and its process killed. */
  renderTimeoutMs?: number;
}

const RENDERS_PER_PROCESS = 200;
const IDLE_MS = 60_000;
const RENDER_TIMEOUT_MS = 30_000;

interface Task {
  request: RenderRequest;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  /** Tries so far; a task whose renderer hung is tried once more. */
  tries: number;
}

interface Renderer {
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

/** `size` render processes, started on demand; one that dies is replaced on demand. */
export class RenderPool implements DocumentRenderer {
  readonly #renderers: Renderer[] = [];
  readonly #queue: Task[] = [];
  readonly #rendersPerProcess: number;
  readonly #idleMs: number;
  readonly #renderTimeoutMs: number;
  #nextId = 1;
  #closed = false;

  constructor(
    private readonly size: number,
    options: RenderPoolOptions = {},
  ) {
    if (size < 1) throw new Error('A render pool needs at least one renderer');
    this.#rendersPerProcess = options.rendersPerProcess ?? RENDERS_PER_PROCESS;
    this.#idleMs = options.idleMs ?? IDLE_MS;
    this.#renderTimeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
  }

  /** Render processes running now (for tests and metrics). */
  get processCount(): number {
    return this.#renderers.length;
  }

  render: RenderDocument = (document, createdAt) => {
    if (this.#closed) return Promise.reject(new Error('The render pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      const request = { id: this.#nextId++, document, createdAt: createdAt.getTime() };
      this.#queue.push({ request, resolve, reject, tries: 0 });
      this.#dispatch();
    });
  };

  /**
   * Starts every renderer: each takes a moment to start and load the typesetter and its fonts,
   * which work about to come (a batch whose lenders are being asked) need not wait for. Started
   * once the caller's turn is over (a process starts synchronously; the answer to the request
   * that warms goes first). Renderers with nothing to do stop after the idle time, as any.
   */
  warm(): void {
    setImmediate(() => {
      while (!this.#closed && this.#renderers.length < this.size) this.#idle(this.#start());
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const closed = () => new Error('The render pool is closed');
    for (const task of this.#queue.splice(0)) task.reject(closed());
    const renderers = this.#renderers.splice(0);
    // A document being typeset is refused too: its process is stopped before it answers.
    for (const renderer of renderers) {
      renderer.task?.reject(closed());
      renderer.task = null;
    }
    await Promise.all(renderers.map((renderer) => this.#end(renderer)));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let renderer = this.#renderers.find(
        (candidate) => candidate.task === null && !candidate.retiring,
      );
      if (!renderer && this.#renderers.length < this.size) renderer = this.#start();
      if (!renderer) return;
      const task = this.#queue.shift()!;
      task.tries += 1;
      renderer.task = task;
      clearTimeout(renderer.timer);
      renderer.timer = setTimeout(() => this.#hung(renderer), this.#renderTimeoutMs);
      renderer.worker.send(task.request);
    }
  }

  /** The render takes too long: kill its process, try the document once more. */
  #hung(renderer: Renderer): void {
    const task = renderer.task;
    renderer.task = null;
    this.#remove(renderer);
    void this.#end(renderer);
    if (!task) return;
    if (task.tries < 2 && !this.#closed) {
      this.#queue.unshift(task);
    } else {
      task.reject(new RenderTimeoutError('Typesetting the document took too long'));
    }
    this.#dispatch();
  }

  #idle(renderer: Renderer): void {
    clearTimeout(renderer.timer);
    renderer.timer = setTimeout(() => {
      if (renderer.task) return;
      this.#remove(renderer);
      void this.#end(renderer);
    }, this.#idleMs);
    renderer.timer.unref();
  }

  #remove(renderer: Renderer): void {
    const index = this.#renderers.indexOf(renderer);
    if (index >= 0) this.#renderers.splice(index, 1);
  }

  async #end(renderer: Renderer): Promise<void> {
    clearTimeout(renderer.timer);
    renderer.retiring = true;
    const { worker } = renderer;
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
  }

  #start(): Renderer {
    const worker = startRenderProcess();
    const renderer: Renderer = {
      worker,
      task: null,
      rendered: 0,
      timer: undefined,
      retiring: false,
    };
    worker.on('message', (answer: RenderAnswer) => {
      const task = renderer.task;
      if (!task || task.request.id !== answer.id) return;
      renderer.task = null;
      renderer.rendered += 1;
      if ('pdf' in answer) {
        task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      } else {
        task.reject(new Error(answer.error));
      }
      if (renderer.rendered >= this.#rendersPerProcess) {
        this.#remove(renderer);
        void this.#end(renderer);
      } else {
        this.#idle(renderer);
      }
      this.#dispatch();
    });
    const lost = (error: Error) => {
      if (renderer.retiring) return;
      renderer.retiring = true;
      clearTimeout(renderer.timer);
      this.#remove(renderer);
      renderer.task?.reject(error);
      renderer.task = null;
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code, signal) =>
      lost(new Error(`Render process stopped (${signal ?? `exit code ${code}`})`)),
    );
    this.#renderers.push(renderer);
    return renderer;
  }
}

/** The server's render pool: `processes` renderers, or one per core when 0. */
export function documentRenderer(processes: number, options?: RenderPoolOptions): RenderPool {
  return new RenderPool(processes > 0 ? processes : Math.max(1, availableParallelism()), options);
}
