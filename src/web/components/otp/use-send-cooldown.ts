import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http';
import { useSecondsLeft } from '../use-seconds-left';

/** The seconds the server's resend cooldown still holds a new code back, from its refusal. */
export function cooldownSeconds(error: unknown): number | undefined {
  return error instanceof ApiError && error.code === 'OTP_COOLDOWN'
    ? error.numberDetail('resend_after')
    : undefined;
}

/**
 * A send held back by the server's cooldown, counted down on screen until sending is open
 * again (`seconds` is 0 then). `heldBack` reads a refusal: true when it was the cooldown.
 */
export function useSendCooldown() {
  const [until, setUntil] = useState(0);
  const seconds = useSecondsLeft(until);
  const heldBack = useCallback((error: unknown): boolean => {
    const wait = cooldownSeconds(error);
    if (!wait) return false;
    setUntil(Date.now() + wait * 1000);
    return true;
  }, []);
  return { seconds, heldBack };
}
