import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '../../shared/api/consents';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { callRoute, isClientError } from './http';

/** What was done with the borrower's data, newest first, in the language asked for. */
export function getActivity(signal?: AbortSignal): Promise<ActivityResponse> {
  return callRoute(PRIVACY_ROUTES.activity, { signal });
}

export function activityQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['activity', language],
    queryFn: ({ signal }) => getActivity(signal),
    staleTime: 0,
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useActivity(language: string) {
  return useQuery(activityQueryOptions(language));
}
