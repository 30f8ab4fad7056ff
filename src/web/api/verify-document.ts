import type { VerifyDocumentResponse } from '../../shared/api/documents';
import { apiRequest } from './http';

/**
 * What a verification code stands for: lender, document type, issue date, whether it still
 * stands, and the SHA-256 of the file as issued. Public; an unknown code answers 404.
 */
export function getDocumentVerification(
  code: string,
  signal?: AbortSignal,
): Promise<VerifyDocumentResponse> {
  return apiRequest(`/api/verify/${encodeURIComponent(code)}`, {
    ...(signal ? { signal } : {}),
  });
}
