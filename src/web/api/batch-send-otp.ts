import { useMutation } from '@tanstack/react-query';
import type { SendBatchOtpResponse } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { callRoute } from './http';

/** Texts the one OTP that authorises the whole batch. Sending and resending are the same call. */
export function sendBatchOtp(batchId: string): Promise<SendBatchOtpResponse> {
  return callRoute(BATCH_ROUTES.sendOtp, { body: { batchId } });
}

export function useSendBatchOtp() {
  return useMutation({ mutationFn: sendBatchOtp });
}
