import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sandboxOutboxQuery,
  sandboxOutboxResponse,
  sandboxPersonasResponse,
  sandboxRegisteredMobileQuery,
  sandboxRegisteredMobileResponse,
} from '../../shared/api/sandbox.js';
import { isValidMobile } from '../../shared/mobile.js';
import { checkPan, panFromInput } from '../../shared/pan.js';
import { sentence } from '../i18n/messages.js';
import { panProblemSentence } from '../pan/pan-verification.js';
import { HttpProblem } from '../platform/http-problem.js';
import { PERSONAS } from './personas.js';
import { listOutbox } from './sms-outbox.js';

/**
 * Sandbox-only routes: the personas, the number on record for a PAN, and the SMS outbox. Outside sandbox mode they are not
 * registered at all, so they answer the API's ordinary 404.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.sandbox) return;

  app.get(
    '/personas',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox borrowers, one per scenario',
        response: { 200: sandboxPersonasResponse },
      },
    },
    async () => ({
      personas: PERSONAS.map(({ panNumber, holderName, mobile, scenario }) => ({
        panNumber,
        holderName,
        mobile,
        scenario,
      })),
    }),
  );

  app.get(
    '/registered-mobile',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The mobile number the sandbox bureau holds for a PAN (where its OTPs go)',
        querystring: sandboxRegisteredMobileQuery,
        response: { 200: sandboxRegisteredMobileResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const panNumber = panFromInput(request.query.pan);
      const check = checkPan(panNumber);
      if (!check.ok) throw new HttpProblem(400, 'INVALID_PAN', panProblemSentence(check));
      // Asked of the bureau over its contract, as the OTP rule asks it.
      const [mobile] = await app.providers.bureau.registeredMobiles(panNumber);
      if (!mobile) throw new HttpProblem(422, 'NO_MOBILE_ON_RECORD', sentence('noMobileOnRecord'));
      return { panNumber, mobile };
    },
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Texts sent to a mobile number in sandbox mode, newest first',
        querystring: sandboxOutboxQuery,
        response: { 200: sandboxOutboxResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
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
  );
};
