import type * as schemas from './privacy.js';
import { routeTable } from './route-table.js';

/** The borrower's privacy: withdrawing a consent, the activity log, a copy of one's data, erasing it. */
export const PRIVACY_ROUTES = routeTable<typeof schemas>()({
  deleteMyData: {
    method: 'DELETE',
    path: '/my-data',
    tag: 'privacy',
    summary:
      'Erase the borrower’s documents, share links, batches and credit reports; end their sessions',
    body: 'noBody',
    answer: 'deleteMyDataResponse',
  },
  /** A ZIP file, not JSON. */
  dataExport: {
    method: 'GET',
    path: '/my-data/export',
    tag: 'privacy',
    summary: 'Download all my data: one ZIP of every current document and what we hold',
  },
  grievanceContact: {
    method: 'GET',
    path: '/grievance-contact',
    tag: 'privacy',
    summary: 'Who to write to with a grievance about your data',
    answer: 'grievanceContactResponse',
  },
  withdrawal: {
    method: 'GET',
    path: '/consents/:consentId/withdrawal',
    tag: 'privacy',
    summary: 'What withdrawing this consent would stop and delete, to confirm first',
    params: 'consentIdParams',
    answer: 'withdrawalResponse',
  },
  withdraw: {
    method: 'POST',
    path: '/consents/:consentId/withdraw',
    tag: 'privacy',
    summary: 'Withdraw an active consent: stop its work and delete what was fetched under it',
    params: 'consentIdParams',
    body: 'noBody',
    answer: 'withdrawConsentResponse',
  },
  activity: {
    method: 'GET',
    path: '/activity',
    tag: 'privacy',
    summary: "What was done with the borrower's data: fetched, viewed, shared, deleted",
    answer: 'activityResponse',
  },
});
