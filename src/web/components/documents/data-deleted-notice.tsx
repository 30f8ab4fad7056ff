import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After 'Delete my data now' the borrower lands on the home page, which carries no toasts of its
 * own (its JavaScript budget): this reads the notice from the navigation state and loads a
 * toaster only then.
 */
export const DATA_DELETED_STATE = 'dataDeleted';

export interface DataDeletedNoticeText {
  title: string;
  detail: string;
}

export type DataDeletedState = { [DATA_DELETED_STATE]: DataDeletedNoticeText };

const DataDeletedToast = lazy(() =>
  import('./data-deleted-toast').then((module) => ({ default: module.DataDeletedToast })),
);

function readNotice(state: unknown): DataDeletedNoticeText | undefined {
  if (!state || typeof state !== 'object' || !(DATA_DELETED_STATE in state)) return undefined;
  return (state as DataDeletedState)[DATA_DELETED_STATE];
}

export function DataDeletedNotice() {
  const location = useLocation();
  // Read once: the toast stays while the notice is removed from the history entry.
  const [notice] = useState(() => readNotice(location.state));
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <DataDeletedToast notice={notice} />
    </Suspense>
  );
}
