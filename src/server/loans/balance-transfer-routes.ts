import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/balance-transfer.js';
import { BALANCE_TRANSFER_ROUTES } from '../../shared/api/balance-transfer-routes.js';
import { borrowerOf } from '../auth/auth-plugin.js';
import { SHARE_RATE_LIMITS } from '../documents/share-routes.js';
import { declaredRoute } from '../platform/declared-route.js';
import { balanceTransferKit, makeBalanceTransferPack } from './balance-transfer.js';

/** Reading a kit opens sealed letters; per IP, like the loan letters. */
export const BALANCE_TRANSFER_RATE_LIMITS = {
  kit: { max: 30, timeWindow: 60_000 },
  pack: SHARE_RATE_LIMITS.createShare,
} as const;

/** A running loan's balance-transfer kit, and the pack of it for the new lender (balance-transfer.ts). */
export const balanceTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(schemas, BALANCE_TRANSFER_ROUTES.kit, {
      description:
        'For a running loan of the borrower’s credit report: the documents a new lender asks ' +
        'for (foreclosure letter, statement of account, sanction letter and, for a home or ' +
        'vehicle loan, the list of documents held), the newest of each and where it stands, ' +
        'and whether the foreclosure letter’s pre-payment charge may be levied (nil on ' +
        'floating-rate loans to individuals; from 1 January 2026 on floating-rate business ' +
        'loans to individuals and micro and small enterprises; else as the sanction letter’s ' +
        'Key Fact Statement says); and the packs made for it that still work, newest first.',
      security: [{ bearer: [] }],
    }),
    config: { rateLimit: BALANCE_TRANSFER_RATE_LIMITS.kit },
    onRequest: app.requireBorrower,
    handler: async (request) => balanceTransferKit(app, borrowerOf(request), request.params.loanId),
  });

  app.route({
    ...declaredRoute(schemas, BALANCE_TRANSFER_ROUTES.pack, {
      description:
        'Once every document of the kit is made: one link anyone can open without an ' +
        'account, for 24 hours or until the first of its documents expires, revocable like ' +
        'any share link (DELETE /api/shares/{shareId}). 409 while a document is missing.',
      security: [{ bearer: [] }],
    }),
    config: { rateLimit: BALANCE_TRANSFER_RATE_LIMITS.pack },
    onRequest: app.requireBorrower,
    handler: async (request) =>
      makeBalanceTransferPack(app, borrowerOf(request), request.params.loanId),
  });
};
