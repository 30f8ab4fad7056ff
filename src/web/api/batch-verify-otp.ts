import { useMutation } from '@tanstack/react-query';
import type { VerifyBatchOtpBody, VerifyBatchOtpResponse } from '../../shared/api/batch';
import { BATCH_ROUTES } from '../../shared/api/batch-routes';
import { callRoute } from './http';

/** Checks the batch OTP; once it is right, the server starts fetching from every bank. */
export function verifyBatchOtp(body: VerifyBatchOtpBody): Promise<VerifyBatchOtpResponse> {
  return callRoute(BATCH_ROUTES.verifyOtp, { body });
}

export function useVerifyBatchOtp() {
  return useMutation({ mutationFn: verifyBatchOtp });
}
