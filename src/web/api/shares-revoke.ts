import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http';
import { shareLinksKey } from './shares-list';

/** Revokes one share link: from then on it answers 404 to whoever opens it. */
export function revokeShareLink(shareId: string): Promise<unknown> {
  return apiRequest(`/api/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    // Every list of links may have held it (one document's, or all of them).
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey() }),
  });
}
