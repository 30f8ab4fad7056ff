/**
 * Small values this tab remembers across a reload (sessionStorage, never localStorage), as JSON.
 * Storage may be disabled or full: then nothing is remembered and a reload starts over.
 */

export function rememberInTab(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled or full: a reload then starts over.
  }
}

/** The remembered value if `accept` recognises it (anything else counts as nothing). */
export function recallFromTab<T>(
  key: string,
  accept: (value: unknown) => value is T,
): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    return accept(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function forgetInTab(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
