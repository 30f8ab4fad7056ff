import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHARE_ROUTES } from '../../shared/api/documents-routes';
import { callRoute } from './http';
import { shareLinksKey } from './shares-list';

/** Revokes one share link: from then on it answers 404 to whoever opens it. */
export function revokeShareLink(shareId: string): Promise<unknown> {
  // No body: the link is named in the path.
  return callRoute(SHARE_ROUTES.revokeShare, { params: { shareId } });
}

export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    // Every list of links may have held it (one document's, or all of them).
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareLinksKey() }),
  });
}
