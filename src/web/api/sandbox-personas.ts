import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxPersonasResponse } from '../../shared/api/sandbox';
import { SANDBOX_ROUTES } from '../../shared/api/sandbox-routes';
import { ApiError, callRoute } from './http';

/**
 * The sandbox personas, or null when the server is not in sandbox mode (the route answers 404
 * then). Whether the server is in sandbox mode does not change while the app runs: asked once.
 */
export async function getSandboxPersonas(
  signal?: AbortSignal,
): Promise<SandboxPersonasResponse | null> {
  try {
    return await callRoute(SANDBOX_ROUTES.personas, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const sandboxPersonasQueryOptions = queryOptions({
  queryKey: ['sandbox', 'personas'],
  queryFn: ({ signal }) => getSandboxPersonas(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useSandboxPersonas() {
  return useQuery(sandboxPersonasQueryOptions);
}
