import { useMutation } from '@tanstack/react-query';
import type {
  RequestCibilConsentBody,
  RequestCibilConsentResponse,
  VerifyCibilConsentBody,
  VerifyCibilConsentResponse,
} from '../../shared/api/consent';
import { CONSENT_ROUTES } from '../../shared/api/consent-routes';
import { callRoute } from './http';

/**
 * Bureau consent by OTP. Sending and resending are the same request: a new code to the mobile
 * the borrower typed, answered with the consent id to verify against.
 */
export function requestCibilConsent(
  body: RequestCibilConsentBody,
): Promise<RequestCibilConsentResponse> {
  return callRoute(CONSENT_ROUTES.requestCibilConsent, { body });
}

export function useRequestCibilConsent() {
  return useMutation({ mutationFn: requestCibilConsent });
}

/** Checks the OTP; the session for every later call comes back as an HttpOnly cookie. */
export function verifyCibilConsent(
  body: VerifyCibilConsentBody,
): Promise<VerifyCibilConsentResponse> {
  return callRoute(CONSENT_ROUTES.verifyCibilConsent, { body });
}

export function useVerifyCibilConsent() {
  return useMutation({ mutationFn: verifyCibilConsent });
}
