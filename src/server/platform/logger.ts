import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Logging never carries a PAN, mobile number, OTP or token: known fields are censored by
 * name, and a request is logged once, when answered, by its route's pattern
 * (`/api/documents/:panNumber`) — or, when no route matched, by its path without the query
 * string and with anything shaped like a PAN, a number, a code or a token replaced.
 */

const SENSITIVE_FIELDS = [
  'pan_number',
  'panNumber',
  'extracted_pan',
  'holder_name',
  'holderName',
  'phone_number',
  'phoneNumber',
  'mobile',
  'otp',
  'otp_code',
  'otpCode',
  'consent_otp',
  'access_token',
  'accessToken',
  'consent_token',
  'token',
  'authorization',
  'cookie',
];

/**
 * Top-level fields, censored by pino's own redaction: it only touches the fields it names. The
 * request and answer serializers write no headers today; their credentials are censored should
 * one ever do.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS,
];

const SENSITIVE = new Set(SENSITIVE_FIELDS);
const CENSOR = '[redacted]';

/** The object with its sensitive fields censored: a copy when it holds one, else itself. */
function censoredFields<T extends object>(value: T): T {
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (SENSITIVE.has(key) && Object.hasOwn(value, key)) {
      copy ??= { ...value } as Record<string, unknown>;
      copy[key] = CENSOR;
    }
  }
  return (copy as T | undefined) ?? value;
}

/** Logged under these keys, a value goes through its serializer first (censored there). */
const SERIALIZED = new Set(['req', 'res', 'err']);

/**
 * One level down (what handlers log is flat: `{ batchId, reason }`, an error's own fields):
 * checked in one pass over the line's fields. Pino's wildcard paths (`*.token`) did the same
 * by running a redactor of every path on every field of every line, requests' completion
 * lines included: the largest part of what logging a request cost.
 */
function censorOneLevelDown(line: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in line) {
    const value = line[key];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    if (SERIALIZED.has(key)) continue;
    const censored = censoredFields(value);
    if (censored !== value) {
      copy ??= { ...line };
      copy[key] = censored;
    }
  }
  return copy ?? line;
}

/** A PAN anywhere in a segment (`AQMPS4821K.pdf`), in any case. */
const PAN_LIKE = /[A-Za-z]{5}\d{4}[A-Za-z]/g;
/** Six digits or more anywhere: a mobile (with or without +91), an OTP, an account number. */
const NUMBER_LIKE = /\+?\d{6,}/g;
/**
 * A capability token: 20+ URL-safe characters with a digit, a capital or an underscore
 * somewhere — random tokens always have one in practice; route names (`verify-cibil-consent`)
 * never do.
 */
const TOKEN_LIKE = /^(?=.*[0-9A-Z_])[A-Za-z0-9_-]{20,}$/;
/** Pages whose next segment is a secret: a verification code, a share link's token. */
const CAPABILITY_PAGES = new Set(['verify', 's']);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path that matched no route, fit to log: no query string; no segment after a capability page;
 * no token-shaped segment; PAN-shaped and long digit runs replaced wherever they stand.
 */
export function redactUrl(url: string): string {
  const segments = (url.split('?')[0] ?? '').split('/');
  return segments
    .map((segment, index) => {
      const value = decoded(segment);
      if (CAPABILITY_PAGES.has(segments[index - 1] ?? '') || TOKEN_LIKE.test(value)) {
        return '[redacted]';
      }
      const redacted = value.replace(PAN_LIKE, '[redacted]').replace(NUMBER_LIKE, '[redacted]');
      return redacted === value ? segment : redacted;
    })
    .join('/');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: CENSOR },
    formatters: { log: censorOneLevelDown },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => censoredFields(stdSerializers.err(error)),
    },
  };
}

/** The route pattern a request matched, else its redacted path: never a value from the URL. */
export function loggedUrl(request: {
  url: string;
  routeOptions: { url?: string | undefined };
}): string {
  return request.routeOptions.url ?? redactUrl(request.url);
}

/**
 * One line per request, when it is answered (Fastify's default is two: on arrival and on
 * answer), naming the route by its pattern.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
