import { useMutation } from '@tanstack/react-query';
import type { CreateBatchBody, CreateBatchResponse } from '../../shared/api/batch';
import { apiRequest } from './http';

/** Records the borrower's batch consent for the loans and documents chosen; answers its id. */
export function createBatch(body: CreateBatchBody): Promise<CreateBatchResponse> {
  return apiRequest('/api/consent/batch/create', { method: 'POST', body });
}

export function useCreateBatch() {
  return useMutation({ mutationFn: createBatch });
}
