import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { maskMobile } from '../../shared/format.js';
import { decryptText, digest, encryptText } from '../crypto/field-encryption.js';
import type { Tables } from '../db/tables.js';
import { type Language, sentence } from '../i18n/messages.js';
import type { Clock } from '../platform/clock.js';
import { HttpProblem } from '../platform/http-problem.js';
import type { SmsGateway } from '../providers/providers.js';
import { renderSms, type SmsContext } from '../sms/sms-templates.js';
import { otpRecipient } from './otp-recipient.js';
import {
  challengeUnusable,
  generateOtpCode,
  OTP_FAILURE_CODES,
  OTP_LIMITS,
  type OtpFailure,
  type OtpPurpose,
  type OtpVerification,
  otpFailureSentence,
  otpSms,
} from './otp-rules.js';

export interface IssueOtpRequest {
  purpose: OtpPurpose;
  /** What the code approves, e.g. the PAN digest or a batch id; verification must name it again. */
  subject: string;
  /** Whose data the code unlocks: it goes only to a mobile the bureau holds for this PAN. */
  panNumber: string;
  /**
   * The mobile the borrower asks for (typed, or the one an earlier consent went through); it must
   * be on the bureau's record. Without it, the bureau's primary number.
   */
  mobile?: string | undefined;
  /**
   * Codes this mobile may have been sent in the last hour for this purpose before this one is
   * refused. Flows that send several codes at once (one per lender) may raise it.
   */
  hourlyLimit?: number;
  /** For a per-lender code: the lender's name, so the SMS says which request it approves. */
  lenderName?: string;
  /** The language the SMS is written in: the borrower's (English unless given). */
  language?: Language;
  /**
   * Who asked, for a code anyone knowing a PAN can ask for (sign-in, bureau consent). Its resend
   * wait, replacement and hourly cap are that client's own, so a stranger can neither spend nor
   * replace the borrower's; the mobile's ceiling across all clients stops a flood, except for a
   * device that proved this PAN before. Absent for codes only a signed-in borrower can ask for.
   */
  requester?: OtpRequester;
  /**
   * For a typed mobile that is not on record: counts it against the PAN's cap of wrong numbers
   * and says whether it was within the cap. Past the cap, a wrong number is answered exactly like
   * the right one (the code goes to the number on record), so guessing numbers teaches nothing.
   */
  wrongMobileCounted?: () => Promise<boolean>;
}

export interface OtpRequester {
  /** The client, e.g. its address; kept only as a keyed digest. */
  client: string;
  /** The device proved this PAN by an OTP before: the mobile's ceiling does not hold it back. */
  knownDevice: boolean;
}

export interface IssuedOtp {
  challengeId: string;
  /** The 10-digit mobile the code went to, and the same masked for the borrower's screen. */
  mobile: string;
  phoneMasked: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface VerifyOtpRequest {
  challengeId: string;
  purpose: OtpPurpose;
  /**
   * What the code must approve; a challenge for anything else is "not found". A sign-in names
   * none: its challenge id alone (128 random bits) says which PAN it was sent for.
   */
  subject?: string;
  code: string;
}

export interface OtpServiceDependencies {
  db: Kysely<Tables>;
  clock: Clock;
  hmacKey: Buffer;
  /** Seals the PAN a code was sent for, so a sign-in can name it. */
  masterKey: Buffer;
  /** Looked up per send, so the gateway can be chosen after this service is created. */
  sms: () => SmsGateway;
  /** The host the WebOTP line names, and the Android app hash. */
  smsContext: SmsContext;
  /** The mobiles the credit bureau holds for a PAN, primary first. */
  registeredMobiles: (panNumber: string) => Promise<string[]>;
  onSmsFailure?: (error: unknown) => void;
  onBureauFailure?: (error: unknown) => void;
}

/**
 * One-time codes by SMS for any consent: issue (which replaces the same client's previous code
 * for the same purpose and subject) and verify (an atomic, single-use consume).
 */
export class OtpService {
  constructor(private readonly deps: OtpServiceDependencies) {}

