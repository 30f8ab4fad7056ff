import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteMyDataResponse } from '../../shared/api/documents';
import { apiRequest } from './http';

/**
 * Erases the borrower's documents, share links and credit report now (PAN from the token);
 * a masked record of the consent is kept.
 */
export function deleteMyData(token: string): Promise<DeleteMyDataResponse> {
  return apiRequest('/api/my-data', { method: 'DELETE', token });
}

export function useDeleteMyData(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyData(token),
    // Nothing fetched for this borrower stays in memory once it is erased (removing a query
    // does not fetch it again).
    onSuccess: () => {
      for (const queryKey of [['documents'], ['loans'], ['batch-status']]) {
        queryClient.removeQueries({ queryKey });
      }
    },
  });
}
