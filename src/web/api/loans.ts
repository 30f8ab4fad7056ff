import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoansResponse } from '../../shared/api/loans';
import { apiRequest, isClientError } from './http';

/** The borrower's loans from the credit report fetched under their consent (PAN from the token). */
export function getLoans(token: string, signal?: AbortSignal): Promise<LoansResponse> {
  return apiRequest('/api/loans', { token, ...(signal ? { signal } : {}) });
}

export function loansQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['loans', token],
    queryFn: ({ signal }) => getLoans(token, signal),
    // A refused token or a bad request will not get better by asking again.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useLoans(token: string) {
  return useQuery(loansQueryOptions(token));
}
