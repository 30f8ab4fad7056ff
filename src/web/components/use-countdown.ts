import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, 0 once the deadline has passed (or before the first start). */
  secondsLeft: number;
  /** Starts (or restarts) the countdown from `seconds`. */
  start: (seconds: number) => void;
  /** True once a started countdown has reached zero. */
  expired: boolean;
}

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * A countdown to a deadline. It reads the clock on every tick rather than counting ticks, so a
 * phone that throttles timers in a background tab still shows the right time when it comes back;
 * the screen re-renders only when the whole second changes.
 */
export function useCountdown(): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const start = useCallback((seconds: number) => {
    const next = Date.now() + seconds * 1000;
    setDeadline(next);
    setSecondsLeft(secondsUntil(next));
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, start, expired: deadline !== null && secondsLeft === 0 };
}
