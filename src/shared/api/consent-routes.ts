import type * as schemas from './consent.js';
import { routeTable } from './route-table.js';

/** Bureau consent by OTP (request, verify), and the borrower's consents as records. */
export const CONSENT_ROUTES = routeTable<typeof schemas>()({
  requestCibilConsent: {
    method: 'POST',
    path: '/request-cibil-consent',
    tag: 'consent',
    summary: 'Send an OTP to consent to a credit bureau check (also resends)',
    body: 'requestCibilConsentBody',
    answer: 'requestCibilConsentResponse',
  },
  consents: {
    method: 'GET',
    path: '/consents',
    tag: 'consent',
    summary: "The borrower's consents as records: purpose, data, from whom, data life, status",
    answer: 'consentsResponse',
  },
  verifyCibilConsent: {
    method: 'POST',
    path: '/verify-cibil-consent',
    tag: 'consent',
    summary: 'Verify the consent OTP; fetches the credit report and grants an access token',
    body: 'verifyCibilConsentBody',
    answer: 'verifyCibilConsentResponse',
  },
});
