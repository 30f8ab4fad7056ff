import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../../tests/support/databases.js';
import type { CreditReport } from '../bureau/credit-report.js';
import { digest } from '../crypto/field-encryption.js';
import { FakeClock } from '../platform/clock.js';
import { HttpProblem } from '../platform/http-problem.js';
import { type BureauReportServices, reportForBorrower } from './bureau-report.js';
import { BUREAU_REPORT_SCOPE, giveConsent, recordConsent } from './consent-store.js';

/**
 * The credit report service on its own: a database, a clock, keys, a logger and a stand-in
 * bureau — no HTTP server. The report is fetched once under the borrower's consent and kept.
 */

const PAN = 'ABCPK1234F';

function standInBureau() {
  const asked: string[] = [];
  let down = false;
  const bureau: BureauReportServices['providers']['bureau'] = {
    fetchReport: async (panNumber, asOf): Promise<CreditReport> => {
      asked.push(asOf);
      if (down) throw new Error('bureau timed out');
      return { panNumber, creditScore: 771, asOf, generatedAt: `${asOf}T06:00:00Z`, accounts: [] };
    },
  };
  return { bureau, asked, goDown: () => (down = true) };
}

/** A logger whose warnings the test can read. */
function recordingLog() {
  const lines: { msg: string; reason?: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

forEachDatabase((getDatabase) => {
  describe('the borrower’s credit report', () => {
    function services() {
      const { bureau, asked, goDown } = standInBureau();
      const { log, lines } = recordingLog();
      const built: BureauReportServices = {
        database: getDatabase(),
        clock: new FakeClock('2026-11-20T10:00:00+05:30'),
        secrets: { masterKey: randomBytes(32), hmacKey: randomBytes(32) },
        providers: { bureau },
        log,
      };
      const borrower = { panNumber: PAN, panDigest: digest(built.secrets.hmacKey, 'pan', PAN) };
      return { built, borrower, asked, goDown, warnings: lines };
    }

    async function consentGiven({ built }: ReturnType<typeof services>) {
      const { db } = built.database;
      const now = built.clock.now();
      const id = await recordConsent(db, built.secrets, now, {
        purpose: 'bureau-report',
        scope: BUREAU_REPORT_SCOPE,
        panNumber: PAN,
      });
      expect(await giveConsent(db, id, now)).toBe(true);
      return id;
    }

    it('asks for a consent first, and does not ask the bureau', async () => {
      const given = services();
      const refused = await reportForBorrower(given.built, given.borrower).catch((error) => error);
      expect(refused).toBeInstanceOf(HttpProblem);
      expect(refused).toMatchObject({ statusCode: 409, code: 'CONSENT_REQUIRED' });
      expect(given.asked).toEqual([]);
    });

    it('fetches the report as of today in India once, then reads the one kept', async () => {
      const given = services();
      const consentId = await consentGiven(given);
      const first = await reportForBorrower(given.built, given.borrower);
      expect(first).toMatchObject({ consentId, creditScore: 771, asOf: '2026-11-20' });
      const again = await reportForBorrower(given.built, given.borrower);
      expect(again).toEqual(first);
      expect(given.asked).toEqual(['2026-11-20']);
    });

    it('says the bureau is unavailable, without the borrower’s PAN in the log', async () => {
      const given = services();
      await consentGiven(given);
      given.goDown();
      const refused = await reportForBorrower(given.built, given.borrower).catch((error) => error);
      expect(refused).toMatchObject({ statusCode: 502, code: 'BUREAU_UNAVAILABLE' });
      expect(given.warnings).toEqual([
        expect.objectContaining({ msg: 'credit report unavailable', reason: 'bureau timed out' }),
      ]);
      expect(JSON.stringify(given.warnings)).not.toContain(PAN);
    });
  });
});
