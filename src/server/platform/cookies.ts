import type { FastifyRequest } from 'fastify';

/**
 * Our cookies are HttpOnly, SameSite=Strict and Secure, with the `__Host-` prefix so no other
 * site or subdomain can plant one. Plain-HTTP localhost (development and tests) is the one place
 * they go without Secure, and so without the prefix.
 */
export function isPlainLocalhost(request: FastifyRequest): boolean {
  return (
    request.protocol === 'http' && ['localhost', '127.0.0.1', '[::1]'].includes(request.hostname)
  );
}

/** The cookie's name on this request: `__Host-<name>`, or `<name>` on plain-HTTP localhost. */
export function cookieName(request: FastifyRequest, name: string): string {
  return isPlainLocalhost(request) ? name : `__Host-${name}`;
}

/** Options for one of our cookies, living `maxAge` seconds (undefined: to clear it). */
export function cookieOptions(request: FastifyRequest, maxAge?: number) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: !isPlainLocalhost(request),
    path: '/',
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}
