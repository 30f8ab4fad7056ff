import { useMutation } from '@tanstack/react-query';
import type { CreateBatchBody, CreateBatchResponse } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { callRoute } from './http';

/** Records the borrower's batch consent for the loans and documents chosen; answers its id. */
export function createBatch(body: CreateBatchBody): Promise<CreateBatchResponse> {
  return callRoute(BATCH_ROUTES.create, { body });
}

export function useCreateBatch() {
  return useMutation({ mutationFn: createBatch });
}
