import type { FastifyInstance } from 'fastify';
import type { Borrower } from '../auth/access-tokens.js';
import { indiaDate } from '../bureau/calendar.js';
import type { CreditReport } from '../bureau/credit-report.js';
import { loadCreditReport, saveCreditReport } from '../bureau/report-store.js';
import { HttpProblem } from '../plugins/errors.js';

/** Fetches the borrower's report as of today in India and stores it under the consent. */
export async function fetchBureauReport(
  app: FastifyInstance,
  borrower: Pick<Borrower, 'consentId' | 'panNumber' | 'panDigest'>,
): Promise<CreditReport> {
  const report = await app.providers.bureau.fetchReport(
    borrower.panNumber,
    indiaDate(app.clock.now()),
  );
  await saveCreditReport(app.database.db, app.secrets, app.clock.now(), {
    consentId: borrower.consentId,
    panDigest: borrower.panDigest,
    report,
  });
  return report;
}

/**
 * The one report every number about this borrower's loans comes from: the one stored under
 * their consent, fetched now only if the bureau did not answer at consent time. A bureau that
 * still does not answer is a 502 the borrower can retry.
 */
export async function reportForBorrower(
  app: FastifyInstance,
  borrower: Pick<Borrower, 'consentId' | 'panNumber' | 'panDigest'>,
): Promise<CreditReport> {
  const stored = await loadCreditReport(app.database.db, app.secrets, borrower.consentId);
  if (stored) return stored;
  try {
    return await fetchBureauReport(app, borrower);
  } catch (error) {
    app.log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'credit report unavailable',
    );
    throw new HttpProblem(
      502,
      'BUREAU_UNAVAILABLE',
      'We could not get your credit report right now. Please try again in a minute.',
    );
  }
}
