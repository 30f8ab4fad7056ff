import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { queryClient } from '../api/query-client';
import { SandboxBanner } from '../components/sandbox-banner';
import '../i18n/journey-texts';

/**
 * sonner's rich text colours sit just under 4.5:1 on their tints (error 4.36, success 4.29,
 * info 4.35, warning 3.07): the same hues, darkened to pass WCAG AA.
 */
const toastColours = {
  '--error-text': 'hsl(360, 100%, 38%)',
  '--success-text': 'hsl(140, 100%, 24%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 32%)',
} as CSSProperties;

/**
 * A toast belongs to the screen that raised it: moving to another screen closes it, so an old
 * "Download started!" or refusal does not sit over the next screen's controls.
 */
function useToastsStayOnTheirScreen() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen changing is the trigger
  useEffect(() => {
    return () => {
      toast.dismiss();
    };
  }, [pathname]);
}

/**
 * Wraps every screen after the landing page. Toasts: sonner defaults (3 visible, 4 s,
 * bottom-right, gap 14); on phones they sit above the sticky action bars instead of covering them.
 */
export function JourneyLayout() {
  useToastsStayOnTheirScreen();
  return (
    <QueryClientProvider client={queryClient}>
      <SandboxBanner />
      <Outlet />
      <Toaster richColors closeButton style={toastColours} mobileOffset={{ bottom: '88px' }} />
    </QueryClientProvider>
  );
}
