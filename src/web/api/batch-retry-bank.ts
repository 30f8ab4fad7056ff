import { useMutation } from '@tanstack/react-query';
import type { RetryBankResponse } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { callRoute } from './http';

/** Try again: asks a bank that failed for good once more, under the batch's consent. */
export function retryBank(batchId: string, lenderId: string): Promise<RetryBankResponse> {
  return callRoute(BATCH_ROUTES.retryBank, { params: { batchId, lenderId } });
}

export function useRetryBank(batchId: string) {
  return useMutation({ mutationFn: (lenderId: string) => retryBank(batchId, lenderId) });
}
