import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentsResponse } from '../../shared/api/consents';
import { apiRequest, isClientError } from './http';

/** The borrower's consents as records (PAN from the session), in the language asked for. */
export function getConsents(signal?: AbortSignal): Promise<ConsentsResponse> {
  return apiRequest('/api/consents', signal ? { signal } : {});
}

export function consentsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['consents', language],
    queryFn: ({ signal }) => getConsents(signal),
    // An ended session will not get better by asking again.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

/** `language` keys the answer: its texts come back in the language the screen is shown in. */
export function useConsents(language: string) {
  return useQuery(consentsQueryOptions(language));
}
