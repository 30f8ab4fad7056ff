import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteMyDataResponse } from '../../shared/api/documents';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { callRoute } from './http';

/**
 * Erases the borrower's documents, share links and credit report now (PAN from the session)
 * and ends their sessions; a masked record of the consent is kept.
 */
export function deleteMyData(): Promise<DeleteMyDataResponse> {
  return callRoute(PRIVACY_ROUTES.deleteMyData);
}

export function useDeleteMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyData,
    // Nothing fetched for this borrower stays in memory once it is erased (removing a query
    // does not fetch it again).
    onSuccess: () => {
      for (const queryKey of [['documents'], ['loans'], ['batch-status']]) {
        queryClient.removeQueries({ queryKey });
      }
    },
  });
}
