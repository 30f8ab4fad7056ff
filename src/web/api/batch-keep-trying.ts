import { useMutation } from '@tanstack/react-query';
import type { KeepTryingBody, KeepTryingResponse } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { callRoute } from './http';

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
  return callRoute(BATCH_ROUTES.startKeepTrying, { params: { batchId, lenderId }, body });
}

/** Stops Keep trying for me; the bank stays as it is. */
export function stopKeepTrying(batchId: string, lenderId: string): Promise<KeepTryingResponse> {
  return callRoute(BATCH_ROUTES.stopKeepTrying, { params: { batchId, lenderId } });
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
