import * as balanceTransfer from './balance-transfer.js';
import * as batch from './batch.js';
import * as consent from './consent.js';
import * as digilocker from './digilocker.js';
import * as documents from './documents.js';
import * as health from './health.js';
import * as legacy from './legacy.js';
import * as loans from './loans.js';
import * as pan from './pan.js';
import * as privacy from './privacy.js';
import type { TableSchemas } from './route-table.js';
import type { API_ROUTES } from './routes.js';
import * as sandbox from './sandbox.js';
import * as session from './session.js';
import * as tax from './tax.js';

/**
 * Each route table's schema module, for what checks traffic against the tables outside the
 * server (the web tests' fake answers). The type holds each to its table's own module.
 */
export const API_SCHEMAS = {
  balanceTransfer,
  batch,
  consent,
  digilocker,
  documents,
  health,
  legacy,
  loans,
  pan,
  privacy,
  sandbox,
  session,
  shares: documents,
  tax,
} satisfies {
  [Capability in keyof typeof API_ROUTES]: TableSchemas<(typeof API_ROUTES)[Capability]>;
};
