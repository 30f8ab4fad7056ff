import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHARE_ROUTES } from '../../shared/api/documents-routes';
import { callRoute } from './http';
import { type ShareLinksResponse, shareLinksKey } from './shares-list';

/** The document's share links that still work (revoked and expired ones are not listed). */
export function getShareLinks(
  documentId: string,
  signal?: AbortSignal,
): Promise<ShareLinksResponse> {
  return callRoute(SHARE_ROUTES.documentShareLinks, { params: { documentId }, signal });
}

export function shareLinksQueryKey(documentId: string) {
  return [...shareLinksKey(), documentId] as const;
}

export function shareLinksQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: shareLinksQueryKey(documentId),
    queryFn: ({ signal }) => getShareLinks(documentId, signal),
    staleTime: 0,
  });
}

export function useShareLinks(documentId: string, enabled: boolean) {
  return useQuery({ ...shareLinksQueryOptions(documentId), enabled });
}
