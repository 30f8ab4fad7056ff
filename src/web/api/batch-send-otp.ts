import { useMutation } from '@tanstack/react-query';
import type { SendBatchOtpResponse } from '../../shared/api/batch';
import { apiRequest } from './http';

/** Texts the one OTP that authorises the whole batch. Sending and resending are the same call. */
export function sendBatchOtp(batchId: string): Promise<SendBatchOtpResponse> {
  return apiRequest('/api/consent/batch/send-otp', { method: 'POST', body: { batchId } });
}

export function useSendBatchOtp() {
  return useMutation({ mutationFn: sendBatchOtp });
}
