import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Start-up leaves large garbage behind — the embedded database's seed unpacked, the OCR model
 * loaded — and an idle server allocates too little for V8 to collect it soon, so the process
 * would idle hundreds of megabytes above what it uses. One full collection once start-up work
 * has settled gives that memory back.
 */
export function collectStartUpGarbage(afterMs: number): void {
  const timer = setTimeout(() => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
  }, afterMs);
  timer.unref();
}
