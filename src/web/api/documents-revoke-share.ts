import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shareLinksQueryKey } from './documents-shares';
import { apiRequest } from './http';

/** Revokes one share link: from then on it answers 404 to whoever opens it. */
export function revokeShareLink(
  token: string,
  documentId: string,
  shareId: string,
): Promise<unknown> {
  return apiRequest(
    `/api/documents/${encodeURIComponent(documentId)}/shares/${encodeURIComponent(shareId)}`,
    { method: 'DELETE', token },
  );
}

export function useRevokeShareLink(token: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeShareLink(token, documentId, shareId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(token, documentId) }),
  });
}
