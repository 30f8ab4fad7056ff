import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsResponse } from '../../shared/api/documents';
import { DOCUMENTS_ROUTES } from '../../shared/api/documents-routes';
import { callRoute, isClientError } from './http';

/** While any document is still being made, the list is asked for again this often. */
export const DOCUMENTS_POLL_INTERVAL_MS = 3000;

/** The borrower's documents (PAN from the session), each with fresh signed URLs. */
export function getDocuments(signal?: AbortSignal): Promise<DocumentsResponse> {
  return callRoute(DOCUMENTS_ROUTES.documents, { signal });
}

export function documentsQueryKey() {
  return ['documents'] as const;
}

export function documentsQueryOptions() {
  return queryOptions({
    queryKey: documentsQueryKey(),
    queryFn: ({ signal }) => getDocuments(signal),
    // Signed URLs are short-lived: never serve a remembered list as fresh.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === 'processing') &&
      !isClientError(query.state.error)
        ? DOCUMENTS_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
    // An ended session will not get better by asking again.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
