import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { decryptText, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';
import type { CreditReport } from './credit-report.js';

/**
 * Credit reports fetched under a consent, sealed at rest. Every number shown about a loan is
 * read back from here, so the loans list, the dashboard and the documents agree.
 */

export async function saveCreditReport(
  db: Kysely<Tables>,
  secrets: Secrets,
  fetchedAt: Date,
  stored: { consentId: string; panDigest: string; report: CreditReport },
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db
    .insertInto('credit_reports')
    .values({
      id,
      consent_id: stored.consentId,
      pan_digest: stored.panDigest,
      as_of: stored.report.asOf,
      report_sealed: encryptText(secrets.masterKey, JSON.stringify(stored.report)),
      fetched_at: fetchedAt,
    })
    .execute();
  return id;
}

/** The latest report fetched under this consent, or null. */
export async function loadCreditReport(
  db: Kysely<Tables>,
  secrets: Secrets,
  consentId: string,
): Promise<CreditReport | null> {
  const row = await db
    .selectFrom('credit_reports')
    .select('report_sealed')
    .where('consent_id', '=', consentId)
    .orderBy('fetched_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? unseal(secrets, row.report_sealed) : null;
}

/** Deletes every stored report of a borrower; returns how many. */
export async function purgeBorrowerReports(db: Kysely<Tables>, panDigest: string): Promise<number> {
  const result = await db
    .deleteFrom('credit_reports')
    .where('pan_digest', '=', panDigest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function unseal(secrets: Secrets, sealed: string): CreditReport {
  const report = JSON.parse(decryptText(secrets.masterKey, sealed)) as CreditReport;
  // Reports stored before accounts carried closure dates read as having none.
  return {
    ...report,
    accounts: report.accounts.map((account) => ({
      ...account,
      closedOn: account.closedOn ?? null,
      securityReturnedOn: account.securityReturnedOn ?? null,
      chargesLevied: account.chargesLevied ?? [],
    })),
  };
}

/** Deletes the reports fetched under these consents. */
export async function purgeConsentReports(
  db: Kysely<Tables>,
  consentIds: readonly string[],
): Promise<void> {
  if (consentIds.length === 0) return;
  await db.deleteFrom('credit_reports').where('consent_id', 'in', consentIds).execute();
}

/** Deletes reports fetched before `before`. Returns how many. */
export async function purgeReportsFetchedBefore(db: Kysely<Tables>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('credit_reports')
    .where('fetched_at', '<=', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many reports were fetched under a consent. */
export async function consentReportCount(db: Kysely<Tables>, consentId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_reports')
    .select((eb) => eb.fn.countAll<number>().as('reports'))
    .where('consent_id', '=', consentId)
    .executeTakeFirstOrThrow();
  return Number(row.reports);
}
