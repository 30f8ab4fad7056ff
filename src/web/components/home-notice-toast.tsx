import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Toaster, toast } from 'sonner';
import type { HomeNoticeText } from './home-notice';

/** Shows the notice once, and takes it off the history entry so a reload does not repeat it. */
export function HomeNoticeToast({ notice }: { notice: HomeNoticeText }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    toast.success(notice.title, {
      id: 'home-notice',
      ...(notice.detail ? { description: notice.detail } : {}),
    });
    navigate(pathname, { replace: true, state: null });
  }, [notice, navigate, pathname]);
  return <Toaster closeButton />;
}
