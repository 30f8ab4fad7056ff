import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (epoch milliseconds), never below zero. */
export function secondsUntil(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until a deadline, kept current. It reads the clock rather than counting ticks,
 * so a phone that throttles timers in a background tab still shows the right time when it comes
 * back, and a new deadline shows its own time at once; the screen re-renders only when the whole
 * second changes.
 */
export function useSecondsLeft(deadline: number): number {
  const [, setShown] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    // What is shown starts from the new deadline: otherwise ticks that end where the previous
    // deadline ended (0) would change nothing and the screen would keep its first count.
    setShown(secondsUntil(deadline));
    const timer = setInterval(() => {
      const seconds = secondsUntil(deadline);
      setShown(seconds);
      if (seconds === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline);
}
