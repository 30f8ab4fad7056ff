import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  BankFailureReason,
  BankStatus,
  BatchStage,
  BatchStatus,
  KeepTryingState,
} from '../../shared/batch.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { recordConsent } from '../consent/consent-store.js';
import type { ConsentScope } from '../consent/consent-tables.js';
import { decryptText, digestsEqual, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import {
  anyReadyDocument,
  type RequestedDocument,
  requestDocuments,
  retryFailedDocuments,
} from '../documents/document-store.js';
import type { BankRequest } from './batch-rules.js';
import { BANK_ENDED, BORROWER_TRY_AGAIN_LIMIT, stagesBefore } from './batch-rules.js';

/** Batches, their banks and their documents in the database. */

/** 128 random bits: batch ids are capabilities a borrower's browser keeps. */
export function newBatchId(): string {
  return randomBytes(16).toString('base64url');
}

export interface NewBatch {
  borrower: Borrower;
  /** The bureau consent whose report the loans come from; its mobile gets the batch OTP. */
  bureauConsentId: string;
  holderName: string | null;
  banks: readonly BankRequest[];
  /** What the batch's own consent covers: each document, from each lender. */
  scope: ConsentScope;
}

/** The batch and one row per bank, in one transaction, with its audit event. */
export async function createBatch(
  db: Kysely<Tables>,
  secrets: Secrets,
  now: Date,
  batch: NewBatch,
): Promise<string> {
  const id = newBatchId();
  const documentsRequested = batch.banks.reduce((sum, bank) => sum + bank.documents.length, 0);
  await db.transaction().execute(async (trx) => {
    const consentId = await recordConsent(trx, secrets, now, {
      purpose: 'batch-documents',
      scope: batch.scope,
      panNumber: batch.borrower.panNumber,
    });
    await trx
      .insertInto('batches')
      .values({
        id,
        pan_digest: batch.borrower.panDigest,
        pan_sealed: encryptText(secrets.masterKey, batch.borrower.panNumber),
        holder_name_sealed: batch.holderName
          ? encryptText(secrets.masterKey, batch.holderName)
          : null,
        consent_id: batch.bureauConsentId,
        documents_consent_id: consentId,
        status: 'pending',
        current_stage: 'CONSENT_PENDING',
        otp_challenge_id: null,
        documents_requested: documentsRequested,
        created_at: now,
        otp_verified_at: null,
        completed_at: null,
      })
      .execute();
    await trx
      .insertInto('batch_banks')
      .values(batch.banks.map((bank) => pendingBank(id, bank)))
      .execute();
    await recordAudit(trx, secrets.hmacKey, now, {
      kind: 'batch.created',
      panNumber: batch.borrower.panNumber,
      detail: { batchId: id, banks: batch.banks.length, documents: documentsRequested },
    });
  });
  return id;
}

/** A bank's row as a batch is made: waiting, nothing tried yet. */
function pendingBank(batchId: string, bank: BankRequest) {
  return {
    batch_id: batchId,
    lender_id: bank.lenderId,
    bank_name: bank.bankName,
    status: 'pending' as const,
    attempts: 0,
    last_error: null,
    started_at: null,
    finished_at: null,
    requested_documents: JSON.stringify(bank.documents),
    documents_requested: bank.documents.length,
  };
}

export interface BatchRecord {
  id: string;
  /** The bureau consent the batch's loans come from. */
  consentId: string;
  /** The batch's own consent, given with its OTP. */
  documentsConsentId: string | null;
  status: BatchStatus;
  stage: BatchStage;
  otpChallengeId: string | null;
}

/** The batch if it belongs to this borrower; someone else's answers exactly like a missing one. */
export async function findBorrowerBatch(
  db: Kysely<Tables>,
  batchId: string,
  panDigest: string,
): Promise<BatchRecord | undefined> {
  const row = await db
    .selectFrom('batches')
    .select(['id', 'pan_digest', 'consent_id', 'documents_consent_id', 'status'])
    .select(['current_stage', 'otp_challenge_id'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!row || !digestsEqual(row.pan_digest, panDigest)) return undefined;
  return {
    id: row.id,
    consentId: row.consent_id,
    documentsConsentId: row.documents_consent_id,
    status: row.status,
    stage: row.current_stage,
    otpChallengeId: row.otp_challenge_id,
  };
}

/** Remembers the OTP just sent for a batch still waiting for consent; false if it moved on. */
export async function recordBatchOtpSent(
  db: Kysely<Tables>,
  batchId: string,
  challengeId: string,
): Promise<boolean> {
  const row = await db
    .updateTable('batches')
    .set({ otp_challenge_id: challengeId, current_stage: 'OTP_VERIFICATION' })
    .where('id', '=', batchId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inside the approval transaction: moves a pending batch to processing and creates one
 * `processing` document per requested (loan, type). Returns the lenders to start jobs for, or
 * null when the batch was no longer pending (approved meanwhile).
 */
export async function approveBatch(
  trx: Transaction<Tables>,
  batchId: string,
  now: Date,
): Promise<{ panDigest: string; lenderIds: string[]; documents: number } | null> {
  const batch = await trx
    .updateTable('batches')
    .set({ status: 'processing', current_stage: 'PROCESSING_STARTED', otp_verified_at: now })
    .where('id', '=', batchId)
    .where('status', '=', 'pending')
    .returning(['pan_digest'])
    .executeTakeFirst();
  if (!batch) return null;
  const banks = await trx
    .selectFrom('batch_banks')
    .select(['lender_id', 'bank_name', 'requested_documents'])
    .where('batch_id', '=', batchId)
    .orderBy('lender_id')
    .execute();
  const documents = banks.flatMap((bank) =>
    bankDocuments(batch.pan_digest, batchId, {
      lenderId: bank.lender_id,
      bankName: bank.bank_name,
      documents: bank.requested_documents,
    }),
  );
  await requestDocuments(trx, now, documents);
  return {
    panDigest: batch.pan_digest,
    lenderIds: banks.map((bank) => bank.lender_id),
    documents: documents.length,
  };
}

export interface OneBankBatch {
  /** The per-bank consent's id: the batch's id, and the id of its consent record. */
  id: string;
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>;
  bureauConsentId: string;
  /** The code the per-bank consent was approved with. */
  otpChallengeId: string;
  bank: BankRequest;
}

/** The document rows a bank of a batch is asked for. */
function bankDocuments(panDigest: string, batchId: string, bank: BankRequest): RequestedDocument[] {
  return bank.documents.map((requested) => ({
    panDigest,
    requestId: batchId,
    loanId: requested.loanId,
    lenderId: bank.lenderId,
    bankName: bank.bankName,
    documentType: requested.documentType,
    loanType: requested.loanType ?? null,
    accountMasked: requested.accountMasked ?? null,
    accountSuffix: requested.accountSuffix,
    financialYear: requested.financialYear,
  }));
}

/**
 * Inside a transaction: the older flow's approved per-bank consent as what it is on the server,
 * a batch of one bank, approved like any batch (its documents created `processing`). Asked
 * again (the older flow's way of trying a lender again, or of asking for more of the types
 * the consent approved), the documents not asked for yet are added and the bank goes back to
 * `pending` with its failed documents.
 */
export async function openOneBankBatch(
  trx: Transaction<Tables>,
  secrets: Secrets,
  now: Date,
  batch: OneBankBatch,
): Promise<void> {
  const { bank } = batch;
  const created = await trx
    .insertInto('batches')
    .values({
      id: batch.id,
      pan_digest: batch.borrower.panDigest,
      pan_sealed: encryptText(secrets.masterKey, batch.borrower.panNumber),
      consent_id: batch.bureauConsentId,
      documents_consent_id: batch.id,
      status: 'pending',
      current_stage: 'OTP_VERIFICATION',
      otp_challenge_id: batch.otpChallengeId,
      documents_requested: bank.documents.length,
      created_at: now,
      otp_verified_at: null,
      completed_at: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) {
    await trx.insertInto('batch_banks').values(pendingBank(batch.id, bank)).execute();
    await approveBatch(trx, batch.id, now);
    return;
  }
  await requestDocuments(trx, now, bankDocuments(batch.borrower.panDigest, batch.id, bank));
  const requested = trx
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('documents'))
    .where('request_id', '=', batch.id);
  await trx
    .updateTable('batches')
    .set({ documents_requested: requested })
    .where('id', '=', batch.id)
    .execute();
  await trx
    .updateTable('batch_banks')
    .set({ documents_requested: requested })
    .where('batch_id', '=', batch.id)
    .where('lender_id', '=', bank.lenderId)
    .execute();
  // Only an ended bank with documents still to make: one still at work, or one that made
  // them all meanwhile (the same request arriving twice at once), is left as it is.
  const reopened = await trx
    .updateTable('batch_banks')
    .set({ status: 'pending', attempts: 0, awaiting_retry: false, finished_at: null })
    .where('batch_id', '=', batch.id)
    .where('lender_id', '=', bank.lenderId)
    .where('status', 'in', BANK_ENDED)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('documents')
          .select(sql`1`.as('one'))
          .where('request_id', '=', batch.id)
          .where('status', '!=', 'ready'),
      ),
    )
    .returning('lender_id')
    .executeTakeFirst();
  if (reopened) await reopenBankWork(trx, batch.id, bank.lenderId);
}

/** How a bank of a batch ended: why it failed, as the borrower is told and as the logs say. */
export async function bankOutcome(
  db: Kysely<Tables>,
  batchId: string,
  lenderId: string,
): Promise<
  | { status: BankStatus; failureReason: BankFailureReason | null; lastError: string | null }
  | undefined
> {
  const row = await db
    .selectFrom('batch_banks')
    .select(['status', 'failure_reason', 'last_error'])
    .where('batch_id', '=', batchId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return (
    row && { status: row.status, failureReason: row.failure_reason, lastError: row.last_error }
  );
}

/** Moves the batch's stage forward to `stage`; a stage already passed is left alone. */
export async function advanceBatchStage(
  db: Kysely<Tables>,
  batchId: string,
  stage: BatchStage,
): Promise<void> {
  await db
    .updateTable('batches')
    .set({ current_stage: stage })
    .where('id', '=', batchId)
    .where('status', '=', 'processing')
    .where('current_stage', 'in', stagesBefore(stage))
    .execute();
}

/**
 * Ends a processing batch once every bank has ended — in one statement, so of several banks
 * ending together the last one always sees the others. Completed if any document is ready.
 */
export async function finishBatchIfDone(
  db: Kysely<Tables>,
  batchId: string,
  now: Date,
): Promise<BatchStatus | null> {
  const row = await db
    .updateTable('batches')
    .set({
      status: sql<BatchStatus>`case when ${anyReadyDocument(batchId)} then 'completed' else 'failed' end`,
      current_stage: 'COMPLETED',
      completed_at: now,
    })
    .where('id', '=', batchId)
    .where('status', '=', 'processing')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('batch_banks')
            .select(sql`1`.as('one'))
            .where('batch_id', '=', batchId)
            .where('status', 'not in', BANK_ENDED),
        ),
      ),
    )
    .returning('status')
    .executeTakeFirst();
  return row?.status ?? null;
}

