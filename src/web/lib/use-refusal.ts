import { useState } from 'react';

/**
 * Why the way on was refused for `current` (a selection, by reference), until it changes: a
 * selection screen's "select at least one" stays beside its button while the borrower looks,
 * and goes as soon as they choose something.
 */
export function useRefusal<Value, Reason>(
  current: Value,
): { reason: Reason | undefined; refuse: (reason: Reason) => void } {
  const [refused, setRefused] = useState<{ value: Value; reason: Reason } | null>(null);
  return {
    reason: refused !== null && refused.value === current ? refused.reason : undefined,
    refuse: (reason) => setRefused({ value: current, reason }),
  };
}
