import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disputeResolvePath, disputesPath, securityReturnPath } from '../../shared/api/files';
import type {
  DisputeBody,
  DisputeResponse,
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

/** Tells the server the borrower raised a dispute about a loan's credit record; the loans reload. */
export function useFileDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, ...body }: { loanId: string } & DisputeBody) =>
      apiRequest<DisputeResponse>(disputesPath(loanId), {
        method: 'POST',
        body: body satisfies DisputeBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansQueryOptions().queryKey }),
  });
}

/**
 * Asks the server to close a loan's dispute: it does only when the credit report agrees with the
 * lender's statement again. The loans reload either way.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loanId: string) =>
      apiRequest<DisputeResponse>(disputeResolvePath(loanId), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loansQueryOptions().queryKey }),
  });
}
