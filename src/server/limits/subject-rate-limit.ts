import type { FastifyInstance, FastifyRequest } from 'fastify';
import { panFromInput } from '../../shared/pan.js';
import { digest } from '../crypto/field-encryption.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';

export interface SubjectRateLimit {
  /** Requests allowed per subject in each window. */
  max: number;
  timeWindowMs: number;
  /** Names what is limited (e.g. 'pan'), so limits on different things never share a count. */
  name: string;
  /** The personal value limited, e.g. the PAN in the body; undefined skips the limit. */
  subjectOf: (request: FastifyRequest) => string | undefined;
  /**
   * Requests the limit does not hold back (nor count): a device that proved the PAN before,
   * on limits anyone knowing the PAN could otherwise spend to keep its borrower out.
   */
  exempt?: (request: FastifyRequest) => boolean;
}

/**
 * A preHandler limiting requests per PAN or mobile (the body is parsed by then), beside the
 * per-IP limit a route sets in `config.rateLimit`. Keys are keyed digests, never the value.
 */
export function subjectRateLimit(app: FastifyInstance, limit: SubjectRateLimit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => {
      const subject = limit.subjectOf(request) ?? '';
      return digest(app.secrets.hmacKey, 'rate-limit', `${limit.name}:${subject}`);
    },
  });
  return async (request: FastifyRequest): Promise<void> => {
    if (limit.subjectOf(request) === undefined || limit.exempt?.(request)) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpProblem(
        429,
        'TOO_MANY_REQUESTS',
        sentence('tooManyRequestsFor', { seconds: Math.max(1, result.ttlInSeconds) }),
      );
    }
  };
}

/** The PAN typed in the request body, as written on the card: the subject of per-PAN limits. */
export function panInBody(request: FastifyRequest): string | undefined {
  const typed = (request.body as { pan_number?: string } | undefined)?.pan_number;
  return typed === undefined ? undefined : panFromInput(typed);
}

/** The signed-in borrower (by PAN digest): the subject of per-borrower limits on session routes. */
export function sessionBorrowerOf(request: FastifyRequest): string | undefined {
  return request.borrower?.panDigest;
}

export interface SubjectCap {
  max: number;
  timeWindowMs: number;
  /** Names what is counted (e.g. 'name-mismatch'), so caps never share a count. */
  name: string;
}

/**
 * A cap on how often something may happen to one subject (a wrong holder name tried for a PAN,
 * say), counted where every instance sees it. `spend` counts one occurrence at once, before the
 * caller acts on it, and says whether it was within the cap — so of any number of simultaneous
 * requests, at most `max` are let through in a window.
 */
export function subjectCap(app: FastifyInstance, cap: SubjectCap) {
  const subjects = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: cap.max,
    timeWindow: cap.timeWindowMs,
    keyGenerator: (request) =>
      digest(app.secrets.hmacKey, 'rate-limit', `${cap.name}:${subjects.get(request) ?? ''}`),
  });
  return async (request: FastifyRequest, subject: string): Promise<boolean> => {
    subjects.set(request, subject);
    const counted = await check(request);
    return counted.isAllowed || !counted.isExceeded;
  };
}
