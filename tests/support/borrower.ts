import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  RequestCibilConsentResponse,
  VerifyCibilConsentResponse,
} from '../../src/shared/api/consent.js';
import type {
  SandboxOutboxResponse,
  SandboxPersona,
  SandboxPersonasResponse,
  SandboxRegisteredMobileResponse,
  SandboxScenario,
} from '../../src/shared/api/sandbox.js';

/**
 * A borrower who has consented for real: request the bureau consent, read the OTP from the
 * sandbox outbox, verify it. Everything through app.inject, as the web app would do it.
 */

export interface VerifiedBorrower {
  accessToken: string;
  panNumber: string;
  mobile: string;
  consentId: string;
}

/** The sandbox persona of a scenario, from GET /api/sandbox/personas. */
export async function sandboxPersona(
  app: FastifyInstance,
  scenario: SandboxScenario,
): Promise<SandboxPersona> {
  const persona = (await sandboxPersonas(app)).find((entry) => entry.scenario === scenario);
  if (!persona) throw new Error(`no sandbox persona for scenario ${scenario}`);
  return persona;
}

export async function sandboxPersonas(app: FastifyInstance): Promise<SandboxPersona[]> {
  const response = await app.inject({ method: 'GET', url: '/api/sandbox/personas' });
  if (response.statusCode !== 200) throw new Error(`personas: HTTP ${response.statusCode}`);
  return response.json<SandboxPersonasResponse>().personas;
}

/** The mobile the sandbox bureau holds for a PAN, from GET /api/sandbox/registered-mobile. */
export async function registeredMobile(app: FastifyInstance, panNumber: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sandbox/registered-mobile?pan=${panNumber}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`registered-mobile: HTTP ${response.statusCode}`);
  return response.json<SandboxRegisteredMobileResponse>().mobile;
}

/**
 * A valid individual PAN nobody else in the test run uses (any such PAN has a credit report in
 * the sandbox), so cooldowns and limits are the test's own.
 */
export function freshPan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letter = () => letters[randomInt(26)];
  const digits = String(randomInt(10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

/** A 10-digit mobile that is almost surely on no one's record. */
export function strangerMobile(): string {
  return `7${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
}

/** The newest OTP texted to this mobile in sandbox mode. */
export async function latestOtp(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?phone=${mobile}`,
  });
  if (response.statusCode !== 200) throw new Error(`outbox: HTTP ${response.statusCode}`);
  const otp = response.json<SandboxOutboxResponse>().messages[0]?.otp;
  if (!otp) throw new Error('no OTP in the outbox');
  return otp;
}

/**
 * Each borrower arrives from an address of their own, so many borrowers in one test file do
 * not share the per-IP rate limit.
 */
export function borrowerAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * Consents for `panNumber` through the mobile the sandbox bureau has on record for it (the only
 * number an OTP may go to), and returns the access token.
 */
export async function verifiedBorrower(
  app: FastifyInstance,
  options: { panNumber: string },
): Promise<VerifiedBorrower> {
  const { panNumber } = options;
  const mobile = await registeredMobile(app, panNumber);
  const remoteAddress = borrowerAddress();

  const requested = await app.inject({
    method: 'POST',
    url: '/api/request-cibil-consent',
    remoteAddress,
    payload: { pan_number: panNumber, phone_number: mobile },
  });
  if (requested.statusCode !== 200) {
    throw new Error(`request-cibil-consent: HTTP ${requested.statusCode} ${requested.body}`);
  }
  const consentId = requested.json<RequestCibilConsentResponse>().consent_id;

  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify-cibil-consent',
    remoteAddress,
    payload: {
      consent_id: consentId,
      otp_code: await latestOtp(app, mobile),
      pan_number: panNumber,
    },
  });
  if (verified.statusCode !== 200) {
    throw new Error(`verify-cibil-consent: HTTP ${verified.statusCode} ${verified.body}`);
  }
  const accessToken = verified.json<VerifyCibilConsentResponse>().access_token;
  if (!accessToken) throw new Error('verify-cibil-consent gave no bearer token');
  return {
    accessToken,
    panNumber,
    mobile,
    consentId,
  };
}

/**
 * Signs in again with PAN + OTP (as an API client: a bearer token) — no new consent given. The
 * code is read from the sandbox outbox unless `codeSentTo` says where else it went.
 */
export async function signedInBorrower(
  app: FastifyInstance,
  panNumber: string,
  codeSentTo: (mobile: string) => string | Promise<string> = (mobile) => latestOtp(app, mobile),
): Promise<string> {
  const remoteAddress = borrowerAddress();
  const requested = await app.inject({
    method: 'POST',
    url: '/api/sign-in/request-otp',
    remoteAddress,
    payload: { pan_number: panNumber },
  });
  if (requested.statusCode !== 200) throw new Error(`sign-in: HTTP ${requested.statusCode}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/sign-in/verify-otp',
    remoteAddress,
    headers: { 'x-session': 'bearer' },
    payload: {
      challenge_id: requested.json().challenge_id,
      otp_code: await codeSentTo(await registeredMobile(app, panNumber)),
    },
  });
  const token = verified.json().access_token;
  if (typeof token !== 'string') throw new Error(`sign-in: ${verified.body}`);
  return token;
}
