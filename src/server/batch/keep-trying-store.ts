import { type Kysely, sql, type Transaction } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { Language } from '../i18n/messages.js';
import { BORROWER_TRY_AGAIN_LIMIT, keepTryingAt } from './batch-rules.js';
import { reopenBankWork } from './batch-store.js';
import type { KeepTryingSmsState } from './batch-tables.js';

/**
 * Keep trying for me, in the database: each bank's schedule lives on its own row
 * (`batch_banks.keep_trying*`), every change is one conditional statement, so a burst of taps,
 * two instances sweeping at once or a restart mid-way never makes two schedules or two tries.
 */

const NO_SMS_OWED = {
  keep_trying_sms_state: null,
  keep_trying_sms_at: null,
  keep_trying_sms_tries: 0,
} as const;

export interface KeepTryingSchedule {
  bankName: string;
  nextAt: Date | null;
  until: Date;
}

/** Whether the borrower asked for an SMS when the schedule ends, and in which language. */
export interface KeepTryingSmsChoice {
  sms: boolean;
  language: Language;
}

/**
 * Starts the schedule of a bank that failed for good after the borrower's Try again taps were
 * spent, unless one is on (or has ended) already. Undefined when it could not start.
 */
export async function startKeepTrying(
  db: Kysely<Tables>,
  bank: { batchId: string; lenderId: string },
  since: Date,
  until: Date,
  choice: KeepTryingSmsChoice,
): Promise<KeepTryingSchedule | undefined> {
  const row = await db
    .updateTable('batch_banks')
    .set({
      keep_trying: 'on',
      keep_trying_since: since,
      keep_trying_until: until,
      keep_trying_next_at: keepTryingAt(since, until, 0),
      keep_trying_tries: 0,
      keep_trying_sms: choice.sms,
      keep_trying_language: choice.language,
      ...NO_SMS_OWED,
    })
    .where('batch_id', '=', bank.batchId)
    .where('lender_id', '=', bank.lenderId)
    .where('status', '=', 'failed')
    .where('borrower_retries', '>=', BORROWER_TRY_AGAIN_LIMIT)
    .where('keep_trying', 'is', null)
    .returning(['bank_name', 'keep_trying_next_at', 'keep_trying_until'])
    .executeTakeFirst();
  return row && { bankName: row.bank_name, nextAt: row.keep_trying_next_at, until };
}

/** Stops a schedule that is on; the bank stays as it is. The bank's name, or undefined. */
export async function stopKeepTrying(
  db: Kysely<Tables>,
  bank: { batchId: string; lenderId: string },
): Promise<string | undefined> {
  const row = await db
    .updateTable('batch_banks')
    .set({
      keep_trying: null,
      keep_trying_since: null,
      keep_trying_until: null,
      keep_trying_next_at: null,
      keep_trying_tries: 0,
      keep_trying_sms: false,
      ...NO_SMS_OWED,
    })
    .where('batch_id', '=', bank.batchId)
    .where('lender_id', '=', bank.lenderId)
    .where('keep_trying', '=', 'on')
    .returning('bank_name')
    .executeTakeFirst();
  return row?.bank_name;
}

/** What a bank's row says about its schedule, for choosing the sentence of a refusal. */
export async function keepTryingFacts(
  db: Kysely<Tables>,
  bank: { batchId: string; lenderId: string },
) {
  return db
    .selectFrom('batch_banks')
    .select(['bank_name', 'status', 'borrower_retries', 'keep_trying'])
    .where('batch_id', '=', bank.batchId)
    .where('lender_id', '=', bank.lenderId)
    .executeTakeFirst();
}

export interface DueTry {
  batchId: string;
  lenderId: string;
  bankName: string;
  since: Date;
  until: Date;
  tries: number;
}

/** Failed banks whose next scheduled try is due at `now`, oldest first. */
export async function dueTries(db: Kysely<Tables>, now: Date, limit: number): Promise<DueTry[]> {
  const rows = await db
    .selectFrom('batch_banks')
    .select(['batch_id', 'lender_id', 'bank_name', 'keep_trying_since', 'keep_trying_until'])
    .select('keep_trying_tries')
    .where('keep_trying', '=', 'on')
    .where('keep_trying_next_at', '<=', now)
    .where('status', '=', 'failed')
    .orderBy('keep_trying_next_at')
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    row.keep_trying_since && row.keep_trying_until
      ? [
          {
            batchId: row.batch_id,
            lenderId: row.lender_id,
            bankName: row.bank_name,
            since: row.keep_trying_since,
            until: row.keep_trying_until,
            tries: row.keep_trying_tries,
          },
        ]
      : [],
  );
}

/**
 * Inside the try's transaction: sends the bank back to `pending` for this try and moves its
 * schedule on — only if no one else took this try meanwhile (same count of tries, still failed).
 */