export interface BatchStatusFacts {
  id: string;
  status: BatchStatus;
  stage: BatchStage;
  documentsRequested: number;
  /** The batch's own consent (null for batches made before consent records). */
  documentsConsentId: string | null;
  createdAt: Date;
  completedAt: Date | null;
  banks: Array<{
    lenderId: string;
    bankName: string;
    status: BankStatus;
    attempts: number;
    awaitingRetry: boolean;
    startedAt: Date | null;
    failureReason: BankFailureReason | null;
    borrowerRetries: number;
    keepTrying: KeepTryingState | null;
    keepTryingNextAt: Date | null;
    keepTryingUntil: Date | null;
    /** The borrower asked for an SMS when the schedule ends. */
    keepTryingSms: boolean;
    documentsRequested: number;
    documentsReady: number;
    documentsEnded: number;
  }>;
}

/** A timestamp read out of a JSON aggregate comes as text. */
function instant(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * Everything the status answer shows, in one statement: the batch (by key, checked against the
 * borrower), its banks and its documents counted per bank and status, each list aggregated as
 * JSON. Borrowers poll it every 2 s; on the embedded database each statement has a fixed cost
 * (parse, describe, bind, execute, each a call into it, and every column of every row decoded),
 * and three statements (25 banks' rows apart) cost about twice what this one does.
 */
export async function batchStatusFacts(
  db: Kysely<Tables>,
  batchId: string,
  panDigest: string,
): Promise<BatchStatusFacts | undefined> {
  const batch = await db
    .selectFrom('batches')
    .select(['id', 'pan_digest', 'status', 'current_stage', 'documents_requested'])
    .select(['created_at', 'completed_at', 'documents_consent_id'])
    .select((eb) => [
      eb
        .selectFrom(
          eb
            .selectFrom('batch_banks')
            .select(['lender_id', 'bank_name', 'status', 'documents_requested'])
            .select(['attempts', 'awaiting_retry', 'started_at', 'failure_reason'])
            .select(['borrower_retries', 'keep_trying', 'keep_trying_next_at'])
            .select(['keep_trying_until', 'keep_trying_sms'])
            .whereRef('batch_banks.batch_id', '=', 'batches.id')
            .as('bank'),
        )
        .select((bank) => bank.fn.jsonAgg('bank').orderBy('bank.bank_name').as('list'))
        .as('banks'),
      eb
        .selectFrom(
          eb
            .selectFrom('documents')
            .select(['lender_id', 'status'])
            .select(sql<number>`count(*)::int`.as('documents'))
            .whereRef('documents.request_id', '=', 'batches.id')
            .groupBy(['lender_id', 'status'])
            .as('count'),
        )
        .select((count) => count.fn.jsonAgg('count').as('list'))
        .as('counts'),
    ])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch || !digestsEqual(batch.pan_digest, panDigest)) return undefined;
  // No rows aggregate to null.
  const banks = batch.banks ?? [];
  const counts = batch.counts ?? [];
  const countOf = (lenderId: string, statuses: readonly string[]) =>
    counts
      .filter((row) => row.lender_id === lenderId && statuses.includes(row.status))
      .reduce((sum, row) => sum + row.documents, 0);
  return {
    id: batch.id,
    status: batch.status,
    stage: batch.current_stage,
    documentsRequested: batch.documents_requested,
    documentsConsentId: batch.documents_consent_id,
    createdAt: batch.created_at,
    completedAt: batch.completed_at,
    banks: banks.map((bank) => ({
      lenderId: bank.lender_id,
      bankName: bank.bank_name,
      status: bank.status,
      attempts: bank.attempts,
      awaitingRetry: bank.awaiting_retry,
      startedAt: instant(bank.started_at),
      failureReason: bank.failure_reason,
      borrowerRetries: bank.borrower_retries,
      keepTrying: bank.keep_trying,
      keepTryingNextAt: instant(bank.keep_trying_next_at),
      keepTryingUntil: instant(bank.keep_trying_until),
      keepTryingSms: bank.keep_trying_sms,
      documentsRequested: bank.documents_requested,
      documentsReady: countOf(bank.lender_id, ['ready']),
      documentsEnded: countOf(bank.lender_id, ['ready', 'failed']),
    })),
  };
}

/**
 * Inside the Try-again transaction: a bank that failed for good goes back to `pending` with its
 * failed documents, and its ended batch reopens — while the borrower has Try again taps left
 * for it (one is spent). Returns the bank's name, or undefined when the bank had not failed
 * (asked twice, still running, or not in this batch) or its taps are spent.
 */
export async function reopenFailedBank(
  trx: Transaction<Tables>,
  batchId: string,
  lenderId: string,
): Promise<string | undefined> {
  const bank = await trx
    .updateTable('batch_banks')
    .set((eb) => ({
      status: 'pending',
      attempts: 0,
      awaiting_retry: false,
      last_error: null,
      started_at: null,
      finished_at: null,
      borrower_retries: eb('borrower_retries', '+', 1),
    }))
    .where('batch_id', '=', batchId)
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'failed')
    .where('borrower_retries', '<', BORROWER_TRY_AGAIN_LIMIT)
    .returning('bank_name')
    .executeTakeFirst();
  if (!bank) return undefined;
  await reopenBankWork(trx, batchId, lenderId);
  return bank.bank_name;
}

