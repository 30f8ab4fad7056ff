import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { queryClient } from '../api/query-client';
import { SandboxBanner } from '../components/sandbox-banner';
import { Toaster, toast } from '../lib/toast';
import '../i18n/first-screen-texts';
import { useMediaQuery } from '../lib/use-media-query';

/**
 * Toasts in the app's own typeface (sonner's default is the system's, which may lack
 * Devanagari). sonner's rich text colours sit just under 4.5:1 on their tints (error 4.36,
 * success 4.29, info 4.35, warning 3.07): the same hues, darkened to pass WCAG AA.
 */
const toastStyle = {
  fontFamily: 'var(--font-sans)',
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
 * bottom-right, gap 14). On phones they come from the top, below the offline banner if there is
 * one: the field being typed in (with the keyboard up) and the primary button sit in the lower
 * part of a phone's screen, and the sticky action bars at its bottom.
 */
export function JourneyLayout() {
  useToastsStayOnTheirScreen();
  const phone = useMediaQuery('(max-width: 639px)');
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {/* Below the screen: it appears once the server has answered, and above the screen it
          would push everything down after the first paint (layout shift). */}
      <SandboxBanner />
      <Toaster
        richColors
        // A 20 px cross is too small a target on a phone, where a toast is swiped away instead.
        closeButton={!phone}
        style={toastStyle}
        position={phone ? 'top-center' : 'bottom-right'}
        mobileOffset={{ top: 'calc(var(--offline-banner-height, 0px) + 8px)' }}
      />
    </QueryClientProvider>
  );
}
