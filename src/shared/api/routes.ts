import { BATCH_ROUTES } from './batch-routes.js';
import { CONSENT_ROUTES } from './consent-routes.js';
import { LEGACY_ROUTES } from './legacy-routes.js';
import { PAN_ROUTES } from './pan-routes.js';
import { SESSION_ROUTES } from './session-routes.js';

/**
 * Every capability's route table, for what looks at the API whole (the test that the server
 * registers exactly these). A screen imports only its capability's table.
 */
export const API_ROUTES = {
  session: SESSION_ROUTES,
  batch: BATCH_ROUTES,
  consent: CONSENT_ROUTES,
  pan: PAN_ROUTES,
  legacy: LEGACY_ROUTES,
} as const;
