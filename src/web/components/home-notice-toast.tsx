import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HomeNoticeText } from '../flow/home-notice';
import { Toaster, toast } from '../lib/toast';
import { useMediaQuery } from '../lib/use-media-query';

/** Shows the notice once, and takes it off the history entry so a reload does not repeat it. */
export function HomeNoticeToast({ notice }: { notice: HomeNoticeText }) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 639px)');
  const { pathname } = useLocation();
  useEffect(() => {
    toast.success(notice.title, {
      id: 'home-notice',
      ...(notice.detail ? { description: notice.detail } : {}),
    });
    navigate(pathname, { replace: true, state: null });
  }, [notice, navigate, pathname]);
  // On a phone the toast is swiped away: its 20 px cross would be too small a target there.
  return <Toaster closeButton={!phone} position={phone ? 'top-center' : 'bottom-right'} />;
}
