import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchStatusResponse } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { ApiError, callRoute, isClientError } from './http';

/** Spec §9: the status is polled every 2 s while the banks are being processed. */
export const BATCH_POLL_INTERVAL_MS = 2000;

export function getBatchStatus(
  batchId: string,
  signal?: AbortSignal,
): Promise<BatchStatusResponse> {
  return callRoute(BATCH_ROUTES.status, { params: { batchId }, signal });
}

/**
 * A finished batch whose bank the server keeps trying (hours apart) is asked again this often,
 * so a scheduled try's documents show on the open screen without a reload.
 */
export const KEEP_TRYING_POLL_INTERVAL_MS = 60_000;

type PolledStatus = {
  batch: Pick<BatchStatusResponse['batch'], 'status'>;
  bankProcessingStatus: Pick<BatchStatusResponse['bankProcessingStatus'][number], 'keepTrying'>[];
};

/** A completed or failed batch changes no more (but for a bank the server keeps trying). */
function isFinished(response: PolledStatus | undefined): boolean {
  return response?.batch.status === 'completed' || response?.batch.status === 'failed';
}

/** How often to ask again: every 2 s while the banks work, every minute while one is kept trying. */
export function batchPollInterval(response: PolledStatus | undefined): number | false {
  if (!isFinished(response)) return BATCH_POLL_INTERVAL_MS;
  return response?.bankProcessingStatus.some((bank) => bank.keepTrying?.state === 'on')
    ? KEEP_TRYING_POLL_INTERVAL_MS
    : false;
}

/**
 * The batch's status. While `poll` is on it is asked again every 2 s until the batch has finished
 * (then every minute while the server keeps trying a bank);
 * a failed poll is only logged (the next one usually succeeds on a patchy network).
 */
export function batchStatusQueryOptions(batchId: string, poll: boolean) {
  return queryOptions({
    queryKey: ['batch-status', batchId],
    queryFn: async ({ signal }) => {
      try {
        return await getBatchStatus(batchId, signal);
      } catch (error) {
        // A poll the screen itself called off (it left, or asked afresh) is not a failure.
        if (!isClientError(error) && !signal.aborted) {
          console.warn(
            'Batch status poll failed',
            error instanceof ApiError ? error.status : error,
          );
        }
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: (query) =>
      poll && !isClientError(query.state.error) ? batchPollInterval(query.state.data) : false,
    refetchIntervalInBackground: false,
    // An ended session or an unknown batch will not get better by asking again; while polling,
    // the next poll is the retry.
    retry: (failureCount, error) => !poll && !isClientError(error) && failureCount < 2,
  });
}

export function useBatchStatus(batchId: string, poll: boolean) {
  return useQuery(batchStatusQueryOptions(batchId, poll));
}
