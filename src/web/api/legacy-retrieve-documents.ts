import type { RetrieveDocumentsBody, RetrieveDocumentsResponse } from '../../shared/api/legacy';
import { apiRequest } from './http';

/** Approves one loan's consent with its OTP; answers that loan's documents (signed URLs). */
export function retrieveLoanDocuments(
  body: RetrieveDocumentsBody,
): Promise<RetrieveDocumentsResponse> {
  return apiRequest('/api/retrieve-documents', { method: 'POST', body });
}
