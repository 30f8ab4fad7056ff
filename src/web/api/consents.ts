import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSENT_ROUTES } from '../../shared/api/consent-routes';
import type { ConsentsResponse } from '../../shared/api/consents';
import { callRoute, isClientError } from './http';

/** The borrower's consents as records (PAN from the session), in the language asked for. */
export function getConsents(signal?: AbortSignal): Promise<ConsentsResponse> {
  return callRoute(CONSENT_ROUTES.consents, { signal });
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
