import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';
import type { Borrower } from '../auth/sessions.js';
import { indiaDate } from '../bureau/calendar.js';
import type { CreditReport } from '../bureau/credit-report.js';
import { loadCreditReport, saveCreditReport } from '../bureau/report-store.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Database } from '../db/database.js';
import { sentence } from '../i18n/messages.js';
import type { Clock } from '../platform/clock.js';
import { HttpProblem } from '../platform/http-problem.js';
import type { Providers } from '../providers/providers.js';
import { activeBureauConsent } from './consent-store.js';

/** What fetching and keeping a borrower's credit report uses: the bureau and no other party. */
export interface BureauReportServices {
  database: Database;
  clock: Clock;
  secrets: Secrets;
  providers: { bureau: Pick<Providers['bureau'], 'fetchReport'> };
  log: FastifyBaseLogger;
}

/** Fetches the borrower's report as of today in India and stores it under the consent. */
export async function fetchBureauReport(
  services: BureauReportServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'> & { consentId: string },
): Promise<CreditReport> {
  const report = await services.providers.bureau.fetchReport(
    borrower.panNumber,
    indiaDate(services.clock.now()),
  );
  const now = services.clock.now();
  await saveCreditReport(services.database.db, services.secrets, now, {
    consentId: borrower.consentId,
    panDigest: borrower.panDigest,
    report,
  });
  await recordAudit(services.database.db, services.secrets.hmacKey, now, {
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
  services: BureauReportServices,
  borrower: Pick<Borrower, 'panNumber' | 'panDigest'>,
): Promise<CreditReport & { consentId: string }> {
  const consent = await activeBureauConsent(
    services.database.db,
    borrower.panDigest,
    services.clock.now(),
  );
  if (!consent) {
    throw new HttpProblem(409, 'CONSENT_REQUIRED', sentence('bureauConsentNeeded'));
  }
  const stored = await loadCreditReport(services.database.db, services.secrets, consent.id);
  if (stored) return { ...stored, consentId: consent.id };
  try {
    const fetched = await fetchBureauReport(services, { ...borrower, consentId: consent.id });
    return { ...fetched, consentId: consent.id };
  } catch (error) {
    services.log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'credit report unavailable',
    );
    throw new HttpProblem(502, 'BUREAU_UNAVAILABLE', sentence('bureauUnavailable'));
  }
}
