import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * One tesseract.js worker reading PAN card photos, fully offline: the English model comes from
 * the installed @tesseract.js-data/eng package and nothing is fetched or cached on disk.
 * Recognitions run one at a time through a queue (a worker is single-threaded, and parameters
 * set for one job must not leak into another); a worker that dies is replaced on next use.
 */

const englishModel = createRequire(import.meta.url)('@tesseract.js-data/eng') as {
  code: string;
  gzip: boolean;
  langPath: string;
};

export class OcrBusyError extends Error {
  constructor() {
    super('OCR queue is full');
  }
}

export class OcrFailedError extends Error {}

export interface OcrEngineOptions {
  /** Called with worker failures (never with image content or recognised text). */
  onError: (error: unknown) => void;
  /** A recognition taking longer than this is abandoned and the worker replaced. */
  timeoutMs?: number;
  /** Requests waiting beyond this many are refused with OcrBusyError. */
  maxQueue?: number;
}

export type PageSegmentation = 'auto' | 'sparse' | 'block';

const SEGMENTATION: Record<PageSegmentation, PSM> = {
  auto: PSM.AUTO,
  sparse: PSM.SPARSE_TEXT,
  block: PSM.SINGLE_BLOCK,
};

/** A word as read, with tesseract's confidence in it (0–100). */
export interface OcrWord {
  text: string;
  confidence: number;
}

export interface OcrReading {
  text: string;
  words: OcrWord[];
}

/** The words of tesseract's TSV output (rows of level 5). */
export function wordsFromTsv(tsv: string | null | undefined): OcrWord[] {
  if (!tsv) return [];
  return tsv.split('\n').flatMap((row) => {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) return [];
    const text = cells.slice(11).join('\t').trim();
    const confidence = Number(cells[10]);
    return text && Number.isFinite(confidence) ? [{ text, confidence }] : [];
  });
}

export interface RecognizeOptions {
  segmentation?: PageSegmentation;
  /** Let tesseract measure the text's skew and straighten the image first. */
  deskew?: boolean;
}

export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private closed = false;

  constructor(private readonly options: OcrEngineOptions) {}

  /** Starts the worker now instead of on first use (so the first borrower does not wait). */
  async warm(): Promise<void> {
    await this.getWorker();
  }

  /** Text and words of a (preprocessed) image; one recognition at a time, in arrival order. */
  recognize(image: Buffer, options: RecognizeOptions = {}): Promise<OcrReading> {
    return this.enqueue(() => this.run(image, options));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new OcrFailedError('OCR engine is closed'));
    if (this.waiting >= (this.options.maxQueue ?? 20)) return Promise.reject(new OcrBusyError());
    this.waiting++;
    const result = this.tail.then(task, task).finally(() => {
      this.waiting--;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async run(image: Buffer, options: RecognizeOptions): Promise<OcrReading> {
    const worker = await this.getWorker();
    const timeoutMs = this.options.timeoutMs ?? 20_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        // Parameters given with the job apply to this job only.
        worker.recognize(
          image,
          {
            tessedit_pageseg_mode: SEGMENTATION[options.segmentation ?? 'auto'],
            rotateAuto: options.deskew ?? false,
          } as Parameters<Worker['recognize']>[1],
          { text: true, tsv: true },
        ),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new OcrFailedError(`OCR took longer than ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
      return { text: result.data.text, words: wordsFromTsv(result.data.tsv) };
    } catch (error) {
      // Whatever went wrong, the next request gets a fresh worker.
      await this.discardWorker();
      throw error instanceof OcrFailedError ? error : new OcrFailedError(describe(error));
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.tail;
    await this.discardWorker();
  }

  private getWorker(): Promise<Worker> {
    if (!this.worker) {
      const starting = createWorker(englishModel.code, OEM.LSTM_ONLY, {
        langPath: englishModel.langPath,
        gzip: englishModel.gzip,
        cacheMethod: 'none',
        errorHandler: (error: unknown) => this.options.onError(error),
      }).then((worker) => {
        // A crashed worker thread would otherwise be an unhandled 'error' event.
        const thread = (worker as Worker & { worker?: NodeJS.EventEmitter }).worker;
        thread?.on('error', (error) => {
          this.options.onError(error);
          if (this.worker === starting) this.worker = null;
        });
        return worker;
      });
      starting.catch((error: unknown) => {
        this.options.onError(error);
        if (this.worker === starting) this.worker = null;
      });
      this.worker = starting;
    }
    return this.worker;
  }

  private async discardWorker(): Promise<void> {
    const current = this.worker;
    this.worker = null;
    if (!current) return;
    try {
      await (await current).terminate();
    } catch {
      // It never started or is already gone.
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'OCR failed';
}
