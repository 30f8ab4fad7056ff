import { useQuery } from '@tanstack/react-query';
import type { SandboxRegisteredMobileResponse } from '../../shared/api/sandbox';
import { SANDBOX_ROUTES } from '../../shared/api/sandbox-routes';
import { callRoute } from './http';
import { useSandboxPersonas } from './sandbox-personas';

/**
 * Sandbox mode only: the mobile the sandbox bureau holds for a PAN, so a tester knows which
 * number receives its OTPs. Not asked at all when the server is not a sandbox.
 */
export function getSandboxRegisteredMobile(
  panNumber: string,
  signal?: AbortSignal,
): Promise<SandboxRegisteredMobileResponse> {
  return callRoute(SANDBOX_ROUTES.registeredMobile, { query: { pan: panNumber }, signal });
}

export function useSandboxRegisteredMobile(panNumber: string) {
  const sandbox = useSandboxPersonas();
  return useQuery({
    queryKey: ['sandbox', 'registered-mobile', panNumber],
    queryFn: ({ signal }) => getSandboxRegisteredMobile(panNumber, signal),
    enabled: Boolean(sandbox.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
