import { useMutation } from '@tanstack/react-query';
import type {
  SignInRequestOtpBody,
  SignInRequestOtpResponse,
  SignInVerifyOtpBody,
  SignInVerifyOtpResponse,
} from '../../shared/api/session';
import { SESSION_ROUTES } from '../../shared/api/session-routes';
import { callRoute } from './http';

/**
 * Signing in again: an OTP to the mobile the credit bureau holds for the PAN (sending and
 * resending are the same call), then the code, which answers with the session cookie.
 */
export function requestSignInOtp(body: SignInRequestOtpBody): Promise<SignInRequestOtpResponse> {
  return callRoute(SESSION_ROUTES.requestSignInOtp, { body });
}

export function useRequestSignInOtp() {
  return useMutation({ mutationFn: requestSignInOtp });
}

export function verifySignInOtp(body: SignInVerifyOtpBody): Promise<SignInVerifyOtpResponse> {
  return callRoute(SESSION_ROUTES.verifySignInOtp, { body });
}

export function useVerifySignInOtp() {
  return useMutation({ mutationFn: verifySignInOtp });
}
