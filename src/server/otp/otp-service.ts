import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { digest } from '../crypto/field-encryption.js';
import type { Tables } from '../db/tables.js';
import { HttpProblem } from '../plugins/errors.js';
import type { SmsGateway } from '../providers/providers.js';
import {
  challengeUnusable,
  cooldownMessage,
  generateOtpCode,
  hourlyLimitMessage,
  OTP_FAILURE_CODES,
  OTP_LIMITS,
  type OtpFailure,
  type OtpPurpose,
  type OtpVerification,
  otpFailureMessage,
  otpSmsText,
} from './otp-rules.js';

export interface IssueOtpRequest {
  purpose: OtpPurpose;
  /** What the code approves, e.g. the PAN digest or a batch id; verification must name it again. */
  subject: string;
  /** 10-digit mobile the code is sent to. */
  mobile: string;
  /**
   * Unused codes this mobile may have received in the last hour, across every purpose, before
   * this one is refused. Flows that send several codes at once (one per lender) may raise it.
   */
  hourlyLimit?: number;
  /** For a per-lender code: the lender's name, so the SMS says which request it approves. */
  lenderName?: string;
}

export interface IssuedOtp {
  challengeId: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface VerifyOtpRequest {
  challengeId: string;
  purpose: OtpPurpose;
  subject: string;
  code: string;
}

export interface OtpServiceDependencies {
  db: Kysely<Tables>;
  clock: Clock;
  hmacKey: Buffer;
  /** Looked up per send, so the gateway can be chosen after this service is created. */
  sms: () => SmsGateway;
  onSmsFailure?: (error: unknown) => void;
}

/**
 * One-time codes by SMS for any consent: issue (which replaces the previous code for the same
 * purpose and subject) and verify (an atomic, single-use consume).
 */
export class OtpService {
  constructor(private readonly deps: OtpServiceDependencies) {}

  /** Sends a new code; throws HttpProblem 429 during the resend cooldown or over the hourly cap. */
  async issueOtp(request: IssueOtpRequest): Promise<IssuedOtp> {
    const { db, clock, hmacKey } = this.deps;
    const now = clock.now();
    const challengeId = randomBytes(16).toString('base64url');
    const code = generateOtpCode();
    const mobileDigest = digest(hmacKey, 'mobile', request.mobile);
    const hourlyLimit = request.hourlyLimit ?? OTP_LIMITS.hourlyLimitPerMobile;

    await db.transaction().execute(async (trx) => {
      // Serialise sends for this subject and this mobile, always in this order, so two
      // simultaneous requests cannot both slip under the cooldown or the cap.
      await sql`select pg_advisory_xact_lock(hashtext(${`otp-subject:${request.purpose}:${request.subject}`}))`.execute(
        trx,
      );
      await sql`select pg_advisory_xact_lock(hashtext(${`otp-mobile:${mobileDigest}`}))`.execute(
        trx,
      );

      const latest = await trx
        .selectFrom('otp_challenges')
        .select(['created_at', 'consumed_at'])
        .where('purpose', '=', request.purpose)
        .where('subject', '=', request.subject)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (latest && !latest.consumed_at) {
        const waitMs =
          latest.created_at.getTime() + OTP_LIMITS.resendCooldownSeconds * 1000 - now.getTime();
        if (waitMs > 0) {
          throw new HttpProblem(429, 'OTP_COOLDOWN', cooldownMessage(Math.ceil(waitMs / 1000)));
        }
      }

      const hourAgo = new Date(now.getTime() - 3_600_000);
      const unused = await trx
        .selectFrom('otp_challenges')
        .select('created_at')
        .where('mobile_digest', '=', mobileDigest)
        .where('created_at', '>', hourAgo)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(hourlyLimit)
        .execute();
      if (unused.length >= hourlyLimit) {
        // The window frees up when the oldest of the codes counted leaves the hour.
        const oldestCounted = unused[unused.length - 1]!.created_at.getTime();
        const waitMs = oldestCounted + 3_600_000 - now.getTime();
        throw new HttpProblem(
          429,
          'OTP_HOURLY_LIMIT',
          hourlyLimitMessage(Math.max(1, Math.ceil(waitMs / 60_000))),
        );
      }

      await trx
        .updateTable('otp_challenges')
        .set({ superseded_at: now })
        .where('purpose', '=', request.purpose)
        .where('subject', '=', request.subject)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .execute();
      await trx
        .insertInto('otp_challenges')
        .values({
          id: challengeId,
          purpose: request.purpose,
          subject: request.subject,
          mobile_digest: mobileDigest,
          code_digest: codeDigest(hmacKey, challengeId, code),
          created_at: now,
          expires_at: new Date(now.getTime() + OTP_LIMITS.ttlSeconds * 1000),
        })
        .execute();
    });

    try {
      await this.deps
        .sms()
        .send({ to: request.mobile, text: otpSmsText(code, request.purpose, request.lenderName) });
    } catch (error) {
      // An unsent code must not hold back a retry: forget it entirely.
      await db.deleteFrom('otp_challenges').where('id', '=', challengeId).execute();
      this.deps.onSmsFailure?.(error);
      throw new HttpProblem(
        502,
        'SMS_NOT_SENT',
        'We could not send the OTP right now. Please try again in a minute.',
      );
    }

    return {
      challengeId,
      expiresInSeconds: OTP_LIMITS.ttlSeconds,
      resendAfterSeconds: OTP_LIMITS.resendCooldownSeconds,
    };
  }

