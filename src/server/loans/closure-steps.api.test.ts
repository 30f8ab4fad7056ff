import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { approvedBatch, batchBorrower, endedBatch } from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  sandboxPersona,
  signedInBorrower,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { Loan, LoansResponse } from '../../shared/api/loans.js';
import { formatDate, maskPan } from '../../shared/format.js';
import { bureauReporting } from '../bureau/bureau-reporting.js';
import { addDays, daysBetween, indiaDate } from '../bureau/calendar.js';
import type { CreditReport, LoanAccount } from '../bureau/credit-report.js';
import { loadCreditReport, saveCreditReport } from '../bureau/report-store.js';
import { extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';

/**
 * What follows a repaid loan beyond its papers, through Fastify's inject for the closed-loans
 * persona: when the credit report should show it closed (and that it still shows it open), the
 * letter asking for the CERSAI satisfaction of a house, and Form 35 for a vehicle — the car loan
 * repaid in a later report the bureau gives.
 */

const DAY_MS = 86_400_000;

async function loansOf(app: FastifyInstance, token: string): Promise<Loan[]> {
  const response = await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoansResponse>().loans;
}

function loanPdf(
  app: FastifyInstance,
  token: string | undefined,
  loanId: string,
  file: 'cersai-letter' | 'form-35',
) {
  return app.inject({
    method: 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/${file}`,
    remoteAddress: borrowerAddress(),
    headers: token ? bearer(token) : {},
  });
}

function loanOfType(loans: readonly Loan[], loanType: Loan['loanType']): Loan {
  const loan = loans.find((candidate) => candidate.loanType === loanType);
  if (!loan) throw new Error(`no ${loanType}`);
  return loan;
}

/**
 * The bureau's next report of the borrower, as of today, with `change` made to some of its
 * accounts: stored under their consent as a refresh would store it.
 */
async function laterReport(
  app: FastifyInstance,
  consentId: string,
  change: (account: LoanAccount) => LoanAccount,
): Promise<CreditReport> {
  const stored = await loadCreditReport(app.database.db, app.secrets, consentId);
  const row = await app.database.db
    .selectFrom('credit_reports')
    .select('pan_digest')
    .where('consent_id', '=', consentId)
    .executeTakeFirstOrThrow();
  if (!stored) throw new Error('no stored report');
  const asOf = indiaDate(app.clock.now());
  const report = { ...stored, asOf, accounts: stored.accounts.map(change) };
  await saveCreditReport(app.database.db, app.secrets, app.clock.now(), {
    consentId,
    panDigest: row.pan_digest,
    report,
  });
  return report;
}

forEachApp((getApp) => {
  describe('a repaid home loan on the credit report', () => {
    it('says by when the report should show it closed, and that it does', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const home = loanOfType(await loansOf(app, accessToken), 'home_loan');
      const reporting = bureauReporting(home.closedOn!)!;
      // Reported as of the next 15th or month end, sent within 7 days, loaded within 5.
      expect(daysBetween(reporting.reportAsOf, reporting.bureauShowsClosedBy)).toBe(12);
      expect(home.closure?.bureauWatch).toEqual({
        ...reporting,
        bureauShowsClosed: true,
        bureauStillOpen: false,
      });
    });

    it('asks the lender for the CERSAI satisfaction within 30 days, in a letter', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const today = indiaDate(clock.now());
      const home = loanOfType(await loansOf(app, accessToken), 'home_loan');
      const fileBy = addDays(home.closedOn!, 30);
      expect(home.closure?.cersai).toEqual({ fileBy, daysLeft: daysBetween(today, fileBy) });

      const response = await loanPdf(app, accessToken, home.loanId, 'cersai-letter');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="HDFC_Bank_CERSAI_Satisfaction_Request_${home.accountId.slice(-4)}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const pdf = await extractPdfText(response.rawPayload);
      const text = pdf.text.replace(/\s+/g, ' ');
      expect(text).toContain('Grievance Redressal Officer HDFC Bank');
      expect(text).toContain(`was repaid in full on ${formatDate(home.closedOn!)}`);
      expect(text).toContain(`I request you to file the satisfaction by ${formatDate(fileBy)}`);
      expect(lineWith(pdf, 'Satisfaction due by')).toContain(formatDate(fileBy));
      expect(text).toContain(persona.holderName);
      expect(text).toContain(maskPan(persona.panNumber));
      expect(text).not.toContain(persona.panNumber);

      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(accessToken),
      });
      expect(activity.body).toContain(
        "Letter to HDFC Bank's grievance officer asking it to file the satisfaction of its charge with CERSAI downloaded",
      );

      // Past the 30 days the letter says the date has passed.
      clock.advance(14 * DAY_MS);
      const token = await signedInBorrower(app, persona.panNumber);
      const later = indiaDate(clock.now());
      expect(later > fileBy).toBe(true);
      expect(loanOfType(await loansOf(app, token), 'home_loan').closure?.cersai).toEqual({
        fileBy,
        daysLeft: 0,
      });
      const late = await loanPdf(app, token, home.loanId, 'cersai-letter');
      expect(late.statusCode, late.body).toBe(200);
      expect((await extractPdfText(late.rawPayload)).text.replace(/\s+/g, ' ')).toContain(
        `As on ${formatDate(later)}, that date has passed.`,
      );
    });

    it('has no CERSAI letter or Form 35 for the wrong loan, for someone else, or without a session', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const loans = await loansOf(app, accessToken);
      const home = loanOfType(loans, 'home_loan');

      for (const loanType of ['auto_loan', 'personal_loan'] as const) {
        const refused = await loanPdf(
          app,
          accessToken,
          loanOfType(loans, loanType).loanId,
          'cersai-letter',
        );
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: 'NOT_A_REPAID_HOME_LOAN',
          message:
            'A letter asking the lender to file the satisfaction of its charge with CERSAI is for a repaid home loan only.',
        });
      }
      for (const loan of [home, loanOfType(loans, 'auto_loan')]) {
        const refused = await loanPdf(app, accessToken, loan.loanId, 'form-35');
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: 'NOT_A_REPAID_VEHICLE_LOAN',
          message:
            'Form 35, to remove the hypothecation from the registration certificate, is for a repaid vehicle loan only.',
        });
      }
      const inHindi = await app.inject({
        method: 'GET',
        url: `/api/loans/${home.loanId}/form-35`,
        remoteAddress: borrowerAddress(),
        headers: { ...bearer(accessToken), 'accept-language': 'hi' },
      });
      expect(inHindi.json().message).toContain('फ़ॉर्म 35');

      // Another borrower's session does not reach this loan; no session, nothing.
      const other = await sandboxPersona(app, 'several-loans');
      const stranger = await verifiedBorrower(app, { panNumber: other.panNumber });
      for (const file of ['cersai-letter', 'form-35'] as const) {
        const hidden = await loanPdf(app, stranger.accessToken, home.loanId, file);
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json().message).toBe(
          'This loan is not in your credit report. Please refresh your loans and try again.',
        );
        expect((await loanPdf(app, undefined, home.loanId, file)).statusCode).toBe(401);
      }
      const badId = await loanPdf(app, accessToken, 'no such loan', 'form-35');
      expect(badId.statusCode).toBe(400);
    });
  });

  describe('a repaid car loan', () => {
    it('is tracked with Form 35 once the bureau reports it repaid, and Form 35 downloads prefilled', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const { accessToken, consentId } = await verifiedBorrower(app, {
        panNumber: persona.panNumber,
      });
      // Five days on, the bureau's next report shows the car loan repaid the day before.
      clock.advance(5 * DAY_MS);
      const repaidOn = addDays(indiaDate(clock.now()), -1);
      await laterReport(app, consentId, (account) =>
        account.loanType === 'auto_loan'
          ? {
              ...account,
              status: 'CLOSED',
              closedOn: repaidOn,
              outstandingPaise: 0,
              nextDueDate: null,
            }
          : account,
      );
      const car = loanOfType(await loansOf(app, accessToken), 'auto_loan');
      expect(car.closure).toMatchObject({
        security: 'vehicle',
        closedOn: repaidOn,
        returnBy: addDays(repaidOn, 30),
        stage: 'waiting',
        cersai: null,
        bureauWatch: { ...bureauReporting(repaidOn), bureauShowsClosed: true },
      });

      const response = await loanPdf(app, accessToken, car.loanId, 'form-35');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="State_Bank_of_India_Form_35_Hypothecation_Termination_${car.accountId.slice(-4)}.pdf"`,
      );
      const pdf = await extractPdfText(response.rawPayload);
      expect(pdf.text).toContain('FORM 35');
      expect(lineWith(pdf, 'Name of the registered owner')).toContain(persona.holderName);
      expect(lineWith(pdf, 'Name and address of the financier')).toContain(car.bankName);
      expect(lineWith(pdf, 'Registration number')).toMatch(/_{10,}$/);
      expect(pdf.text.replace(/\s+/g, ' ')).toContain(
        `has been terminated on ${formatDate(repaidOn)}`,
      );
      const refused = await loanPdf(app, accessToken, car.loanId, 'cersai-letter');
      expect(refused.statusCode).toBe(409);

      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(accessToken),
      });
      expect(activity.body).toContain(`Form 35 for your ${car.bankName} vehicle loan downloaded`);
    });
  });

  describe('a credit report that still shows a repaid loan open', () => {
    it('is flagged past the bureau’s last day, from the lender’s statement', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const home = loanOfType(borrower.loans, 'home_loan');
      const batchId = await approvedBatch(app, { ...borrower, loans: [home] }, [
        'statement_of_account',
      ]);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const reporting = bureauReporting(home.closedOn!)!;

      // A refresh after the bureau's last day still has the home loan running: HDFC Bank never
      // reported its closure.
      clock.advance(10 * DAY_MS);
      const token = await signedInBorrower(app, persona.panNumber);
      const report = await laterReport(app, borrower.consentId, (account) =>
        account.loanType === 'home_loan'
          ? { ...account, status: 'ACTIVE', closedOn: null, outstandingPaise: 1_00_000_00 }
          : account,
      );
      expect(report.asOf > reporting.bureauShowsClosedBy).toBe(true);
      const stillOpen = loanOfType(await loansOf(app, token), 'home_loan');
      expect(stillOpen.accountStatus).toBe('ACTIVE');
      expect(stillOpen.closure).toMatchObject({
        security: 'property',
        closedOn: home.closedOn,
        bureauWatch: { ...reporting, bureauShowsClosed: false, bureauStillOpen: true },
      });
      // The letters follow the lender's record of the repayment.
      const letter = await loanPdf(app, token, home.loanId, 'cersai-letter');
      expect(letter.statusCode, letter.body).toBe(200);
      expect((await extractPdfText(letter.rawPayload)).text).toContain(formatDate(home.closedOn!));
    });
  });
});
