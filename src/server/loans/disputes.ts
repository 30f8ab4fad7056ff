import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DisputeParty, DisputeRecord } from '../bureau/dispute-clocks.js';
import type { Tables } from '../db/tables.js';
import type { CreditDisputesTable } from './loan-tables.js';

/**
 * The disputes borrowers told us they raised about a loan's credit record. At most one per loan
 * is open (a unique index on the open ones), so a dispute is recorded once however many taps
 * arrive together; resolving one lets the next be raised.
 */

export interface StoredDispute extends DisputeRecord {
  id: string;
  loanId: string;
}

function disputeOf(row: CreditDisputesTable): StoredDispute {
  return {
    id: row.id,
    loanId: row.loan_id,
    against: [
      ...(row.against_bureau ? (['bureau'] as const) : []),
      ...(row.against_lender ? (['lender'] as const) : []),
    ],
    filedOn: row.filed_on,
    resolvedOn: row.resolved_on,
  };
}

/** Records a new open dispute; null when the loan already has one open. */
export async function recordDispute(
  db: Kysely<Tables>,
  now: Date,
  entry: {
    panDigest: string;
    loanId: string;
    against: readonly DisputeParty[];
    filedOn: string;
  },
): Promise<StoredDispute | null> {
  const row = await db
    .insertInto('credit_disputes')
    .values({
      id: randomUUID(),
      pan_digest: entry.panDigest,
      loan_id: entry.loanId,
      against_bureau: entry.against.includes('bureau'),
      against_lender: entry.against.includes('lender'),
      filed_on: entry.filedOn,
      recorded_at: now,
      resolved_on: null,
      resolved_at: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? disputeOf(row) : null;
}

/** Loan id → its newest dispute (the open one, else the last resolved), for one borrower. */
export async function borrowerDisputes(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<Map<string, StoredDispute>> {
  const rows = await db
    .selectFrom('credit_disputes')
    .selectAll()
    .where('pan_digest', '=', panDigest)
    .orderBy('recorded_at', 'asc')
    .execute();
  const newest = new Map<string, StoredDispute>();
  for (const row of rows) {
    const current = newest.get(row.loan_id);
    // An open dispute is the one to show; among closed ones, the latest.
    if (!current || current.resolvedOn !== null) newest.set(row.loan_id, disputeOf(row));
  }
  return newest;
}

/** The loan's open dispute, or null. */
export async function openDispute(
  db: Kysely<Tables>,
  panDigest: string,
  loanId: string,
): Promise<StoredDispute | null> {
  const row = await db
    .selectFrom('credit_disputes')
    .selectAll()
    .where('pan_digest', '=', panDigest)
    .where('loan_id', '=', loanId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return row ? disputeOf(row) : null;
}

/** Closes an open dispute; false when it was no longer open (resolved by another request). */
export async function resolveDispute(
  db: Kysely<Tables>,
  now: Date,
  entry: { id: string; resolvedOn: string },
): Promise<boolean> {
  const result = await db
    .updateTable('credit_disputes')
    .set({ resolved_on: entry.resolvedOn, resolved_at: now })
    .where('id', '=', entry.id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function purgeBorrowerDisputes(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<number> {
  const result = await db
    .deleteFrom('credit_disputes')
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
