import { BALANCE_TRANSFER_ROUTES } from './balance-transfer-routes.js';
import { DIGILOCKER_ROUTES } from './digilocker-routes.js';
import { DOCUMENTS_ROUTES, SHARE_ROUTES } from './documents-routes.js';
import { LOANS_ROUTES } from './loans-routes.js';
import { SESSION_ROUTES } from './session-routes.js';
import { TAX_ROUTES } from './tax-routes.js';

/**
 * Every capability's route table, for what looks at the API whole (the test that the server
 * registers exactly these). A screen imports only its capability's table.
 */
export const API_ROUTES = {
  session: SESSION_ROUTES,
  loans: LOANS_ROUTES,
  balanceTransfer: BALANCE_TRANSFER_ROUTES,
  tax: TAX_ROUTES,
  documents: DOCUMENTS_ROUTES,
  shares: SHARE_ROUTES,
  digilocker: DIGILOCKER_ROUTES,
} as const;