/** A bank sent back to `pending`: its failed documents are made again and its batch reopens. */
export async function reopenBankWork(
  trx: Transaction<Tables>,
  batchId: string,
  lenderId: string,
): Promise<void> {
  await retryFailedDocuments(trx, { requestId: batchId, lenderId });
  // The batch runs again: it shows the fetching stage, and ends again when this bank does.
  await trx
    .updateTable('batches')
    .set({ status: 'processing', current_stage: 'FETCHING_DOCUMENTS', completed_at: null })
    .where('id', '=', batchId)
    .where('status', 'in', ['processing', 'completed', 'failed'])
    .execute();
}

/** The PAN and the name the batch's documents are made out to. */
export async function batchBorrower(
  db: Kysely<Tables>,
  secrets: Secrets,
  batchId: string,
): Promise<{ panNumber: string; holderName: string | null; consentId: string } | undefined> {
  const row = await db
    .selectFrom('batches')
    .select(['pan_sealed', 'holder_name_sealed', 'consent_id'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    panNumber: decryptText(secrets.masterKey, row.pan_sealed),
    holderName: row.holder_name_sealed
      ? decryptText(secrets.masterKey, row.holder_name_sealed)
      : null,
    consentId: row.consent_id,
  };
}

/** Every batch of a borrower (their banks go with them). Returns how many. */
export async function purgeBorrowerBatches(
  trx: Kysely<Tables>,
  panDigest: string,
): Promise<number> {
  const result = await trx
    .deleteFrom('batches')
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Batches asked for before `before` none of whose documents is left. Returns how many. */
export async function purgeSpentBatches(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('batches')
    .where('created_at', '<=', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select(sql`1`.as('one'))
            .whereRef('documents.request_id', '=', 'batches.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The batch a consent approved, if any (what withdrawing that consent stops and deletes). */
export async function consentBatch(
  db: Kysely<Tables>,
  consentId: string,
): Promise<{ id: string; status: BatchStatus } | undefined> {
  return db
    .selectFrom('batches')
    .select(['id', 'status'])
    .where('documents_consent_id', '=', consentId)
    .executeTakeFirst();
}

/**
 * Deletes one batch and its banks. Its bank jobs then find nothing to do; a document a job is
 * making right now finds its row gone and is not kept (see documents' purge).
 */
export async function purgeBatch(db: Kysely<Tables>, batchId: string): Promise<void> {
  await db.deleteFrom('batches').where('id', '=', batchId).execute();
}

/** Deletes the batches still waiting for their OTP that were made from this bureau consent's report. */
export async function purgePendingBatchesOfBureauConsent(
  db: Kysely<Tables>,
  bureauConsentId: string,
): Promise<void> {
  await db
    .deleteFrom('batches')
    .where('consent_id', '=', bureauConsentId)
    .where('status', '=', 'pending')
    .execute();
}
