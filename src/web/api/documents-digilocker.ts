import { useMutation } from '@tanstack/react-query';
import type { SaveToDigiLockerResponse } from '../../shared/api/digilocker';
import { apiRequest } from './http';

/**
 * Saves one document into the borrower's DigiLocker, or answers the DigiLocker page where they
 * allow it first (the server keeps the token; the browser never sees it).
 */
export function saveToDigiLocker(documentId: string): Promise<SaveToDigiLockerResponse> {
  return apiRequest(`/api/documents/${encodeURIComponent(documentId)}/digilocker`, {
    method: 'POST',
  });
}

export function useSaveToDigiLocker() {
  return useMutation({ mutationFn: saveToDigiLocker });
}
