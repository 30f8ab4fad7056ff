import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { consentMobile } from '../consent/consent-store.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import type { Providers } from '../providers/providers.js';
import { SmsDeliveryError, type SmsFailure } from '../providers/sms-delivery.js';
import { renderSms } from '../sms/sms-templates.js';
import {
  abandonStaleSends,
  claimSms,
  type OwedSms,
  owedSms,
  recordSmsSend,
} from './keep-trying-store.js';

/** What sending the SMS a kept-trying batch owes uses. */
export interface KeepTryingSmsServices {
  database: Database;
  clock: Clock;
  config: AppConfig;
  secrets: Secrets;
  providers: Providers;
  log: FastifyBaseLogger;
}

/**
 * The SMS a borrower asked for when Keep trying for me ends. It is owed from the update that
 * settles the schedule (`keep_trying_sms_state = 'due'`, same statement), so a crash between the
 * two cannot lose it; a sweep claims it with a conditional update and only then sends, so two
 * sweeps or a restart never send it twice. At most once, not exactly once: a send cut off mid-way
 * (no answer, or the instance stopped) is recorded as `unknown` and logged, never sent again.
 */

/** Texts sent by one sweep; the rest wait for the next. */
const SMS_PER_SWEEP = 100;
/** Sends that certainly did not go out are tried again at later sweeps (a minute apart), this often. */
const SMS_SEND_TRIES = 30;
/** A claim older than this was cut off: no gateway call lasts anywhere near it. */
const SENDING_CUT_OFF_MS = 10 * 60_000;

/** Nothing reached a gateway, so trying again cannot make a second text. */
const NOT_SENT: ReadonlySet<SmsFailure> = new Set(['unreachable', 'throttled', 'circuit-open']);

export interface KeepTryingSmsReport {
  sent: number;
  /** Not sent, or not known to have been: each logged. */
  notSent: number;
}

export async function sendOwedSms(services: KeepTryingSmsServices): Promise<KeepTryingSmsReport> {
  const { db } = services.database;
  const report = { sent: 0, notSent: 0 };
  const now = services.clock.now();
  const cutOff = await abandonStaleSends(db, new Date(now.getTime() - SENDING_CUT_OFF_MS), now);
  for (const bank of cutOff) {
    services.log.warn(
      bank,
      'keep trying SMS cut off while sending: it may have gone, not sent again',
    );
    report.notSent += 1;
  }
  for (const owed of await owedSms(db, SMS_PER_SWEEP)) {
    if (!(await claimSms(db, owed, services.clock.now()))) continue;
    const state = await send(services, owed);
    await recordSmsSend(db, owed, state, services.clock.now());
    if (state === 'sent') report.sent += 1;
    else if (state !== 'due') report.notSent += 1;
  }
  return report;
}

async function send(
  services: KeepTryingSmsServices,
  owed: OwedSms,
): Promise<'due' | 'sent' | 'failed' | 'unknown'> {
  const where = { batchId: owed.batchId, lenderId: owed.lenderId };
  const mobile = await batchMobile(services, owed.batchId);
  if (!mobile) {
    // Erased with the borrower's data, or never known: there is no one to text.
    services.log.warn(where, 'keep trying SMS not sent: no mobile on record for the batch');
    return 'failed';
  }
  const rendered = renderSms(
    owed.outcome === 'recovered' ? 'keep-trying-recovered' : 'keep-trying-gave-up',
    owed.language,
    { bank: owed.bankName },
    services.config.smsContext,
  );
  try {
    await services.providers.sms.send({
      to: mobile,
      text: rendered.text,
      template: { key: rendered.key, variables: rendered.variables },
    });
    return 'sent';
  } catch (error) {
    // Never the number or the text in the log.
    const failure = error instanceof SmsDeliveryError ? error.failure : undefined;
    const state =
      failure && NOT_SENT.has(failure)
        ? owed.tries + 1 < SMS_SEND_TRIES
          ? 'due'
          : 'failed'
        : failure === 'refused'
          ? 'failed'
          : 'unknown';
    services.log.warn(
      {
        ...where,
        ...(error instanceof SmsDeliveryError
          ? { provider: error.provider, failure: error.failure, code: error.code }
          : { reason: error instanceof Error ? error.message : 'unknown' }),
        state,
      },
      'keep trying SMS not sent',
    );
    return state;
  }
}

/** The mobile the batch's consent was given through: the one its OTP was verified on. */
async function batchMobile(
  services: KeepTryingSmsServices,
  batchId: string,
): Promise<string | null> {
  const batch = await services.database.db
    .selectFrom('batches')
    .select('documents_consent_id')
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch?.documents_consent_id) return null;
  return consentMobile(services.database.db, services.secrets, batch.documents_consent_id);
}
