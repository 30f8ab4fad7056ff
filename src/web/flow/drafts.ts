import { useCallback, useState } from 'react';

/**
 * What the borrower has typed on a screen and not yet sent, kept for this tab so that a reload
 * (or a phone that dropped the page to free memory) gives it back. Never a credential or an OTP:
 * a PAN, a name as printed, a mobile number, a step reached. Forgotten with the rest of the tab's
 * memory when signing out (flow-state.ts `forgetThisTab`), and by the screen once it is sent.
 */
const PREFIX = 'loan-docs.draft.';

export function readDraft<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft<T>(key: string, value: T): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the screen works, a reload forgets.
  }
}

export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}

/** A piece of state that is also kept as a draft under `key`, read back on the next mount. */
export function useDraft<T>(key: string, initial: () => T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readDraft<T>(key) ?? initial());
  const update = useCallback(
    (next: T) => {
      setValue(next);
      saveDraft(key, next);
    },
    [key],
  );
  return [value, update];
}