  /**
   * Sends a new code to a mobile on the bureau's record for the PAN. Throws HttpProblem 422 for a
   * number not on record (nothing is sent), 429 during the resend cooldown, over the hourly cap
   * or over the mobile's ceiling.
   */
  async issueOtp(request: IssueOtpRequest): Promise<IssuedOtp> {
    const { db, clock, hmacKey } = this.deps;
    const onRecord = await this.#registeredMobiles(request.panNumber);
    const typedWrong =
      request.mobile !== undefined && onRecord.length > 0 && !onRecord.includes(request.mobile);
    const told = !typedWrong || !request.wrongMobileCounted || (await request.wrongMobileCounted());
    const mobile = otpRecipient(onRecord, told ? request.mobile : undefined);
    const now = clock.now();
    const challengeId = randomBytes(16).toString('base64url');
    const code = generateOtpCode();
    const mobileDigest = digest(hmacKey, 'mobile', mobile);
    const hourlyLimit = request.hourlyLimit ?? OTP_LIMITS.hourlyLimitPerPurpose;
    const clientDigest = request.requester
      ? digest(hmacKey, 'otp-client', request.requester.client)
      : null;

    await db.transaction().execute(async (trx) => {
      // Serialise sends for this subject and this mobile, always in this order, so two
      // simultaneous requests cannot both slip under the cooldown, the cap or the ceiling.
      await sql`select pg_advisory_xact_lock(hashtext(${`otp-subject:${request.purpose}:${request.subject}`}))`.execute(
        trx,
      );
      await sql`select pg_advisory_xact_lock(hashtext(${`otp-mobile:${mobileDigest}`}))`.execute(
        trx,
      );

      // The cooldown, cap and replacement count this client's codes only (every code, when only
      // the signed-in borrower can ask).
      const latest = await trx
        .selectFrom('otp_challenges')
        .select(['created_at', 'consumed_at', 'attempts', 'expires_at'])
        .where('purpose', '=', request.purpose)
        .where('subject', '=', request.subject)
        .$if(clientDigest !== null, (query) => query.where('client_digest', '=', clientDigest))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      // The cooldown holds back sending again, never recovering: a code locked by wrong tries or
      // expired is replaced at once.
      if (latest && !latest.consumed_at && !isSpent(latest, now)) {
        const waitMs =
          latest.created_at.getTime() + OTP_LIMITS.resendCooldownSeconds * 1000 - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          // `resend_after` lets the screen count the wait down instead of only saying it.
          throw new HttpProblem(429, 'OTP_COOLDOWN', sentence('otpCooldown', { seconds }), {
            resend_after: seconds,
          });
        }
      }

      const hourAgo = new Date(now.getTime() - 3_600_000);
      const sent = await trx
        .selectFrom('otp_challenges')
        .select('created_at')
        .where('mobile_digest', '=', mobileDigest)
        .where('purpose', '=', request.purpose)
        .where('created_at', '>', hourAgo)
        .$if(clientDigest !== null, (query) => query.where('client_digest', '=', clientDigest))
        .orderBy('created_at', 'desc')
        .limit(hourlyLimit)
        .execute();
      if (sent.length >= hourlyLimit) throw hourlyLimitProblem(sent);

      if (request.requester && !request.requester.knownDevice) {
        const toThisMobile = await trx
          .selectFrom('otp_challenges')
          .select('created_at')
          .where('mobile_digest', '=', mobileDigest)
          .where('purpose', 'in', OPEN_PURPOSES)
          .where('created_at', '>', hourAgo)
          .orderBy('created_at', 'desc')
          .limit(OTP_LIMITS.mobileCeilingPerHour)
          .execute();
        if (toThisMobile.length >= OTP_LIMITS.mobileCeilingPerHour) {
          throw hourlyLimitProblem(toThisMobile);
        }
      }

      await trx
        .updateTable('otp_challenges')
        .set({ superseded_at: now })
        .where('purpose', '=', request.purpose)
        .where('subject', '=', request.subject)
        .where('consumed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .$if(clientDigest !== null, (query) => query.where('client_digest', '=', clientDigest))
        .execute();
      await trx
        .insertInto('otp_challenges')
        .values({
          id: challengeId,
          purpose: request.purpose,
          subject: request.subject,
          mobile_digest: mobileDigest,
          code_digest: codeDigest(hmacKey, challengeId, code),
          pan_sealed: encryptText(this.deps.masterKey, request.panNumber),
          pan_digest: digest(hmacKey, 'pan', request.panNumber),
          client_digest: clientDigest,
          created_at: now,
          expires_at: new Date(now.getTime() + OTP_LIMITS.ttlSeconds * 1000),
        })
        .execute();
    });

    try {
      const { kind, values } = otpSms(code, request.purpose, request.lenderName);
      const rendered = renderSms(kind, request.language ?? 'en', values, this.deps.smsContext);
      await this.deps.sms().send({
        to: mobile,
        text: rendered.text,
        template: { key: rendered.key, variables: rendered.variables },
      });
    } catch (error) {
      // An unsent code must not hold back a retry: forget it entirely.
      await db.deleteFrom('otp_challenges').where('id', '=', challengeId).execute();
      this.deps.onSmsFailure?.(error);
      throw new HttpProblem(502, 'SMS_NOT_SENT', sentence('smsNotSent'));
    }

    return {
      challengeId,
      mobile,
      phoneMasked: maskMobile(mobile),
      expiresInSeconds: OTP_LIMITS.ttlSeconds,
      resendAfterSeconds: OTP_LIMITS.resendCooldownSeconds,
    };
  }

