import { useMutation } from '@tanstack/react-query';
import type {
  SignInRequestOtpBody,
  SignInRequestOtpResponse,
  SignInVerifyOtpBody,
  SignInVerifyOtpResponse,
} from '../../shared/api/session';
import { apiRequest } from './http';

/**
 * Signing in again: an OTP to the mobile the credit bureau holds for the PAN (sending and
 * resending are the same call), then the code, which answers with the session cookie.
 */
export function requestSignInOtp(body: SignInRequestOtpBody): Promise<SignInRequestOtpResponse> {
  return apiRequest('/api/sign-in/request-otp', { method: 'POST', body });
}

export function useRequestSignInOtp() {
  return useMutation({ mutationFn: requestSignInOtp });
}

export function verifySignInOtp(body: SignInVerifyOtpBody): Promise<SignInVerifyOtpResponse> {
  return apiRequest('/api/sign-in/verify-otp', { method: 'POST', body });
}

export function useVerifySignInOtp() {
  return useMutation({ mutationFn: verifySignInOtp });
}
