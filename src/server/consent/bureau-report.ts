import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import type { CreditReport } from '../bureau/credit-report.js';
import { loadCreditReport, saveCreditReport } from '../bureau/report-store.js';
import { sentence } from '../i18n/messages.js';
import { HttpProblem } from '../platform/http-problem.js';
import { activeBureauConsent } from './consent-store.js';

/** Fetches the borrower's report as of today in India and stores it under the consent. */
export async function fetchBureauReport(
  app: FastifyInstance,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'> & { consentId: string },
): Promise<CreditReport> {
  const report = await app.providers.bureau.fetchReport(
    borrower.panNumber,
    indiaDate(app.clock.now()),
  );
  const now = app.clock.now();
  await saveCreditReport(app.database.db, app.secrets, now, {
    consentId: borrower.consentId,
    panDigest: borrower.panDigest,
    report,
  });
  await recordAudit(app.database.db, app.secrets.hmacKey, now, {
    kind: 'report.fetched',
    panNumber: borrower.panNumber,
    detail: { consentId: borrower.consentId, accounts: report.accounts.length },
  });
  return report;
}

/**
 * The one report every number about this borrower's loans comes from: the one stored under
 * their newest bureau consent that is still active, fetched now only if the bureau did not answer
 * at consent time. Without an active consent (never given, expired or withdrawn) the borrower is
 * asked for one; a bureau that does not answer is a 502 the borrower can retry.
 */
export async function reportForBorrower(
  app: FastifyInstance,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
): Promise<CreditReport & { consentId: string }> {
  const consent = await activeBureauConsent(app.database.db, borrower.panDigest, app.clock.now());
  if (!consent) {
    throw new HttpProblem(409, 'CONSENT_REQUIRED', sentence('bureauConsentNeeded'));
  }
  const stored = await loadCreditReport(app.database.db, app.secrets, consent.id);
  if (stored) return { ...stored, consentId: consent.id };
  try {
    const fetched = await fetchBureauReport(app, { ...borrower, consentId: consent.id });
    return { ...fetched, consentId: consent.id };
  } catch (error) {
    app.log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'credit report unavailable',
    );
    throw new HttpProblem(502, 'BUREAU_UNAVAILABLE', sentence('bureauUnavailable'));
  }
}
