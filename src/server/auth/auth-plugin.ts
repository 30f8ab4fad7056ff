import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../audit/audit-log.js';
import { type Sentence, sentence } from '../i18n/messages.js';
import { rememberDevice } from '../otp/known-device.js';
import { cookieName, cookieOptions } from '../platform/cookies.js';
import { HttpProblem } from '../platform/http-problem.js';
import type { SessionKind } from './auth-tables.js';
import {
  authenticateSession,
  type Borrower,
  type IssuedSession,
  SESSION_ABSOLUTE_SECONDS,
  startSession,
} from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook (onRequest or preHandler) for every call about a borrower's data: accepts a valid
     * session — the web app's cookie or an API client's `Authorization: Bearer` token — and sets
     * `request.borrower`; otherwise answers 401.
     */
    requireBorrower: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The borrower of the request's session, or null; never answers 401. */
    sessionBorrower: (request: FastifyRequest) => Promise<SessionBorrower | null>;
  }
  interface FastifyRequest {
    /** Set by app.requireBorrower; null on routes that do not require it. */
    borrower: Borrower | null;
  }
}

export type SessionBorrower = Borrower & { expiresAt: Date };

/** The session cookie (see platform/cookies.ts): the token never appears in an answer. */
const SESSION_COOKIE = 'ld_session';

/** Hands the session to the browser as its cookie; the token never appears in the answer. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  reply.setCookie(
    cookieName(request, SESSION_COOKIE),
    session.token,
    cookieOptions(request, SESSION_ABSOLUTE_SECONDS),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request, SESSION_COOKIE), cookieOptions(request));
}

/**
 * Starts a session for a borrower who just proved the PAN is theirs, in the form the client asks
 * for with `X-Session: cookie | bearer` (else the route's default): the web app takes an HttpOnly
 * cookie and never sees a token; an API client takes the bearer token in the answer.
 */
export async function grantSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  grant: { panNumber: string; defaultKind: SessionKind },
): Promise<{ accessToken?: string; expiresInSeconds: number }> {
  const asked = request.headers['x-session'];
  const kind: SessionKind = asked === 'cookie' || asked === 'bearer' ? asked : grant.defaultKind;
  const now = app.clock.now();
  const session = await startSession(app.database.db, app.secrets, now, {
    panNumber: grant.panNumber,
    kind,
  });
  await recordAudit(app.database.db, app.secrets.hmacKey, now, {
    kind: 'session.started',
    panNumber: grant.panNumber,
    detail: { kind },
  });
  if (kind === 'cookie') {
    setSessionCookie(request, reply, session);
    // A browser keeps, beside its session, that this device proved the PAN.
    rememberDevice(request, reply, app.secrets.hmacKey, session.panDigest, now);
    return { expiresInSeconds: session.idleExpiresInSeconds };
  }
  return { accessToken: session.token, expiresInSeconds: session.idleExpiresInSeconds };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request that changes something must come from this site: a foreign `Origin` (or a browser
 * saying the request is cross-site) is refused, whatever credential it carries. API clients send
 * no Origin and are let through; they authenticate with a bearer token.
 */
function isForeign(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    app.decorateRequest('borrower', null);

    // Every state-changing request, whatever its path: no spelling of a path can slip past.
    app.addHook('onRequest', async (request) => {
      if (STATE_CHANGING.has(request.method) && isForeign(request)) {
        throw new HttpProblem(403, 'FOREIGN_ORIGIN', sentence('foreignOrigin'));
      }
    });

    /** The bearer token of the request, else its session cookie. */
    const credential = (request: FastifyRequest): string | undefined => {
      const header = request.headers.authorization;
      if (header) return /^Bearer ([^\s]+)$/i.exec(header.trim())?.[1] ?? '';
      return request.cookies[cookieName(request, SESSION_COOKIE)];
    };

    app.decorate('sessionBorrower', async (request: FastifyRequest) => {
      const token = credential(request);
      if (token === undefined) return null;
      return authenticateSession(app.database.db, app.secrets, app.clock.now(), token);
    });

    app.decorate('requireBorrower', async (request: FastifyRequest, reply: FastifyReply) => {
      if (credential(request) === undefined) throw unauthorized(reply, sentence('consentRequired'));
      const borrower = await app.sessionBorrower(request);
      if (!borrower) throw unauthorized(reply, sentence('sessionExpired'));
      request.borrower = {
        panNumber: borrower.panNumber,
        panDigest: borrower.panDigest,
        sessionId: borrower.sessionId,
      };
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

/** The borrower of a request that went through app.requireBorrower. */
export function borrowerOf(request: FastifyRequest): Borrower {
  if (!request.borrower) throw new HttpProblem(401, 'UNAUTHORIZED', sentence('consentRequired'));
  return request.borrower;
}

function unauthorized(reply: FastifyReply, said: Sentence): HttpProblem {
  reply.header('www-authenticate', 'Bearer');
  return new HttpProblem(401, 'UNAUTHORIZED', said);
}
