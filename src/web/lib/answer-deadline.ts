/**
 * How long a request waits for its answer — and a file for each next piece of itself — before it
 * is given up. A connection the phone still calls online can carry nothing (a lift, a weak cell);
 * without a limit a spinner would turn until the browser's own TCP timeout, minutes later, and
 * the batch status would stop being polled (a poll still on its way is not asked again). The
 * server's slowest answer, a party's call (three tries of 10 s with back-off), comes well within.
 */
export const ANSWER_DEADLINE_MS = 60_000;

/** A request's abort: its caller's signal, or its deadline passing. */
export interface AnswerDeadline {
  readonly signal: AbortSignal;
  /** True once the deadline has passed (rather than the caller aborting). */
  expired(): boolean;
  /** Gives the request the whole allowance again: a piece of the answer has just arrived. */
  restart(): void;
  /** The request has settled: no timer, no listener left behind. */
  end(): void;
}

export function answerDeadline(caller?: AbortSignal): AnswerDeadline {
  const controller = new AbortController();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const forward = () => controller.abort(caller?.reason);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, ANSWER_DEADLINE_MS);
  };
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  restart();
  return {
    signal: controller.signal,
    expired: () => expired,
    restart,
    end: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    },
  };
}
