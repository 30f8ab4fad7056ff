import { useState } from 'react';
import { MAX_SHARED_DOCUMENTS } from '../../../shared/documents';

/**
 * Share several: whether the borrower is picking documents for one link, and which, in the
 * order picked (the order the receiver sees them). Picks survive search, bank and tab changes.
 */
export function useShareSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<readonly string[]>([]);

  return {
    selecting,
    selected,
    full: selected.length >= MAX_SHARED_DOCUMENTS,
    start: () => {
      setSelected([]);
      setSelecting(true);
    },
    stop: () => {
      setSelecting(false);
      setSelected([]);
    },
    isSelected: (documentId: string) => selected.includes(documentId),
    toggle: (documentId: string) =>
      setSelected((current) =>
        current.includes(documentId)
          ? current.filter((id) => id !== documentId)
          : current.length >= MAX_SHARED_DOCUMENTS
            ? current
            : [...current, documentId],
      ),
  };
}
