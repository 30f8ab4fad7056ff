import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { FlowState } from '../flow/flow-state';
import { Toaster } from '../lib/toast';

/** Stands in for every other screen: says where navigation went, as the next screen would. */
function ElsewhereScreen() {
  const { pathname } = useLocation();
  return <h1>Screen {pathname}</h1>;
}

/**
 * Renders a screen as the app does (StrictMode, TanStack Query, the router with the journey
 * state, toasts), at `path` and `search` (matched by `route`, e.g. '/s/:token', when it has
 * parameters). Any navigation away shows "Screen /path".
 */
export function renderScreen(
  screen: ReactNode,
  {
    path = '/',
    route = path,
    state,
    search = '',
  }: { path?: string; route?: string; state?: FlowState; search?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<ElsewhereScreen />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * Lets the clock (faked by the test) run `ms` on, and everything it sets off (answers of the fake
 * API, timers, re-renders) finish before the test looks at the screen again.
 */
export async function passTime(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // What the last of those timers set off (an answer, then its render) is due now.
    await vi.advanceTimersByTimeAsync(0);
  });
  // And what the renders flushed as that ended set off in turn: a list drawn from a deferred
  // value runs its effects then, and a toast they raise appears on a timer.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}
