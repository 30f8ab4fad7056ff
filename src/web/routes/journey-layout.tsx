import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { SandboxBanner } from '../components/sandbox-banner';
import '../i18n/journey-texts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

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
 * Wraps every screen after the landing page. Toasts: sonner defaults (3 visible, 4 s,
 * bottom-right, gap 14); on phones they sit above the sticky action bars instead of covering them.
 */
export function JourneyLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SandboxBanner />
      <Outlet />
      <Toaster richColors closeButton style={toastColours} mobileOffset={{ bottom: '88px' }} />
    </QueryClientProvider>
  );
}
