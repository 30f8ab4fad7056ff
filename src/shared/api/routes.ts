import { BALANCE_TRANSFER_ROUTES } from './balance-transfer-routes.js';
import { BATCH_ROUTES } from './batch-routes.js';
import { CONSENT_ROUTES } from './consent-routes.js';
import { DIGILOCKER_ROUTES } from './digilocker-routes.js';
import { DOCUMENTS_ROUTES, SHARE_ROUTES } from './documents-routes.js';
import { HEALTH_ROUTES } from './health-routes.js';
import { LEGACY_ROUTES } from './legacy-routes.js';
import { LOANS_ROUTES } from './loans-routes.js';
import { PAN_ROUTES } from './pan-routes.js';
import { PRIVACY_ROUTES } from './privacy-routes.js';
import { SANDBOX_ROUTES } from './sandbox-routes.js';
import { SESSION_ROUTES } from './session-routes.js';
import { TAX_ROUTES } from './tax-routes.js';

/**
 * Every capability's route table, for what looks at the API whole (the test that the server
 * registers exactly these). A screen imports only its capability's table.
 */
export const API_ROUTES = {
  health: HEALTH_ROUTES,
  privacy: PRIVACY_ROUTES,
  sandbox: SANDBOX_ROUTES,
  session: SESSION_ROUTES,
  batch: BATCH_ROUTES,
  consent: CONSENT_ROUTES,
  pan: PAN_ROUTES,
  legacy: LEGACY_ROUTES,
  loans: LOANS_ROUTES,
  balanceTransfer: BALANCE_TRANSFER_ROUTES,
  tax: TAX_ROUTES,
  documents: DOCUMENTS_ROUTES,
  shares: SHARE_ROUTES,
  digilocker: DIGILOCKER_ROUTES,
} as const;
