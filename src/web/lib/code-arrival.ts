import { ANSWER_DEADLINE_MS } from './answer-deadline';

/**
 * How long code still on its way may take while the browser says it is offline before the
 * borrower is told it did not arrive. A download the dropped connection cut off is not failed by
 * the browser — it waits for the connection and goes on when it returns — so without this a
 * screen or dialog whose code was arriving at that moment would wait with it, saying nothing.
 */
export const OFFLINE_GRACE_MS = 2000;

/**
 * Online, code gets as long as an API answer (ANSWER_DEADLINE_MS): a connection the phone still
 * calls online can carry nothing, and the browser would wait on it for minutes.
 */
export const ONLINE_GRACE_MS = ANSWER_DEADLINE_MS;

/** The code did not arrive in time (it may still arrive: asking again waits for it). */
export class CodeStallError extends Error {
  constructor() {
    super('The code did not arrive in time');
    this.name = 'CodeStallError';
  }
}

/**
 * `arriving` as it settles — or rejected with CodeStallError once the browser has been offline
 * for OFFLINE_GRACE_MS while it has not, or it has not arrived within ONLINE_GRACE_MS. Asking
 * again later (Try again) waits for the same download, which the browser finishes if it can.
 */
export function failIfStalled<T>(arriving: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let offlineTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(offlineTimer);
      clearTimeout(onlineTimer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
    const giveUp = () => {
      stop();
      reject(new CodeStallError());
    };
    const onlineTimer = setTimeout(giveUp, ONLINE_GRACE_MS);
    const offline = () => {
      clearTimeout(offlineTimer);
      offlineTimer = setTimeout(giveUp, OFFLINE_GRACE_MS);
    };
    const online = () => clearTimeout(offlineTimer);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (navigator.onLine === false) offline();
    arriving.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

/**
 * `load`, asked once while it succeeds or is on its way: a failed load — refused, or given up
 * (failIfStalled) — is forgotten, so that the next ask goes to the network again. What lazily
 * loaded screens and parts of screens fetch their code with.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= failIfStalled(load()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
