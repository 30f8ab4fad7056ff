import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';

/**
 * The days borrowers told us a repaid loan's original documents came back. A bureau never knows
 * it and a lender's record may not say, so without this a tracker would count compensation
 * for documents already home.
 */

export async function recordSecurityReturn(
  db: Kysely<Tables>,
  now: Date,
  entry: { panDigest: string; loanId: string; returnedOn: string },
): Promise<void> {
  await db
    .insertInto('security_returns')
    .values({
      pan_digest: entry.panDigest,
      loan_id: entry.loanId,
      returned_on: entry.returnedOn,
      recorded_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['pan_digest', 'loan_id'])
        .doUpdateSet({ returned_on: entry.returnedOn, recorded_at: now }),
    )
    .execute();
}

/** Loan id → the day its documents came back, for one borrower. */
export async function borrowerSecurityReturns(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('security_returns')
    .select(['loan_id', 'returned_on'])
    .where('pan_digest', '=', panDigest)
    .execute();
  return new Map(rows.map((row) => [row.loan_id, row.returned_on]));
}

export async function purgeBorrowerSecurityReturns(
  db: Kysely<Tables>,
  panDigest: string,
): Promise<number> {
  const result = await db
    .deleteFrom('security_returns')
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
