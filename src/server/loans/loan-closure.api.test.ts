import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  approvedBatch,
  batchBorrower,
  batchClient,
  createBody,
  endedBatch,
} from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  sandboxPersona,
  signedInBorrower,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { listDocuments, urlOf } from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { Loan, LoansResponse } from '../../shared/api/loans.js';
import { formatDate, formatInrPaise, maskPan } from '../../shared/format.js';
import { bureauReporting } from '../bureau/bureau-reporting.js';
import { addDays, daysBetween, indiaDate } from '../bureau/calendar.js';
import { extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';

/**
 * Repaid loans through Fastify's inject, for the closed-loans persona: the tracker of a home
 * loan's papers on the loans answer, the letter to the grievance officer (its dates and the
 * compensation read back from the PDF), and which documents a repaid loan may be asked for.
 */

const DAY_MS = 86_400_000;

async function loansOf(app: FastifyInstance, token: string): Promise<Loan[]> {
  const response = await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoansResponse>().loans;
}

function closureLetter(app: FastifyInstance, token: string | undefined, loanId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/closure-letter`,
    remoteAddress: borrowerAddress(),
    headers: token ? bearer(token) : {},
  });
}

function loanOfType(loans: readonly Loan[], loanType: Loan['loanType']): Loan {
  const loan = loans.find((candidate) => candidate.loanType === loanType);
  if (!loan) throw new Error(`no ${loanType}`);
  return loan;
}

forEachApp((getApp) => {
  describe('a repaid home loan', () => {
    it('is tracked until its papers are due back, and the letter asks for them by that day', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const today = indiaDate(clock.now());
      const loans = await loansOf(app, accessToken);

      const home = loanOfType(loans, 'home_loan');
      expect(home.accountStatus).toBe('CLOSED');
      expect(home.outstandingAmount).toBe(0);
      const daysSinceClosure = daysBetween(home.closedOn!, today);
      expect(daysSinceClosure).toBeGreaterThanOrEqual(20);
      expect(daysSinceClosure).toBeLessThanOrEqual(23);
      const returnBy = addDays(home.closedOn!, 30);
      expect(home.closure).toEqual({
        security: 'property',
        returnBy,
        returnedOn: null,
        daysLeft: daysBetween(today, returnBy),
        daysLate: 0,
        compensation: 0,
        stage: 'waiting',
        closedOn: home.closedOn,
        // The report shows it closed; by when it should have is the RBI's fortnightly timetable.
        bureauWatch: {
          ...bureauReporting(home.closedOn!),
          bureauShowsClosed: true,
          bureauStillOpen: false,
        },
        cersai: { fileBy: returnBy, daysLeft: daysBetween(today, returnBy) },
      });
      // Repaid last year, and unsecured: nothing to get back.
      const personal = loanOfType(loans, 'personal_loan');
      expect(personal).toMatchObject({ accountStatus: 'CLOSED', closure: null });
      expect(daysBetween(personal.closedOn!, today)).toBeGreaterThanOrEqual(400);
      expect(loanOfType(loans, 'auto_loan')).toMatchObject({
        accountStatus: 'ACTIVE',
        closedOn: null,
        closure: null,
      });

      const response = await closureLetter(app, accessToken, home.loanId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="HDFC_Bank_Letter_to_Grievance_Officer_${home.accountId.slice(-4)}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const pdf = await extractPdfText(response.rawPayload);
      expect(pdf.text).toContain('Grievance Redressal Officer');
      expect(pdf.text).toContain(formatDate(home.closedOn!));
      expect(pdf.text).toContain(formatDate(returnBy));
      expect(pdf.text).toContain(formatDate(today));
      expect(pdf.text).toContain(persona.holderName);
      expect(pdf.text).toContain(maskPan(persona.panNumber));
      expect(pdf.text).not.toContain(persona.panNumber);

      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(accessToken),
      });
      expect(activity.body).toContain(
        "Letter to HDFC Bank's grievance officer about your loan documents downloaded",
      );
    });

    it('owes ₹5,000 a day once the papers are late, and the letter claims it', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      await verifiedBorrower(app, { panNumber: persona.panNumber });
      // Two weeks on, past the 30 days: sessions idle that long have ended, so sign in again.
      clock.advance(14 * DAY_MS);
      const token = await signedInBorrower(app, persona.panNumber);
      const today = indiaDate(clock.now());
      const home = loanOfType(await loansOf(app, token), 'home_loan');
      const returnBy = addDays(home.closedOn!, 30);
      const daysLate = daysBetween(returnBy, today);
      expect(daysLate).toBeGreaterThanOrEqual(4);
      expect(home.closure).toMatchObject({
        stage: 'late',
        daysLeft: 0,
        daysLate,
        compensation: daysLate * 5_000,
      });

      const response = await closureLetter(app, token, home.loanId);
      expect(response.statusCode, response.body).toBe(200);
      const pdf = await extractPdfText(response.rawPayload);
      expect(pdf.text).toContain(formatInrPaise(daysLate * 5_000_00));
      expect(lineWith(pdf, 'days late')).toContain(String(daysLate));
    });

    it('has no letter for a running or unsecured loan, nor for someone else’s loan or no session', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: persona.panNumber });
      const loans = await loansOf(app, accessToken);

      for (const loanType of ['auto_loan', 'personal_loan'] as const) {
        const refused = await closureLetter(app, accessToken, loanOfType(loans, loanType).loanId);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ error: 'NOTHING_TO_ASK' });
        expect(refused.json().message).toContain('repaid home or vehicle loan');
      }

      const other = await sandboxPersona(app, 'several-loans');
      const { accessToken: otherToken } = await verifiedBorrower(app, {
        panNumber: other.panNumber,
      });
      const home = loanOfType(loans, 'home_loan');
      const stranger = await closureLetter(app, otherToken, home.loanId);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toContain(home.accountId);

      expect((await closureLetter(app, undefined, home.loanId)).statusCode).toBe(401);

      const hindi = await app.inject({
        method: 'GET',
        url: `/api/loans/${loanOfType(loans, 'auto_loan').loanId}/closure-letter`,
        remoteAddress: borrowerAddress(),
        headers: { ...bearer(accessToken), 'accept-language': 'hi' },
      });
      expect(hindi.json().message).toContain('मूल दस्तावेज़ वापस माँगने का पत्र');
    });
  });

  describe('documents back in the borrower’s hands', () => {
    it('stop the count on the day the borrower gives, and end the letter', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      await verifiedBorrower(app, { panNumber: persona.panNumber });
      clock.advance(14 * DAY_MS);
      const token = await signedInBorrower(app, persona.panNumber);
      const today = indiaDate(clock.now());
      const home = loanOfType(await loansOf(app, token), 'home_loan');
      const returnBy = addDays(home.closedOn!, 30);
      const put = (loanId: string, returnedOn: unknown, headers: Record<string, string> = {}) =>
        app.inject({
          method: 'PUT',
          url: `/api/loans/${loanId}/security-return`,
          remoteAddress: borrowerAddress(),
          headers: { ...bearer(token), ...headers },
          payload: { returnedOn },
        });

      // Nothing changes for a date that cannot be right.
      for (const wrong of [
        '2026-02-30',
        'yesterday',
        addDays(home.closedOn!, -1),
        addDays(today, 1),
      ]) {
        const refused = await put(home.loanId, wrong);
        expect(refused.statusCode, wrong).toBe(400);
      }
      expect((await put(home.loanId, addDays(today, 1))).json().message).toBe(
        `The date your documents came back must be between the loan's closure (${formatDate(home.closedOn!)}) and today (${formatDate(today)}).`,
      );
      // The dates as the borrower reads them, in their language too.
      const tooLate = await put(home.loanId, addDays(today, 1), { 'accept-language': 'hi' });
      expect(tooLate.json().message).toContain(`(${formatDate(today, 'hi')})`);
      const hindi = await put(home.loanId, 'kal', { 'accept-language': 'hi' });
      expect(hindi.json().message).toContain('वह तारीख दें जब आपके दस्तावेज़ वापस मिले');
      expect(loanOfType(await loansOf(app, token), 'home_loan').closure?.stage).toBe('late');

      // Back two days after the deadline: two days late, ₹10,000, and no more counting.
      const back = addDays(returnBy, 2);
      const saved = await put(home.loanId, back);
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = {
        returnedOn: back,
        daysLeft: 0,
        daysLate: 2,
        compensation: 10_000,
        stage: 'returned',
      };
      expect(saved.json().closure).toMatchObject(expected);
      expect(loanOfType(await loansOf(app, token), 'home_loan').closure).toMatchObject(expected);
      // Still owed for those two days: the letter claims them.
      expect((await closureLetter(app, token, home.loanId)).statusCode).toBe(200);

      // Back by the deadline: nothing to ask for any more.
      expect((await put(home.loanId, returnBy)).statusCode).toBe(200);
      const refused = await closureLetter(app, token, home.loanId);
      expect(refused.statusCode).toBe(409);

      // Only repaid secured loans are tracked; nobody else's loan; delete-my-data forgets it.
      expect(
        (await put(loanOfType(await loansOf(app, token), 'auto_loan').loanId, today)).statusCode,
      ).toBe(409);
      const other = await sandboxPersona(app, 'several-loans');
      const { accessToken: otherToken } = await verifiedBorrower(app, {
        panNumber: other.panNumber,
      });
      const stranger = await app.inject({
        method: 'PUT',
        url: `/api/loans/${home.loanId}/security-return`,
        remoteAddress: borrowerAddress(),
        headers: bearer(otherToken),
        payload: { returnedOn: today },
      });
      expect(stranger.statusCode).toBe(404);
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/my-data',
        headers: bearer(token),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const rows = await app.database.db
        .selectFrom('security_returns')
        .selectAll()
        .where('loan_id', '=', home.loanId)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('documents of a repaid loan', () => {
    it('are a no-dues certificate and the final statement, never a foreclosure letter', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'closed-loans');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const client = batchClient(app, borrower);
      const home = loanOfType(borrower.loans, 'home_loan');
      const car = loanOfType(borrower.loans, 'auto_loan');

      const foreclose = await client.create(createBody(borrower, ['foreclosure_letter'], [home]));
      expect(foreclose.statusCode).toBe(400);
      expect(foreclose.json()).toMatchObject({ error: 'DOCUMENT_NOT_OFFERED' });
      expect(foreclose.json().message).toBe(
        `Your HDFC Bank loan ${home.accountId} is already repaid, so there is nothing to foreclose. Please leave out the Foreclosure Letter and continue.`,
      );
      const noDues = await client.create(createBody(borrower, ['no_dues_certificate'], [car]));
      expect(noDues.statusCode).toBe(400);
      expect(noDues.json().message).toContain(
        'A No-dues Certificate is issued once a loan is repaid',
      );

      const batchId = await approvedBatch(app, { ...borrower, loans: [home] }, [
        'no_dues_certificate',
        'statement_of_account',
      ]);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const documents = (await listDocuments(app, borrower.accessToken)).filter(
        (document) => document.requestId === batchId,
      );
      expect(documents.map((document) => document.documentType).sort()).toEqual([
        'no_dues_certificate',
        'statement_of_account',
      ]);
      const certificate = documents.find(
        (document) => document.documentType === 'no_dues_certificate',
      )!;
      const file = await app.inject({ method: 'GET', url: urlOf(certificate, 'download_url') });
      expect(file.statusCode).toBe(200);
      const pdf = await extractPdfText(file.rawPayload);
      expect(pdf.text).toContain('No-dues Certificate');
      expect(pdf.text).toContain(formatDate(home.closedOn!));
      expect(pdf.text).toContain(formatDate(addDays(home.closedOn!, 30)));
    });
  });
});
