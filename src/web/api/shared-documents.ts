import type { SharedDocumentsResponse } from '../../shared/api/documents';
import { SHARE_ROUTES } from '../../shared/api/documents-routes';
import { callRoute } from './http';

/**
 * What a share link carries, for whoever opens it: no token, the link's own secret is the
 * capability. A dead link (expired, revoked, its documents deleted) answers 404.
 */
export function getSharedDocuments(
  shareToken: string,
  signal?: AbortSignal,
): Promise<SharedDocumentsResponse> {
  return callRoute(SHARE_ROUTES.sharedDocuments, { params: { token: shareToken }, signal });
}
