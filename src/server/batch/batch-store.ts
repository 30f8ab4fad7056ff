import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Borrower } from '../auth/access-tokens.js';
import { recordAudit } from '../consent/audit.js';
import { decryptText, digestsEqual, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import { processingDocument } from '../documents/document-store.js';
import type { BankRequest } from './batch-rules.js';
import { BANK_ENDED, stagesBefore } from './batch-rules.js';
import type { BankStatus, BatchStage, BatchStatus } from './batch-tables.js';

/** Batches, their banks and their documents in the database. */

/** 128 random bits: batch ids are capabilities a borrower's browser keeps. */
export function newBatchId(): string {
  return randomBytes(16).toString('base64url');
}

export interface NewBatch {
  borrower: Borrower;
  holderName: string | null;
  banks: readonly BankRequest[];
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
    await trx
      .insertInto('batches')
      .values({
        id,
        pan_digest: batch.borrower.panDigest,
        pan_sealed: encryptText(secrets.masterKey, batch.borrower.panNumber),
        holder_name_sealed: batch.holderName
          ? encryptText(secrets.masterKey, batch.holderName)
          : null,
        consent_id: batch.borrower.consentId,
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
      .values(
        batch.banks.map((bank) => ({
          batch_id: id,
          lender_id: bank.lenderId,
          bank_name: bank.bankName,
          status: 'pending' as const,
          attempts: 0,
          last_error: null,
          started_at: null,
          finished_at: null,
          requested_documents: JSON.stringify(bank.documents),
          documents_requested: bank.documents.length,
        })),
      )
      .execute();
    await recordAudit(trx, secrets.hmacKey, now, {
      kind: 'batch.created',
      panNumber: batch.borrower.panNumber,
      detail: { batchId: id, banks: batch.banks.length, documents: documentsRequested },
    });
  });
  return id;
}

export interface BatchRecord {
  id: string;
  consentId: string;
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
    .select(['id', 'pan_digest', 'consent_id', 'status', 'current_stage', 'otp_challenge_id'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!row || !digestsEqual(row.pan_digest, panDigest)) return undefined;
  return {
    id: row.id,
    consentId: row.consent_id,
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
    bank.requested_documents.map((requested) =>
      processingDocument({
        panDigest: batch.pan_digest,
        requestId: batchId,
        loanId: requested.loanId,
        lenderId: bank.lender_id,
        bankName: bank.bank_name,
        documentType: requested.documentType,
        now,
      }),
    ),
  );
  if (documents.length > 0) await trx.insertInto('documents').values(documents).execute();
  return {
    panDigest: batch.pan_digest,
    lenderIds: banks.map((bank) => bank.lender_id),
    documents: documents.length,
  };
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
      status: sql<BatchStatus>`case when exists (
        select 1 from documents where request_id = ${batchId} and status = 'ready'
      ) then 'completed' else 'failed' end`,
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
  createdAt: Date;
  completedAt: Date | null;
  banks: Array<{
    bankName: string;
    status: BankStatus;
    documentsRequested: number;
    documentsReady: number;
    documentsEnded: number;
  }>;
}

/**
 * Everything the status answer shows, in three small indexed queries — the batch (by key,
 * checked against the borrower), its banks, and its documents counted per bank and status.
 * Simple statements: on the embedded database planning a join costs more than running three.
 */
export async function batchStatusFacts(
  db: Kysely<Tables>,
  batchId: string,
  panDigest: string,
): Promise<BatchStatusFacts | undefined> {
  const batch = await db
    .selectFrom('batches')
    .select(['id', 'pan_digest', 'status', 'current_stage', 'documents_requested'])
    .select(['created_at', 'completed_at'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch || !digestsEqual(batch.pan_digest, panDigest)) return undefined;
  const banks = await db
    .selectFrom('batch_banks')
    .select(['lender_id', 'bank_name', 'status', 'documents_requested'])
    .where('batch_id', '=', batchId)
    .orderBy('bank_name')
    .execute();
  const counts = await db
    .selectFrom('documents')
    .select(['lender_id', 'status'])
    .select(sql<number>`count(*)::int`.as('documents'))
    .where('request_id', '=', batchId)
    .groupBy(['lender_id', 'status'])
    .execute();
  const countOf = (lenderId: string, statuses: readonly string[]) =>
    counts
      .filter((row) => row.lender_id === lenderId && statuses.includes(row.status))
      .reduce((sum, row) => sum + row.documents, 0);
  return {
    id: batch.id,
    status: batch.status,
    stage: batch.current_stage,
    documentsRequested: batch.documents_requested,
    createdAt: batch.created_at,
    completedAt: batch.completed_at,
    banks: banks.map((bank) => ({
      bankName: bank.bank_name,
      status: bank.status,
      documentsRequested: bank.documents_requested,
      documentsReady: countOf(bank.lender_id, ['ready']),
      documentsEnded: countOf(bank.lender_id, ['ready', 'failed']),
    })),
  };
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
