import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sandboxOutboxQuery,
  sandboxOutboxResponse,
  sandboxPersonasResponse,
} from '../../shared/api/sandbox.js';
import { isValidMobile } from '../../shared/mobile.js';
import { HttpProblem } from '../plugins/errors.js';
import { PERSONAS } from './personas.js';
import { listOutbox } from './sms-outbox.js';

/**
 * Sandbox-only routes: the personas and the SMS outbox. Outside sandbox mode they are not
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
        throw new HttpProblem(
          400,
          'INVALID_PHONE',
          'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, without +91.',
        );
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
