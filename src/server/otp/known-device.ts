import type { FastifyReply, FastifyRequest } from 'fastify';
import { digest, digestsEqual } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import { panInBody } from '../limits/subject-rate-limit.js';
import type { Clock } from '../platform/clock.js';
import { cookieName, cookieOptions } from '../platform/cookies.js';
import type { OtpRequester } from './otp-service.js';

/** What recognising a known device uses. */
export interface KnownDeviceServices {
  clock: Clock;
  secrets: Secrets;
}

/**
 * A device that proved a PAN by an OTP keeps a cookie saying so (HttpOnly, SameSite=Strict, 180
 * days, keyed to the PAN by an HMAC). It unlocks nothing; it only lets that device ask for a new
 * code when strangers have spent the mobile's hourly ceiling, so a flood of requests for a
 * borrower's PAN cannot lock the borrower out of their own device.
 */

const KNOWN_DEVICE_SECONDS = 180 * 24 * 60 * 60;
const KNOWN_DEVICE_COOKIE = 'ld_known';

function proof(hmacKey: Buffer, panDigest: string, expiresAt: number): string {
  return `${expiresAt}.${digest(hmacKey, 'known-device', `${panDigest}.${expiresAt}`)}`;
}

/** Marks this device as one that proved the PAN (after an OTP was verified). */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  hmacKey: Buffer,
  panDigest: string,
  now: Date,
): void {
  const expiresAt = Math.floor(now.getTime() / 1000) + KNOWN_DEVICE_SECONDS;
  reply.setCookie(
    cookieName(request, KNOWN_DEVICE_COOKIE),
    proof(hmacKey, panDigest, expiresAt),
    cookieOptions(request, KNOWN_DEVICE_SECONDS),
  );
}

/** Whether the request comes from a device that proved this PAN before and not too long ago. */
export function isKnownDevice(
  request: FastifyRequest,
  hmacKey: Buffer,
  panDigest: string,
  now: Date,
): boolean {
  const cookie = request.cookies[cookieName(request, KNOWN_DEVICE_COOKIE)];
  const expiresAt = Number(cookie?.split('.')[0]);
  if (!cookie || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now.getTime()) {
    return false;
  }
  return digestsEqual(cookie, proof(hmacKey, panDigest, expiresAt));
}

/** Who asks for a code anyone knowing a PAN can ask for: the client's address, and its device. */
export function otpRequester(
  request: FastifyRequest,
  hmacKey: Buffer,
  panDigest: string,
  now: Date,
): OtpRequester {
  return { client: request.ip, knownDevice: isKnownDevice(request, hmacKey, panDigest, now) };
}

/** Whether the request comes from a device that proved the PAN in its body before. */
export function knownDeviceOfPanInBody(services: KnownDeviceServices) {
  return (request: FastifyRequest): boolean => {
    const panNumber = panInBody(request);
    return (
      panNumber !== undefined &&
      isKnownDevice(
        request,
        services.secrets.hmacKey,
        digest(services.secrets.hmacKey, 'pan', panNumber),
        services.clock.now(),
      )
    );
  };
}
