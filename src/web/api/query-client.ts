import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of the screens after the landing page. Its own module so that signing out can
 * empty it from wherever the account menu is (the landing page has no QueryClientProvider).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
