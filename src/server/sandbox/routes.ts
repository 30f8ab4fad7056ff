import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as schemas from '../../shared/api/sandbox.js';
import { SANDBOX_ROUTES } from '../../shared/api/sandbox-routes.js';
import { isValidMobile } from '../../shared/mobile.js';
import { checkPan, panFromInput } from '../../shared/pan.js';
import { sentence } from '../i18n/messages.js';
import { panProblemSentence } from '../pan/pan-verification.js';
import { declaredRoute } from '../platform/declared-route.js';
import { HttpProblem } from '../platform/http-problem.js';
import { PERSONAS } from './personas.js';
import { listOutbox } from './sms-outbox.js';

/**
 * Sandbox-only routes: the personas, the number on record for a PAN, and the SMS outbox. Outside sandbox mode they are not
 * registered at all, so they answer the API's ordinary 404.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.sandbox) return;

  app.route({
    ...declaredRoute(schemas, SANDBOX_ROUTES.personas),
    handler: async () => ({
      personas: PERSONAS.map(({ panNumber, holderName, mobile, scenario }) => ({
        panNumber,
        holderName,
        mobile,
        scenario,
      })),
    }),
  });

  app.route({
    ...declaredRoute(schemas, SANDBOX_ROUTES.registeredMobile),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const panNumber = panFromInput(request.query.pan);
      const check = checkPan(panNumber);
      if (!check.ok) throw new HttpProblem(400, 'INVALID_PAN', panProblemSentence(check));
      // Asked of the bureau over its contract, as the OTP rule asks it.
      const [mobile] = await app.providers.bureau.registeredMobiles(panNumber);
      if (!mobile) throw new HttpProblem(422, 'NO_MOBILE_ON_RECORD', sentence('noMobileOnRecord'));
      return { panNumber, mobile };
    },
  });

  app.route({
    ...declaredRoute(schemas, SANDBOX_ROUTES.outbox),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { phone } = request.query;
      if (!isValidMobile(phone)) {
        throw new HttpProblem(400, 'INVALID_PHONE', sentence('sandboxInvalidPhone'));
      }
      const messages = await listOutbox(app.database.db, app.secrets, phone);
      return {
        messages: messages.map((message) => ({
          ...message,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  });
};
