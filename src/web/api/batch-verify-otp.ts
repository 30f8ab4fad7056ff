import { useMutation } from '@tanstack/react-query';
import type { VerifyBatchOtpBody, VerifyBatchOtpResponse } from '../../shared/api/batch';
import { apiRequest } from './http';

/** Checks the batch OTP; once it is right, the server starts fetching from every bank. */
export function verifyBatchOtp(body: VerifyBatchOtpBody): Promise<VerifyBatchOtpResponse> {
  return apiRequest('/api/consent/batch/verify-otp', { method: 'POST', body });
}

export function useVerifyBatchOtp() {
  return useMutation({ mutationFn: verifyBatchOtp });
}
