/**
 * How long code still on its way may take while the browser says it is offline before the
 * borrower is told it did not arrive. A download the dropped connection cut off is not failed by
 * the browser — it waits for the connection and goes on when it returns — so without this a
 * screen or dialog whose code was arriving at that moment would wait with it, saying nothing.
 */
export const OFFLINE_GRACE_MS = 2000;

/** The code did not arrive while the browser was offline (it may still arrive once online). */
export class OfflineStallError extends Error {
  constructor() {
    super('The connection dropped while the code was on its way');
    this.name = 'OfflineStallError';
  }
}

/**
 * `arriving` as it settles — or rejected with OfflineStallError once the browser has been offline
 * for OFFLINE_GRACE_MS while it has not. Asking again later (Try again) waits for the same download,
 * which the browser finishes when the connection returns.
 */
export function failIfStalledOffline<T>(arriving: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        reject(new OfflineStallError());
      }, OFFLINE_GRACE_MS);
    };
    const online = () => clearTimeout(timer);
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
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
 * offline (failIfStalledOffline) — is forgotten, so that the next ask goes to the network again.
 * What lazily loaded screens and parts of screens fetch their code with.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= failIfStalledOffline(load()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