  /**
   * Checks a code against its challenge. The right code is consumed by one UPDATE, so of two
   * simultaneous verifications exactly one succeeds. A wrong code costs one of the 5 tries.
   */
  async verifyOtp(request: VerifyOtpRequest): Promise<OtpVerification> {
    const { db, clock, hmacKey } = this.deps;
    const now = clock.now();
    const consumed = await db
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('id', '=', request.challengeId)
      .where('purpose', '=', request.purpose)
      .where('subject', '=', request.subject)
      .where('code_digest', '=', codeDigest(hmacKey, request.challengeId, request.code))
      .where('consumed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', OTP_LIMITS.maxAttempts)
      .returning('id')
      .executeTakeFirst();
    if (consumed) return { ok: true };

    const unusable = challengeUnusable(await this.#challenge(request.challengeId), request, now);
    if (unusable) return { ok: false, ...unusable };

    const counted = await db
      .updateTable('otp_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', request.challengeId)
      .where('consumed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', OTP_LIMITS.maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) {
      // The challenge changed state meanwhile (used, replaced or locked by another request).
      const changed = challengeUnusable(await this.#challenge(request.challengeId), request, now);
      return { ok: false, ...(changed ?? { reason: 'not-found' }) };
    }
    return {
      ok: false,
      reason: 'wrong-code',
      attemptsLeft: OTP_LIMITS.maxAttempts - counted.attempts,
    };
  }

  /** verifyOtp, answering a failure with HttpProblem 400 and the plain-language message. */
  async verifyOtpOrThrow(request: VerifyOtpRequest): Promise<void> {
    const result = await this.verifyOtp(request);
    if (!result.ok) throw otpProblem(result);
  }

  async #challenge(challengeId: string) {
    const row = await this.deps.db
      .selectFrom('otp_challenges')
      .select(['purpose', 'subject', 'attempts', 'expires_at', 'consumed_at', 'superseded_at'])
      .where('id', '=', challengeId)
      .executeTakeFirst();
    return (
      row && {
        purpose: row.purpose,
        subject: row.subject,
        attempts: row.attempts,
        expiresAt: row.expires_at,
        consumedAt: row.consumed_at,
        supersededAt: row.superseded_at,
      }
    );
  }
}

export function otpProblem(failure: OtpFailure): HttpProblem {
  return new HttpProblem(400, OTP_FAILURE_CODES[failure.reason], otpFailureMessage(failure));
}

function codeDigest(hmacKey: Buffer, challengeId: string, code: string): string {
  return digest(hmacKey, 'otp', challengeId + code);
}
