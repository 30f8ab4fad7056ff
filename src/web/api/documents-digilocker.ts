import { useMutation } from '@tanstack/react-query';
import type { SaveToDigiLockerResponse } from '../../shared/api/digilocker';
import { DIGILOCKER_ROUTES } from '../../shared/api/digilocker-routes';
import { callRoute } from './http';

/**
 * Saves one document into the borrower's DigiLocker, or answers the DigiLocker page where they
 * allow it first (the server keeps the token; the browser never sees it).
 */
export function saveToDigiLocker(documentId: string): Promise<SaveToDigiLockerResponse> {
  // No body: the document is named in the path.
  return callRoute(DIGILOCKER_ROUTES.saveToDigiLocker, { params: { documentId } });
}

export function useSaveToDigiLocker() {
  return useMutation({ mutationFn: saveToDigiLocker });
}
