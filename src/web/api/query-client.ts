import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of the screens after the landing page. Its own module so that signing out can
 * empty it from wherever the account menu is (the landing page has no QueryClientProvider).
 *
 * Offline: what the borrower taps (a mutation) runs at once and fails at once with the offline
 * message (`networkMode: 'always'`; api/http.ts refuses to send) — never paused and replayed by
 * itself on reconnection. Reads keep the default: they wait while offline (polling pauses) and
 * go on by themselves when the connection is back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false, networkMode: 'always' },
  },
});
