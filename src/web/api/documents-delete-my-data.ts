import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteMyDataResponse } from '../../shared/api/documents';
import { apiRequest } from './http';

/**
 * Erases the borrower's documents, share links and credit report now (PAN from the session)
 * and ends their sessions; a masked record of the consent is kept.
 */
export function deleteMyData(): Promise<DeleteMyDataResponse> {
  return apiRequest('/api/my-data', { method: 'DELETE' });
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
