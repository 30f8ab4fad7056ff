import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../plugins/errors.js';
import { authenticateAccessToken, type Borrower } from './access-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook (onRequest or preHandler) for every call after consent: accepts only a valid
     * `Authorization: Bearer` token and sets `request.borrower`; otherwise answers 401.
     */
    requireBorrower: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.requireBorrower; null on routes that do not require it. */
    borrower: Borrower | null;
  }
}

export const MISSING_TOKEN_MESSAGE = 'Please verify your consent to continue.';
export const EXPIRED_TOKEN_MESSAGE = 'Your session has expired. Please verify your consent again.';

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('borrower', null);
    app.decorate('requireBorrower', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(reply, MISSING_TOKEN_MESSAGE);
      const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
      const borrower = match?.[1]
        ? await authenticateAccessToken(app.database.db, app.secrets, app.clock.now(), match[1])
        : null;
      if (!borrower) throw unauthorized(reply, EXPIRED_TOKEN_MESSAGE);
      request.borrower = borrower;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/** The borrower of a request that went through app.requireBorrower. */
export function borrowerOf(request: FastifyRequest): Borrower {
  if (!request.borrower) throw new HttpProblem(401, 'UNAUTHORIZED', MISSING_TOKEN_MESSAGE);
  return request.borrower;
}

function unauthorized(reply: FastifyReply, message: string): HttpProblem {
  reply.header('www-authenticate', 'Bearer');
  return new HttpProblem(401, 'UNAUTHORIZED', message);
}
