import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, languageOf, render, type Sentence } from '../i18n/messages.js';
import { isApiRequest } from '../platform/request-path.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the borrower reads: the best one the request asks for, else English. */
    readonly language: Language;
    /** A sentence of the catalogue (built with `sentence(key, params)`) in that language. */
    say: (said: Sentence) => string;
  }
}

/**
 * The borrower reads the API's `message` sentences (errors above all) in the language the web
 * app asks for with Accept-Language. Every API answer varies by it.
 */
export const messageLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return languageOf(this.headers['accept-language']);
      },
    });
    app.decorateRequest('say', function (this: FastifyRequest, said: Sentence) {
      return render(said, this.language);
    });
    app.addHook('onSend', async (request, reply) => {
      if (isApiRequest(request)) reply.header('vary', 'Accept-Language');
    });
  },
  { name: 'message-language' },
);
