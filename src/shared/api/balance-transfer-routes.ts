import type * as schemas from './balance-transfer.js';
import { routeTable } from './route-table.js';

/** A running loan's balance-transfer kit, and the pack that carries it to the new lender. */
export const BALANCE_TRANSFER_ROUTES = routeTable<typeof schemas>()({
  kit: {
    method: 'GET',
    path: '/loans/:loanId/balance-transfer',
    tag: 'loans',
    summary: "A running loan's balance-transfer kit: its documents and the charge check",
    params: 'balanceTransferParams',
    answer: 'balanceTransferKitResponse',
  },
  pack: {
    method: 'POST',
    path: '/loans/:loanId/balance-transfer/pack',
    tag: 'loans',
    summary: 'One share link for the new lender carrying the kit’s documents',
    params: 'balanceTransferParams',
    body: 'balanceTransferPackBody',
    answer: 'balanceTransferPackResponse',
  },
});