  /**
   * Checks a code against its challenge in one UPDATE that compares the code and counts the try
   * together, under the row's lock: of any number of simultaneous tries, at most 5 are ever
   * compared (4 wrong and the right one, or 5 wrong), on one instance or many. The right code is
   * consumed by that same statement, so exactly one of its verifications succeeds.
   */
  async verifyOtp(request: VerifyOtpRequest): Promise<OtpVerification> {
    const { db, clock, hmacKey } = this.deps;
    const now = clock.now();
    const isRight = sql<boolean>`code_digest = ${codeDigest(hmacKey, request.challengeId, request.code)}`;
    let attempt = db
      .updateTable('otp_challenges')
      .set({
        consumed_at: sql`case when ${isRight} then ${now}::timestamptz end`,
        attempts: sql`attempts + case when ${isRight} then 0 else 1 end`,
      })
      .where('id', '=', request.challengeId)
      .where('purpose', '=', request.purpose)
      .where('consumed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', OTP_LIMITS.maxAttempts);
    if (request.subject !== undefined) attempt = attempt.where('subject', '=', request.subject);
    const tried = await attempt
      .returning(['consumed_at', 'attempts', 'pan_sealed'])
      .executeTakeFirst();

    if (!tried) {
      const unusable = challengeUnusable(await this.#challenge(request.challengeId), request, now);
      return { ok: false, ...(unusable ?? { reason: 'not-found' }) };
    }
    if (tried.consumed_at) {
      return {
        ok: true,
        panNumber: tried.pan_sealed ? decryptText(this.deps.masterKey, tried.pan_sealed) : null,
      };
    }
    return {
      ok: false,
      reason: 'wrong-code',
      attemptsLeft: OTP_LIMITS.maxAttempts - tried.attempts,
    };
  }

  /**
   * verifyOtp, answering a failure with HttpProblem 400 and the plain-language message; returns
   * the PAN the code was sent for.
   */
  async verifyOtpOrThrow(request: VerifyOtpRequest): Promise<string | null> {
    const result = await this.verifyOtp(request);
    if (!result.ok) throw otpProblem(result);
    return result.panNumber;
  }

  async #registeredMobiles(panNumber: string): Promise<string[]> {
    try {
      return await this.deps.registeredMobiles(panNumber);
    } catch (error) {
      this.deps.onBureauFailure?.(error);
      throw new HttpProblem(502, 'BUREAU_UNAVAILABLE', sentence('bureauUnreachableForOtp'));
    }
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

/**
 * A refused code as the API answers it. A wrong code and a locked one carry `attempts_left`, so
 * a client knows without reading the sentence when only a new code can help (0).
 */
export function otpProblem(failure: OtpFailure): HttpProblem {
  const attemptsLeft: Record<string, number> =
    failure.reason === 'wrong-code'
      ? { attempts_left: failure.attemptsLeft }
      : failure.reason === 'too-many-attempts'
        ? { attempts_left: 0 }
        : {};
  return new HttpProblem(
    400,
    OTP_FAILURE_CODES[failure.reason],
    otpFailureSentence(failure),
    attemptsLeft,
  );
}

function codeDigest(hmacKey: Buffer, challengeId: string, code: string): string {
  return digest(hmacKey, 'otp', challengeId + code);
}

/** Deletes codes sent before `before` (the hourly cap looks back one hour). Returns how many. */
export async function purgeOtpChallengesBefore(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('otp_challenges')
    .where('created_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every code of a borrower (delete my data): each holds their PAN, sealed. */
export async function purgeBorrowerChallenges(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<number> {
  const result = await db
    .deleteFrom('otp_challenges')
    .where((eb) =>
      eb.or([
        eb('pan_digest', '=', panDigest),
        // Codes sent before their owner was recorded: a sign-in or bureau consent names the PAN
        // digest as its subject, and every other code is named by one of the borrower's consents.
        eb('subject', '=', panDigest),
        eb(
          'id',
          'in',
          eb
            .selectFrom('consents')
            .select('otp_challenge_id')
            .where('pan_digest', '=', panDigest)
            .where('otp_challenge_id', 'is not', null)
            .$narrowType<{ otp_challenge_id: string }>(),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Codes anyone knowing a PAN can ask for: the mobile's ceiling counts them across clients. */
const OPEN_PURPOSES: OtpPurpose[] = ['sign-in', 'bureau-consent'];

/** The cap or ceiling reached, and when the oldest code counted leaves the hour. */
function hourlyLimitProblem(sent: ReadonlyArray<{ created_at: Date }>): HttpProblem {
  const retryAt = new Date(sent[sent.length - 1]!.created_at.getTime() + 3_600_000);
  return new HttpProblem(
    429,
    'OTP_HOURLY_LIMIT',
    sentence('otpHourlyLimit', { time: indiaClockTime(retryAt) }),
    { retry_at: retryAt.toISOString() },
  );
}

/** A code that can no longer be used: locked by wrong tries, or past its 5 minutes. */
function isSpent(challenge: { attempts: number; expires_at: Date }, now: Date): boolean {
  return (
    challenge.attempts >= OTP_LIMITS.maxAttempts || challenge.expires_at.getTime() <= now.getTime()
  );
}

const INDIA_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A time of day as borrowers in India read it, e.g. "3:45 pm". */
function indiaClockTime(at: Date): string {
  return INDIA_CLOCK.format(at).toLowerCase();
}
