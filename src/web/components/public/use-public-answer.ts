import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http';

/** What a public page asked the server: still asking, the answer, nothing there, or a failure. */
export type PublicAnswer<T> =
  | { state: 'loading' }
  | { state: 'found'; data: T }
  | { state: 'gone' }
  | { state: 'failed' };

/**
 * One request of a public page (no session, no query cache: these pages stay light). Nothing
 * there — 404, or a malformed link (400) — is `gone`; anything else that fails can be retried.
 */
export function usePublicAnswer<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<PublicAnswer<T>>({ state: 'loading' });
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what triggers a retry
  useEffect(() => {
    const abort = new AbortController();
    setAnswer({ state: 'loading' });
    loader.current(abort.signal).then(
      (data) => {
        if (!abort.signal.aborted) setAnswer({ state: 'found', data });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setAnswer({ state: gone ? 'gone' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [key, attempt]);

  return { answer, retry: () => setAttempt((count) => count + 1) };
}
