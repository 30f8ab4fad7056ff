import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawalResponse } from '../../shared/api/consents';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { callRoute, isClientError } from './http';

/** What withdrawing this consent would stop and delete, for the borrower to confirm first. */
export function getWithdrawal(
  consentId: string,
  signal?: AbortSignal,
): Promise<WithdrawalResponse> {
  return callRoute(PRIVACY_ROUTES.withdrawal, { params: { consentId }, signal });
}

export function withdrawalQueryOptions(consentId: string, language: string) {
  return queryOptions({
    queryKey: ['consents', language, consentId, 'withdrawal'],
    queryFn: ({ signal }) => getWithdrawal(consentId, signal),
    // What would be deleted changes as documents are made: never from memory.
    staleTime: 0,
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useWithdrawal(consentId: string, language: string, enabled: boolean) {
  return useQuery({ ...withdrawalQueryOptions(consentId, language), enabled });
}
