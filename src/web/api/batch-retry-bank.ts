import { useMutation } from '@tanstack/react-query';
import type { RetryBankResponse } from '../../shared/api/batch';
import { apiRequest } from './http';

/** Try again: asks a bank that failed for good once more, under the batch's consent. */
export function retryBank(batchId: string, lenderId: string): Promise<RetryBankResponse> {
  return apiRequest(
    `/api/consent/batch/${encodeURIComponent(batchId)}/banks/${encodeURIComponent(lenderId)}/retry`,
    { method: 'POST' },
  );
}

export function useRetryBank(batchId: string) {
  return useMutation({ mutationFn: (lenderId: string) => retryBank(batchId, lenderId) });
}
