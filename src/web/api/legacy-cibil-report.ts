import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CibilReportResponse } from '../../shared/api/loans';
import { LOANS_ROUTES } from '../../shared/api/loans-routes';
import { callRoute, isClientError } from './http';

/** The credit report in the older dashboard's shape, for the session's own PAN. */
export function getCibilReport(
  panNumber: string,
  signal?: AbortSignal,
): Promise<CibilReportResponse> {
  return callRoute(LOANS_ROUTES.cibilReport, { body: { pan_number: panNumber }, signal });
}

export function cibilReportQueryOptions(panNumber: string) {
  return queryOptions({
    queryKey: ['legacy', 'cibil-report', panNumber],
    queryFn: ({ signal }) => getCibilReport(panNumber, signal),
    // An ended session or a bad request will not get better by asking again.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useCibilReport(panNumber: string) {
  return useQuery(cibilReportQueryOptions(panNumber));
}
