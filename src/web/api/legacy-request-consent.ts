import type { RequestConsentBody, RequestConsentResponse } from '../../shared/api/legacy';
import { apiRequest } from './http';

/**
 * Sends the OTP that approves fetching one loan's documents from its lender (to the mobile
 * registered with the bureau). Asking again for the same loan resends, after a cooldown.
 */
export function requestLenderConsent(body: RequestConsentBody): Promise<RequestConsentResponse> {
  return apiRequest('/api/request-consent', { method: 'POST', body });
}
