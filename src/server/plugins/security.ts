import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';

/** Headers every response carries, with no-store on every answer that does not say otherwise. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // The same headers on every answer, so they are worked out once: @fastify/helmet built the
    // helmet middleware again (parsing the CSP) for every request.
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Toasts and dialogs inject small style elements; no script is ever inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // Any answer may be about a borrower or carry a credential unless it says otherwise (the web
    // app's files do): no cache on the way, and none in the browser, keeps a copy. Decided for
    // every answer alike, so no spelling of a path can miss it.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    // No text we take may hold a control character (a NUL above all: PostgreSQL refuses it in
    // text, which would surface as a 500). Checked on every route before its schema.
    app.addHook('preValidation', async (request) => {
      if ([request.params, request.query, request.body].some(holdsControlCharacter)) {
        throw new HttpProblem(400, 'INVALID_REQUEST', sentence('controlCharacters'));
      }
    });
  },
  { name: 'security' },
);

/** The headers helmet sets with these options (none of them depends on the request). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Whether any string in a parsed request part (params, query, JSON body) holds a control character. */
export function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => holdsControlCharacter(item, depth + 1));
}
