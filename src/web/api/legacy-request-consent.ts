import type { RequestConsentBody, RequestConsentResponse } from '../../shared/api/legacy';
import { LEGACY_ROUTES } from '../../shared/api/legacy-routes';
import { callRoute } from './http';

/**
 * Sends the OTP that approves fetching one loan's documents from its lender (to the mobile
 * registered with the bureau). Asking again for the same loan resends, after a cooldown.
 */
export function requestLenderConsent(body: RequestConsentBody): Promise<RequestConsentResponse> {
  return callRoute(LEGACY_ROUTES.requestConsent, { body });
}
