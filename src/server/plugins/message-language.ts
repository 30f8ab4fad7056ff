import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hindiMessage, wantsHindi } from '../i18n/hindi-messages.js';

/**
 * The borrower reads the API's `message` sentences (errors above all) in the language the web
 * app asks for with Accept-Language: Hindi when it has the sentence, English otherwise.
 */
export const messageLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || !('message' in payload)) return payload;
      const { message } = payload as { message: unknown };
      if (typeof message !== 'string') return payload;
      reply.header('vary', 'Accept-Language');
      const hindi = wantsHindi(request.headers['accept-language'])
        ? hindiMessage(message)
        : undefined;
      return hindi ? { ...payload, message: hindi } : payload;
    });
  },
  { name: 'message-language' },
);
