import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A notice for the home page after something that ends where the borrower was (their data
 * deleted, signed out). The home page carries no toasts of its own (its JavaScript budget):
 * this reads the notice from the navigation state and loads a toaster only then.
 */
export const HOME_NOTICE_STATE = 'homeNotice';

export interface HomeNoticeText {
  title: string;
  detail?: string;
}

export type HomeNoticeState = { [HOME_NOTICE_STATE]: HomeNoticeText };

/** The navigation state that shows `notice` on the home page. */
export function homeNotice(notice: HomeNoticeText): HomeNoticeState {
  return { [HOME_NOTICE_STATE]: notice };
}

const HomeNoticeToast = lazy(() =>
  import('./home-notice-toast').then((module) => ({ default: module.HomeNoticeToast })),
);

function readNotice(state: unknown): HomeNoticeText | undefined {
  if (!state || typeof state !== 'object' || !(HOME_NOTICE_STATE in state)) return undefined;
  return (state as HomeNoticeState)[HOME_NOTICE_STATE];
}

export function HomeNotice() {
  const location = useLocation();
  // Read once: the toast stays while the notice is removed from the history entry.
  const [notice] = useState(() => readNotice(location.state));
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <HomeNoticeToast notice={notice} />
    </Suspense>
  );
}
