import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shareLinksResponse } from '../../shared/api/documents';
import { apiRequest } from './http';

export type ShareLinksResponse = z.infer<typeof shareLinksResponse>;
export type ShareLink = ShareLinksResponse['shareLinks'][number];

/** The document's share links that still work (revoked and expired ones are not listed). */
export function getShareLinks(
  token: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<ShareLinksResponse> {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/shares`, {
    token,
    ...(signal ? { signal } : {}),
  });
}

export function shareLinksQueryKey(token: string, documentId: string) {
  return ['documents', token, documentId, 'shares'] as const;
}

export function shareLinksQueryOptions(token: string, documentId: string) {
  return queryOptions({
    queryKey: shareLinksQueryKey(token, documentId),
    queryFn: ({ signal }) => getShareLinks(token, documentId, signal),
    staleTime: 0,
  });
}

export function useShareLinks(token: string, documentId: string, enabled: boolean) {
  return useQuery({ ...shareLinksQueryOptions(token, documentId), enabled });
}
