import type { FastifyServerOptions } from 'fastify';

/**
 * Logging never carries a PAN, mobile number, OTP or token: known fields are censored by
 * name, and request URLs are logged without their query string and with any path segment that
 * looks like a PAN or a capability token replaced.
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

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

const PAN_LIKE = /^[A-Za-z]{5}\d{4}[A-Za-z]$/;
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;

export function redactUrl(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly
    .split('/')
    .map((segment) => (PAN_LIKE.test(segment) || TOKEN_LIKE.test(segment) ? '[redacted]' : segment))
    .join('/');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
