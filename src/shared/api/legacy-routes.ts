import type * as schemas from './legacy.js';
import { routeTable } from './route-table.js';

/** The older flow, one OTP per bank: a loan's consent, then its documents with that OTP. */
export const LEGACY_ROUTES = routeTable<typeof schemas>()({
  requestConsent: {
    method: 'POST',
    path: '/request-consent',
    tag: 'legacy',
    summary: "Send the OTP that approves fetching one loan's documents from its lender",
    body: 'requestConsentBody',
    answer: 'requestConsentResponse',
  },
  retrieveDocuments: {
    method: 'POST',
    path: '/retrieve-documents',
    tag: 'legacy',
    summary: "Approve one loan's consent with its OTP and get that loan's documents",
    body: 'retrieveDocumentsBody',
    answer: 'retrieveDocumentsResponse',
  },
});
