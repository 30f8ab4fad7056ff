import type { VerifyDocumentResponse } from '../../shared/api/documents';
import { DOCUMENTS_ROUTES } from '../../shared/api/documents-routes';
import { callRoute } from './http';

/**
 * What a verification code stands for: lender, document type, issue date, whether it still
 * stands, and the SHA-256 of the file as issued. Public; an unknown code answers 404.
 */
export function getDocumentVerification(
  code: string,
  signal?: AbortSignal,
): Promise<VerifyDocumentResponse> {
  return callRoute(DOCUMENTS_ROUTES.verify, { params: { code }, signal });
}
