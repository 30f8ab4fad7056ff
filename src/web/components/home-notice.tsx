import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { HOME_NOTICE_STATE, type HomeNoticeState, type HomeNoticeText } from '../flow/home-notice';

const HomeNoticeToast = lazy(() =>
  import('./home-notice-toast').then((module) => ({ default: module.HomeNoticeToast })),
);

function readNotice(state: unknown): HomeNoticeText | undefined {
  if (!state || typeof state !== 'object' || !(HOME_NOTICE_STATE in state)) return undefined;
  return (state as HomeNoticeState)[HOME_NOTICE_STATE];
}

/**
 * The notice of `homeNotice` (flow/home-notice.ts) on the home page. The home page carries no
 * toasts of its own (its JavaScript budget): this reads the notice from the navigation state and
 * loads a toaster only then.
 */
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
