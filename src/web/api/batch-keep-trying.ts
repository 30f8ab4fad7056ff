import { useMutation } from '@tanstack/react-query';
import type { KeepTryingBody, KeepTryingResponse } from '../../shared/api/batch';
import { apiRequest } from './http';

function keepTryingUrl(batchId: string, lenderId: string): string {
  return `/api/consent/batch/${encodeURIComponent(batchId)}/banks/${encodeURIComponent(lenderId)}/keep-trying`;
}

/**
 * Keep trying for me: the server asks a failed bank again on a schedule for 72 hours, and texts
 * the borrower when it ends if they ticked it.
 */
export function startKeepTrying(
  batchId: string,
  lenderId: string,
  notifyBySms: boolean,
): Promise<KeepTryingResponse> {
  const body: KeepTryingBody = { notifyBySms };
  return apiRequest(keepTryingUrl(batchId, lenderId), { method: 'POST', body });
}

/** Stops Keep trying for me; the bank stays as it is. */
export function stopKeepTrying(batchId: string, lenderId: string): Promise<KeepTryingResponse> {
  return apiRequest(keepTryingUrl(batchId, lenderId), { method: 'DELETE' });
}

export function useKeepTrying(batchId: string) {
  return useMutation({
    mutationFn: ({
      lenderId,
      stop,
      notifyBySms = false,
    }: {
      lenderId: string;
      stop?: boolean;
      notifyBySms?: boolean;
    }) =>
      stop ? stopKeepTrying(batchId, lenderId) : startKeepTrying(batchId, lenderId, notifyBySms),
  });
}
