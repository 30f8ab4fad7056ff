import type { Kysely } from 'kysely';
import type { BatchStatusResponse } from '../../shared/api/batch.js';
import type { AppConfig } from '../config/config.js';
import { consentStatus, findConsent } from '../consent/consent-store.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import type { Sentence } from '../i18n/messages.js';
import type { Clock } from '../platform/clock.js';
import type { Providers } from '../providers/providers.js';
import {
  BANK_ENDED,
  BORROWER_TRY_AGAIN_LIMIT,
  batchProgress,
  estimatedSecondsLeft,
  stageSentence,
} from './batch-rules.js';
import { batchStatusFacts } from './batch-store.js';
import { recentLenderSeconds } from './lender-latency.js';

/** What the status of a batch is read with: its rows, the time, the settings, the lenders' desks. */
export interface BatchStatusServices {
  database: Database;
  clock: Clock;
  config: AppConfig;
  providers: { lenderDirectory: Providers['lenderDirectory'] };
}

/** The batch's consent while it is active (not expired, not withdrawn), else undefined. */
export async function activeBatchConsent(db: Kysely<Tables>, consentId: string | null, now: Date) {
  if (!consentId) return undefined;
  const consent = await findConsent(db, consentId);
  return consent && consentStatus(consent, now) === 'ACTIVE' ? consent : undefined;
}

/** Whether the batch's own consent still allows asking its banks (given, not withdrawn, not expired). */
export async function batchConsentActive(
  db: Kysely<Tables>,
  consentId: string | null,
  now: Date,
): Promise<boolean> {
  return (await activeBatchConsent(db, consentId, now)) !== undefined;
}

/**
 * A borrower's batch as its screen shows it, polled every 2 s: its stage and progress, each
 * bank's status, and what the borrower can do about a bank that failed (Try again while the
 * batch's consent is active, then keep trying, then write to its grievance desk). Undefined
 * when there is no such batch of this borrower's.
 */
export async function batchStatus(
  services: BatchStatusServices,
  panDigest: string,
  batchId: string,
  say: (said: Sentence) => string,
): Promise<BatchStatusResponse | undefined> {
  const facts = await batchStatusFacts(services.database.db, batchId, panDigest);
  if (!facts) return undefined;
  const now = services.clock.now();
  const documentsEnded = facts.banks.reduce((sum, bank) => sum + bank.documentsEnded, 0);
  const failedBanks = facts.banks
    .filter((bank) => bank.status === 'failed')
    .map((bank) => bank.bankName);
  const banksReady = facts.banks.filter((bank) => bank.status === 'completed').length;
  const canRetry =
    failedBanks.length > 0 &&
    (await batchConsentActive(services.database.db, facts.documentsConsentId, now));
  const unfinished = facts.banks.filter((bank) => !BANK_ENDED.includes(bank.status));
  const estimate =
    unfinished.length === 0
      ? null
      : estimatedSecondsLeft(
          unfinished,
          await recentLenderSeconds(
            services.database.db,
            unfinished.map((bank) => bank.lenderId),
            now,
          ),
          now,
        );
  const maxAttempts = services.config.batch.retryLimit + 1;
  return {
    success: true as const,
    batch: {
      batchId: facts.id,
      status: facts.status,
      currentStage: facts.stage,
      progress: batchProgress({
        status: facts.status,
        stage: facts.stage,
        documentsRequested: facts.documentsRequested,
        documentsEnded,
      }),
      stageMessage: say(
        stageSentence({
          status: facts.status,
          stage: facts.stage,
          failedBanks,
          banksReady,
          banksTotal: facts.banks.length,
          tryAgainSpent: facts.banks.every(
            (bank) => bank.status !== 'failed' || bank.borrowerRetries >= BORROWER_TRY_AGAIN_LIMIT,
          ),
        }),
      ),
      documentsRequested: facts.documentsRequested,
      documentsGenerated: facts.banks.reduce((sum, bank) => sum + bank.documentsReady, 0),
      failedBanks,
      banksReady,
      banksTotal: facts.banks.length,
      estimatedSecondsLeft: estimate,
      createdAt: facts.createdAt.toISOString(),
      completedAt: facts.completedAt?.toISOString() ?? null,
    },
    bankProcessingStatus: facts.banks.map((bank) => ({
      bankName: bank.bankName,
      lenderId: bank.lenderId,
      status: bank.status,
      documentsGenerated: bank.documentsReady,
      documentsRequested: bank.documentsRequested,
      attempt: Math.min(maxAttempts, bank.attempts + (bank.awaitingRetry ? 1 : 0)),
      maxAttempts,
      retrying: !BANK_ENDED.includes(bank.status) && (bank.awaitingRetry || bank.attempts > 1),
      canRetry:
        canRetry && bank.status === 'failed' && bank.borrowerRetries < BORROWER_TRY_AGAIN_LIMIT,
      failureReason: bank.status === 'completed' ? null : bank.failureReason,
      canKeepTrying:
        canRetry &&
        bank.status === 'failed' &&
        bank.borrowerRetries >= BORROWER_TRY_AGAIN_LIMIT &&
        bank.keepTrying === null,
      keepTrying: bank.keepTrying && {
        state: bank.keepTrying,
        nextTryAt: bank.keepTryingNextAt?.toISOString() ?? null,
        until: bank.keepTryingUntil?.toISOString() ?? null,
        sms: bank.keepTryingSms,
      },
      contact:
        bank.status === 'failed'
          ? (services.providers.lenderDirectory.find(bank.lenderId)?.grievance ?? null)
          : null,
    })),
  };
}
