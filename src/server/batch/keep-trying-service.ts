import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Database } from '../db/database.js';
import { dayOf, type Language, momentOf, type Sentence, sentence } from '../i18n/messages.js';
import type { Clock } from '../platform/clock.js';
import { HttpProblem, notFound } from '../platform/http-problem.js';
import { KEEP_TRYING_WINDOW_MS } from './batch-rules.js';
import { activeBatchConsent } from './batch-status.js';
import { findBorrowerBatch } from './batch-store.js';
import { keepTryingFacts, startKeepTrying, stopKeepTrying } from './keep-trying-store.js';

/**
 * Keep trying for me, as the borrower turns it on and off for a bank of their batch that failed
 * after Try again: the schedule (keep-trying.ts runs it) and its audit entry written together.
 */

/** What turning Keep trying on or off uses: the batch's rows and the audit log. */
export interface KeepTryingChoiceServices {
  database: Database;
  clock: Clock;
  secrets: Secrets;
}

type Bank = { batchId: string; lenderId: string };

/**
 * Starts asking the bank again on a schedule, until the window ends or the batch's consent
 * does, whichever is first; an SMS at the end if asked for, in the borrower's language. Answers
 * the sentence saying when the next try is; a 409 says why it could not start.
 */
export async function startKeepTryingForBank(
  services: KeepTryingChoiceServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
  { batchId, lenderId }: Bank,
  choice: { sms: boolean; language: Language },
): Promise<Sentence> {
  const { db } = services.database;
  const batch = await findBorrowerBatch(db, batchId, borrower.panDigest);
  if (!batch) throw notFound(sentence('batchNotFound'));
  const now = services.clock.now();
  const consent = await activeBatchConsent(db, batch.documentsConsentId, now);
  if (!consent?.expires_at) {
    throw new HttpProblem(409, 'CONSENT_ENDED', sentence('batchConsentEnded'));
  }
  // Never past the consent the bank is asked under.
  const until = new Date(
    Math.min(now.getTime() + KEEP_TRYING_WINDOW_MS, consent.expires_at.getTime()),
  );
  const bank = { batchId: batch.id, lenderId };
  const started = await db.transaction().execute(async (trx) => {
    const schedule = await startKeepTrying(trx, bank, now, until, choice);
    if (!schedule) return undefined;
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'batch.keep-trying-started',
      panNumber: borrower.panNumber,
      detail: {
        batchId: batch.id,
        lenderId,
        bankName: schedule.bankName,
        until: until.toISOString(),
        sms: choice.sms,
      },
    });
    return schedule;
  });
  if (!started) throw await keepTryingRefusal(services, bank);
  return sentence('keepTryingStarted', {
    bank: started.bankName,
    next: momentOf(started.nextAt ?? until),
    until: dayOf(until),
  });
}

/** Stops the schedule; answers the sentence saying so, or a 409 when it was not on. */
export async function stopKeepTryingForBank(
  services: KeepTryingChoiceServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
  { batchId, lenderId }: Bank,
): Promise<Sentence> {
  const { db } = services.database;
  const batch = await findBorrowerBatch(db, batchId, borrower.panDigest);
  if (!batch) throw notFound(sentence('batchNotFound'));
  const now = services.clock.now();
  const bankName = await db.transaction().execute(async (trx) => {
    const stopped = await stopKeepTrying(trx, { batchId: batch.id, lenderId });
    if (stopped === undefined) return undefined;
    await recordAudit(trx, services.secrets.hmacKey, now, {
      kind: 'batch.keep-trying-stopped',
      panNumber: borrower.panNumber,
      detail: { batchId: batch.id, lenderId, bankName: stopped },
    });
    return stopped;
  });
  if (bankName === undefined) {
    throw new HttpProblem(409, 'KEEP_TRYING_NOT_ON', sentence('keepTryingNotOn'));
  }
  return sentence('keepTryingStopped', { bank: bankName });
}

/** Why Keep trying could not start for this bank, in the borrower's words. */
async function keepTryingRefusal(services: KeepTryingChoiceServices, bank: Bank) {
  const facts = await keepTryingFacts(services.database.db, bank);
  if (!facts) return new HttpProblem(409, 'BANK_NOT_FAILED', sentence('bankNotFailed'));
  const names = { bank: facts.bank_name };
  if (facts.keep_trying === 'on') {
    return new HttpProblem(409, 'KEEP_TRYING_ALREADY', sentence('keepTryingAlready', names));
  }
  if (facts.keep_trying === 'gave_up') {
    return new HttpProblem(409, 'KEEP_TRYING_ENDED', sentence('keepTryingEnded', names));
  }
  if (facts.status !== 'failed') {
    return new HttpProblem(409, 'BANK_NOT_FAILED', sentence('bankNotFailed'));
  }
  return new HttpProblem(409, 'TRY_AGAIN_FIRST', sentence('keepTryingTryAgainFirst', names));
}
