import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DisputeBody, LoansResponse } from '../../shared/api/loans';
import { LOANS_ROUTES } from '../../shared/api/loans-routes';
import { callRoute, isClientError } from './http';

/** The borrower's loans from the credit report fetched under their consent (PAN from the session). */
export function getLoans(signal?: AbortSignal): Promise<LoansResponse> {
  return callRoute(LOANS_ROUTES.loans, { signal });
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
/** The loans, and what hangs under them (each loan's balance-transfer kit), asked for again. */
function refreshLoans(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: loansQueryOptions().queryKey });
}

export function useSecurityReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, returnedOn }: { loanId: string; returnedOn: string }) =>
      callRoute(LOANS_ROUTES.securityReturn, { params: { loanId }, body: { returnedOn } }),
    // Not awaited: the screen's own callbacks (the toast) run now, before the reloaded loans
    // redraw the card and take the form that asked away (its callbacks would never run).
    onSuccess: () => void refreshLoans(queryClient),
  });
}

/** Tells the server the borrower raised a dispute about a loan's credit record; the loans reload. */
export function useFileDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, ...body }: { loanId: string } & DisputeBody) =>
      callRoute(LOANS_ROUTES.fileDispute, { params: { loanId }, body }),
    // Not awaited: the screen's own callbacks (the toast) run now, before the reloaded loans
    // redraw the card and take the form that asked away (its callbacks would never run).
    onSuccess: () => void refreshLoans(queryClient),
  });
}

/**
 * Asks the server to close a loan's dispute: it does only when the credit report agrees with the
 * lender's statement again. The loans reload either way.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loanId: string) => callRoute(LOANS_ROUTES.resolveDispute, { params: { loanId } }),
    onSettled: () => void refreshLoans(queryClient),
  });
}
