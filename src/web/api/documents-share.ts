import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLinkResponse } from '../../shared/api/documents';
import { shareLinksQueryKey } from './documents-shares';
import { apiRequest } from './http';

/** Creates a share link for one document, valid 24 hours (or until the document expires). */
export function createShareLink(token: string, documentId: string): Promise<ShareLinkResponse> {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/share`, {
    method: 'POST',
    token,
  });
}

export function useCreateShareLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => createShareLink(token, documentId),
    onSuccess: (_link, documentId) =>
      queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(token, documentId) }),
  });
}
