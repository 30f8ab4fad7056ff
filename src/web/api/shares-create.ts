import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLinkResponse } from '../../shared/api/documents';
import { SHARE_ROUTES } from '../../shared/api/documents-routes';
import { callRoute } from './http';
import { shareLinksKey } from './shares-list';

/**
 * One link for one document or several (a balance-transfer pack), valid 24 hours or until the
 * first of them expires.
 */
export function createShareLink(documentIds: string[]): Promise<ShareLinkResponse> {
  return callRoute(SHARE_ROUTES.createShare, { body: { documentIds } });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey() }),
  });
}
