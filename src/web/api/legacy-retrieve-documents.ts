import type { RetrieveDocumentsBody, RetrieveDocumentsResponse } from '../../shared/api/legacy';
import { LEGACY_ROUTES } from '../../shared/api/legacy-routes';
import { callRoute } from './http';

/** Approves one loan's consent with its OTP; answers that loan's documents (signed URLs). */
export function retrieveLoanDocuments(
  body: RetrieveDocumentsBody,
): Promise<RetrieveDocumentsResponse> {
  return callRoute(LEGACY_ROUTES.retrieveDocuments, { body });
}
