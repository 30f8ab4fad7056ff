import { z } from 'zod';

/**
 * The schemas of the privacy routes (withdrawing a consent, the activity log, a copy of one's
 * data, erasing it, the grievance contact), gathered from where each answer is defined.
 */
export {
  activityResponse,
  consentIdParams,
  grievanceContactResponse,
  withdrawalResponse,
  withdrawConsentResponse,
} from './consents.js';
export { deleteMyDataResponse } from './documents.js';

/** POST and DELETE here take no body; one sent must be empty. */
export const noBody = z.object({}).strict().nullish();
