import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CibilReportResponse } from '../../shared/api/loans';
import { apiRequest, isClientError } from './http';

/** The credit report in the older dashboard's shape, for the token's own PAN. */
export function getCibilReport(
  panNumber: string,
  token: string,
  signal?: AbortSignal,
): Promise<CibilReportResponse> {
  return apiRequest('/api/cibil-report', {
    method: 'POST',
    body: { pan_number: panNumber },
    token,
    ...(signal ? { signal } : {}),
  });
}

export function cibilReportQueryOptions(panNumber: string, token: string) {
  return queryOptions({
    queryKey: ['legacy', 'cibil-report', panNumber, token],
    queryFn: ({ signal }) => getCibilReport(panNumber, token, signal),
    // A refused token or a bad request will not get better by asking again.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useCibilReport(panNumber: string, token: string) {
  return useQuery(cibilReportQueryOptions(panNumber, token));
}
