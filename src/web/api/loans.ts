import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { securityReturnPath } from '../../shared/api/files';
import type {
  LoansResponse,
  SecurityReturnBody,
  SecurityReturnResponse,
} from '../../shared/api/loans';
import { apiRequest, isClientError } from './http';

/** The borrower's loans from the credit report fetched under their consent (PAN from the session). */
export function getLoans(signal?: AbortSignal): Promise<LoansResponse> {
  return apiRequest('/api/loans', signal ? { signal } : {});
}

export function loansQueryOptions() {
  return queryOptions({
    queryKey: ['loans'],
    queryFn: ({ signal }) => getLoans(signal),
    // An ended session or a bad request will not get better by asking again.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useLoans() {
  return useQuery(loansQueryOptions());
}

/** Tells the server a repaid loan's original documents came back on `returnedOn`; the loans reload. */
export function useSecurityReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, returnedOn }: { loanId: string; returnedOn: string }) =>
      apiRequest<SecurityReturnResponse>(securityReturnPath(loanId), {
        method: 'PUT',
        body: { returnedOn } satisfies SecurityReturnBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansQueryOptions().queryKey }),
  });
}
