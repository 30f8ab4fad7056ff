import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shareLinksResponse } from '../../shared/api/documents';
import { SHARE_ROUTES } from '../../shared/api/documents-routes';
import { callRoute } from './http';

export type ShareLinksResponse = z.infer<typeof shareLinksResponse>;
export type ShareLink = ShareLinksResponse['shareLinks'][number];

/** Every share link of the borrower that still works, newest first. */
export function getAllShareLinks(signal?: AbortSignal): Promise<ShareLinksResponse> {
  return callRoute(SHARE_ROUTES.shareLinks, { signal });
}

/** The key every list of share links sits under (all of them, or one document's). */
export function shareLinksKey() {
  return ['documents', 'shares'] as const;
}

export function allShareLinksQueryOptions() {
  return queryOptions({
    queryKey: shareLinksKey(),
    queryFn: ({ signal }) => getAllShareLinks(signal),
    staleTime: 0,
  });
}

export function useAllShareLinks(enabled: boolean) {
  return useQuery({ ...allShareLinksQueryOptions(), enabled });
}
