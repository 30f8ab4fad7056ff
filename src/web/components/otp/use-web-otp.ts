import { useEffect, useRef } from 'react';

/**
 * The WebOTP API: where the browser offers it, the code of an SMS that ends with
 * `@<this host> #<code>` is handed over (after the borrower allows it) and `onCode` fills it in
 * and submits. One request per code sent (`key`), given up on unmount, on a new code and when
 * the borrower submits by hand (`abort`). Elsewhere nothing happens: autocomplete="one-time-code"
 * on the field still offers the code above the keyboard.
 */
export function useWebOtp(
  enabled: boolean,
  key: unknown,
  onCode: (code: string) => void,
): { abort: () => void } {
  const controller = useRef<AbortController | undefined>(undefined);
  const latest = useRef(onCode);
  latest.current = onCode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what restarts the request
  useEffect(() => {
    if (!enabled || !webOtpAvailable()) return;
    const request = new AbortController();
    controller.current = request;
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: request.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (!request.signal.aborted && typeof code === 'string') latest.current(code);
      })
      // Aborted, refused by the borrower or no SMS: the field is still there to type into.
      .catch(() => {});
    return () => request.abort();
  }, [enabled, key]);

  return { abort: () => controller.current?.abort() };
}

function webOtpAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'OTPCredential' in window &&
    typeof navigator.credentials?.get === 'function'
  );
}