export async function claimDueTry(trx: Transaction<Tables>, due: DueTry): Promise<boolean> {
  const claimed = await trx
    .updateTable('batch_banks')
    .set({
      status: 'pending',
      attempts: 0,
      awaiting_retry: false,
      started_at: null,
      finished_at: null,
      keep_trying_tries: due.tries + 1,
      keep_trying_next_at: keepTryingAt(due.since, due.until, due.tries + 1),
    })
    .where('batch_id', '=', due.batchId)
    .where('lender_id', '=', due.lenderId)
    .where('keep_trying', '=', 'on')
    .where('keep_trying_tries', '=', due.tries)
    .where('status', '=', 'failed')
    .returning('bank_name')
    .executeTakeFirst();
  if (!claimed) return false;
  await reopenBankWork(trx, due.batchId, due.lenderId);
  return true;
}

export interface SettledBank {
  batchId: string;
  lenderId: string;
  bankName: string;
}

/**
 * Ends the schedules whose outcome is known: `recovered` when a scheduled try brought the
 * documents, `gave_up` when the last try failed too. Each row is settled once, and the same
 * statement marks the SMS owed where the borrower asked for one, so a schedule never ends
 * without it nor owes it twice.
 */
export async function settleKeepTrying(
  trx: Transaction<Tables>,
  outcome: 'recovered' | 'gave_up',
  now: Date,
): Promise<SettledBank[]> {
  const rows = await trx
    .updateTable('batch_banks')
    .set({
      keep_trying: outcome,
      keep_trying_next_at: null,
      keep_trying_sms_state: sql<KeepTryingSmsState | null>`case when keep_trying_sms then 'due' end`,
      keep_trying_sms_at: sql<Date | null>`case when keep_trying_sms then ${now}::timestamptz end`,
      keep_trying_sms_tries: 0,
    })
    .where('keep_trying', '=', 'on')
    .where('status', '=', outcome === 'recovered' ? 'completed' : 'failed')
    .$if(outcome === 'gave_up', (query) => query.where('keep_trying_next_at', 'is', null))
    .returning(['batch_id', 'lender_id', 'bank_name'])
    .execute();
  return rows.map((row) => ({
    batchId: row.batch_id,
    lenderId: row.lender_id,
    bankName: row.bank_name,
  }));
}

/** An SMS owed for a settled schedule: which bank, how it ended, in which language. */
export interface OwedSms {
  batchId: string;
  lenderId: string;
  bankName: string;
  outcome: 'recovered' | 'gave_up';
  language: Language;
  /** Sends tried before that certainly did not go out. */
  tries: number;
}

/** SMS owed, the longest waiting first. */
export async function owedSms(db: Kysely<Tables>, limit: number): Promise<OwedSms[]> {
  const rows = await db
    .selectFrom('batch_banks')
    .select(['batch_id', 'lender_id', 'bank_name', 'keep_trying', 'keep_trying_language'])
    .select('keep_trying_sms_tries')
    .where('keep_trying_sms_state', '=', 'due')
    .orderBy('keep_trying_sms_at')
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    row.keep_trying === 'recovered' || row.keep_trying === 'gave_up'
      ? [
          {
            batchId: row.batch_id,
            lenderId: row.lender_id,
            bankName: row.bank_name,
            outcome: row.keep_trying,
            language: row.keep_trying_language ?? 'en',
            tries: row.keep_trying_sms_tries,
          },
        ]
      : [],
  );
}

/**
 * Takes an owed SMS for this sweep to send: of any number of sweeps reading it, the one whose
 * conditional update finds it still due (after the same number of tries) sends it.
 */
export async function claimSms(db: Kysely<Tables>, owed: OwedSms, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('batch_banks')
    .set({ keep_trying_sms_state: 'sending', keep_trying_sms_at: now })
    .where('batch_id', '=', owed.batchId)
    .where('lender_id', '=', owed.lenderId)
    .where('keep_trying_sms_state', '=', 'due')
    .where('keep_trying_sms_tries', '=', owed.tries)
    .returning('lender_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How the send of a claimed SMS ended: `due` again (it certainly did not go; one more try
 * counted), or for good.
 */
export async function recordSmsSend(
  db: Kysely<Tables>,
  owed: OwedSms,
  state: 'due' | 'sent' | 'failed' | 'unknown',
  now: Date,
): Promise<void> {
  await db
    .updateTable('batch_banks')
    .set({
      keep_trying_sms_state: state,
      keep_trying_sms_at: now,
      ...(state === 'due' ? { keep_trying_sms_tries: owed.tries + 1 } : {}),
    })
    .where('batch_id', '=', owed.batchId)
    .where('lender_id', '=', owed.lenderId)
    .where('keep_trying_sms_state', '=', 'sending')
    .execute();
}

/**
 * Claims left `sending` since before `before`: the instance sending stopped mid-way, so the
 * text may have gone. They become `unknown`, never sent again. Returns them.
 */
export async function abandonStaleSends(
  db: Kysely<Tables>,
  before: Date,
  now: Date,
): Promise<Array<{ batchId: string; lenderId: string }>> {
  const rows = await db
    .updateTable('batch_banks')
    .set({ keep_trying_sms_state: 'unknown', keep_trying_sms_at: now })
    .where('keep_trying_sms_state', '=', 'sending')
    .where('keep_trying_sms_at', '<', before)
    .returning(['batch_id', 'lender_id'])
    .execute();
  return rows.map((row) => ({ batchId: row.batch_id, lenderId: row.lender_id }));
}
