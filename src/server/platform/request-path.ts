import type { FastifyRequest } from 'fastify';

/**
 * One spelling of every request path, given to the router by Fastify's `rewriteUrl`, so routing
 * and every decision taken after it (refusing a foreign Origin, no-store, sessions, rate limits,
 * what is logged) see the same path however the client wrote it.
 */

/** Characters RFC 3986 calls unreserved: their percent-encoding means the character itself. */
const ENCODED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The path normalised as RFC 3986 §6.2.2 allows without changing what it names: unreserved
 * characters decoded (`/%61pi` is `/api`), empty segments dropped (`//api`, `/api//loans`), dot
 * segments resolved (`/api/./loans`, `/api/x/../loans`, `/api/loans/.`) and no trailing slash.
 * Every other escape stays as it is: an encoded slash is not a separator. The query is untouched.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const segments: string[] = [];
  for (const segment of path
    .replace(ENCODED_UNRESERVED, (encoded) =>
      String.fromCharCode(Number.parseInt(encoded.slice(1), 16)),
    )
    .split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${query}`;
}

/**
 * Whether a request is for the API: by the route it matched, or — when it matched none — by its
 * canonical path. Never by the URL as the client wrote it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
