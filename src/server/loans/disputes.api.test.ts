import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { approvedBatch, batchBorrower, endedBatch } from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  sandboxPersona,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import { inProcess, tally } from '../../../tests/support/concurrency.js';
import { forEachApp, type TestApp } from '../../../tests/support/test-app.js';
import type { Loan, LoansResponse } from '../../shared/api/loans.js';
import { formatDate, formatInrPaise, maskPan } from '../../shared/format.js';
import { buildApp } from '../app.js';
import { addDays, indiaDate } from '../bureau/calendar.js';
import { digest } from '../crypto/field-encryption.js';
import { extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';

/**
 * A dispute about a loan's credit record on the RBI's clocks, through Fastify's inject, for the
 * bureau-mismatch persona (the bureau still shows a repaid ICICI Bank loan overdue): recording
 * it, its clocks and compensation on the loans answer, the letters each missed clock gives,
 * resolving it only once a fresh credit report agrees, and one open dispute however many taps
 * arrive together.
 */

function loansOf(app: FastifyInstance, token: string): Promise<Loan[]> {
  return app
    .inject({ method: 'GET', url: '/api/loans', headers: bearer(token) })
    .then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LoansResponse>().loans;
    });
}

function fileDispute(
  app: FastifyInstance,
  token: string,
  loanId: string,
  payload: unknown,
  language?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/loans/${encodeURIComponent(loanId)}/disputes`,
    remoteAddress: borrowerAddress(),
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

function resolve(app: FastifyInstance, token: string, loanId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/loans/${encodeURIComponent(loanId)}/disputes/resolve`,
    remoteAddress: borrowerAddress(),
    headers: bearer(token),
  });
}

function letter(app: FastifyInstance, token: string, loanId: string, to: string) {
  return app.inject({
    method: 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/disputes/letters/${to}`,
    remoteAddress: borrowerAddress(),
    headers: bearer(token),
  });
}

/**
 * The persona with ICICI Bank's statement in hand, so the record check has run — starting afresh:
 * what an earlier test left of theirs is deleted first.
 */
async function mismatchedBorrower({ app, clock }: TestApp) {
  // Past the hour's codes the tests before asked for this persona's mobile.
  clock.advance(61 * 60_000);
  const persona = await sandboxPersona(app, 'bureau-mismatch');
  const earlier = await verifiedBorrower(app, { panNumber: persona.panNumber });
  const deleted = await app.inject({
    method: 'DELETE',
    url: '/api/my-data',
    remoteAddress: borrowerAddress(),
    headers: bearer(earlier.accessToken),
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
  const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
  expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
  const [personal, car] = (await loansOf(app, borrower.accessToken)) as [Loan, Loan];
  expect(personal).toMatchObject({ bankName: 'ICICI Bank', dispute: null });
  expect(personal.recordCheck?.mismatches).toHaveLength(3);
  return { persona, borrower, personal, car };
}

forEachApp((getApp) => {
  describe('a dispute about a loan’s credit record', () => {
    it('runs on the RBI’s clocks: ₹1,500 owed 45 days after a complaint to the bureau, and the letters', async () => {
      const { app, clock } = getApp();
      const { persona, borrower, personal, car } = await mismatchedBorrower(getApp());
      const today = indiaDate(clock.now());
      const filedOn = addDays(today, -45);

      const filed = await fileDispute(app, borrower.accessToken, personal.loanId, {
        against: ['bureau'],
        filed_on: filedOn,
      });
      expect(filed.statusCode, filed.body).toBe(200);
      const expected = {
        against: ['bureau'],
        filedOn,
        lenderDueBy: addDays(filedOn, 21),
        bureauDueBy: addDays(filedOn, 30),
        daysOverdue: 15,
        compensationDueRupees: 1_500,
        status: 'overdue',
        resolvedOn: null,
        compensationPayableBy: null,
        letters: ['lender', 'bureau', 'ombudsman'],
      };
      expect(filed.json()).toEqual({ success: true, dispute: expected });
      const [listed, other] = (await loansOf(app, borrower.accessToken)) as [Loan, Loan];
      expect(listed.dispute).toEqual(expected);
      expect(other).toMatchObject({ loanId: car.loanId, dispute: null });

      // A second while it is open is refused with a sentence, and nothing more is written.
      const twice = await fileDispute(app, borrower.accessToken, personal.loanId, {
        against: ['lender'],
        filed_on: today,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        error: 'DISPUTE_ALREADY_OPEN',
        message: `You already have an open dispute about your ICICI Bank loan, raised on ${formatDate(filedOn)}. Mark it resolved before you record another.`,
      });
      const rows = await app.database.db
        .selectFrom('credit_disputes')
        .selectAll()
        .where('pan_digest', '=', digest(app.secrets.hmacKey, 'pan', persona.panNumber))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ against_bureau: true, against_lender: false });

      // Each letter the missed clocks give, with the dates and the compensation.
      const toLender = await letter(app, borrower.accessToken, personal.loanId, 'lender');
      expect(toLender.statusCode, toLender.body).toBe(200);
      expect(toLender.headers['content-disposition']).toBe(
        `attachment; filename="ICICI_Bank_Credit_Dispute_Letter_to_Nodal_Officer_${personal.accountId.slice(-4)}.pdf"`,
      );
      const lenderPdf = await extractPdfText(toLender.rawPayload);
      expect(lenderPdf.text).toContain('The Nodal Officer');
      expect(lenderPdf.text).toContain('ICICI Bank');
      expect(lenderPdf.text).toContain(formatDate(filedOn));
      expect(lenderPdf.text).toContain(formatDate(addDays(filedOn, 21)));
      expect(lenderPdf.text).toContain(formatDate(addDays(filedOn, 30)));
      expect(lineWith(lenderPdf, 'Days overdue')).toContain('15');
      expect(lenderPdf.text).toContain(formatInrPaise(1_500_00));
      expect(lenderPdf.text).toContain('RBI/2023-24/72');
      expect(lenderPdf.text).toContain(maskPan(persona.panNumber));
      expect(lenderPdf.text).not.toContain(persona.panNumber);

      const toBureau = await letter(app, borrower.accessToken, personal.loanId, 'bureau');
      expect(toBureau.statusCode).toBe(200);
      const bureauPdf = await extractPdfText(toBureau.rawPayload);
      expect(bureauPdf.text).toContain('credit bureau’s nodal officer');
      expect(lineWith(bureauPdf, 'Status')).toContain('Overdue');
      expect(bureauPdf.text).toContain(formatInrPaise(1_500_00));

      const ombudsman = await letter(app, borrower.accessToken, personal.loanId, 'ombudsman');
      expect(ombudsman.statusCode).toBe(200);
      const ombudsmanPdf = await extractPdfText(ombudsman.rawPayload);
      expect(ombudsmanPdf.text).toContain('https://cms.rbi.org.in');
      expect(ombudsmanPdf.text).toContain('Relief sought');

      expect((await letter(app, borrower.accessToken, personal.loanId, 'nobody')).statusCode).toBe(
        400,
      );
      const activity = await app.inject({
        method: 'GET',
        url: '/api/activity',
        headers: bearer(borrower.accessToken),
      });
      expect(activity.body).toContain("Dispute about your ICICI Bank loan's credit record noted");
      expect(activity.body).toContain(
        "Letter to ICICI Bank's nodal officer about your credit record downloaded",
      );
      expect(activity.body).toContain(
        "Complaint for the RBI Ombudsman about your ICICI Bank loan's credit record downloaded",
      );

      // Another borrower knows the loan id but can neither file nor read anything of it.
      const stranger = await sandboxPersona(app, 'several-loans');
      const { accessToken } = await verifiedBorrower(app, { panNumber: stranger.panNumber });
      const theirs = await fileDispute(app, accessToken, personal.loanId, {
        against: ['bureau'],
        filed_on: today,
      });
      expect(theirs.statusCode).toBe(404);
      expect((await letter(app, accessToken, personal.loanId, 'lender')).statusCode).toBe(404);
      expect((await resolve(app, accessToken, personal.loanId)).statusCode).toBe(404);
    });

    it('takes a day between the loan’s opening and today, and someone to have complained to', async () => {
      const { app, clock } = getApp();
      // Any loan can be disputed, with or without the lender's statement.
      const borrower = await batchBorrower(app);
      const car = borrower.loans[0]!;
      const today = indiaDate(clock.now());
      const report = await app.providers.bureau.fetchReport(borrower.panNumber, today);
      const openedOn = report.accounts.find(
        (account) => account.loanId === car.loanId,
      )!.disbursedOn;

      const refusals = [
        [{ against: ['lender'], filed_on: addDays(today, 1) }, 'DISPUTE_DATE_OUT_OF_RANGE'],
        [{ against: ['lender'], filed_on: addDays(openedOn, -1) }, 'DISPUTE_DATE_OUT_OF_RANGE'],
        [{ against: [], filed_on: today }, 'INVALID_REQUEST'],
        [{ against: ['lender', 'lender'], filed_on: today }, 'INVALID_REQUEST'],
        [{ against: ['rbi'], filed_on: today }, 'INVALID_REQUEST'],
        [{ against: ['lender'], filed_on: '2026-02-30' }, 'INVALID_REQUEST'],
        [{ against: ['lender'] }, 'INVALID_REQUEST'],
      ] as const;
      for (const [payload, code] of refusals) {
        const refused = await fileDispute(app, borrower.accessToken, car.loanId, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().error).toBe(code);
      }
      const future = await fileDispute(app, borrower.accessToken, car.loanId, {
        against: ['lender'],
        filed_on: addDays(today, 1),
      });
      expect(future.json().message).toBe(
        `The day you raised the dispute cannot be after today (${formatDate(today)}). Please record it once you have raised it.`,
      );
      const early = await fileDispute(
        app,
        borrower.accessToken,
        car.loanId,
        { against: ['lender'], filed_on: addDays(openedOn, -1) },
        'hi',
      );
      expect(early.json().message).toContain('लोन खुलने');
      // The day is said in Hindi too: "15 जन॰ 2024", no English month.
      expect(early.json().message).toContain(formatDate(openedOn, 'hi'));
      expect(early.json().message).not.toMatch(
        /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
      );
      expect(
        (await loansOf(app, borrower.accessToken)).find((loan) => loan.loanId === car.loanId)!
          .dispute,
      ).toBeNull();

      // Filed today with the lender: both clocks run, no letter yet.
      const filed = await fileDispute(app, borrower.accessToken, car.loanId, {
        against: ['lender'],
        filed_on: today,
      });
      expect(filed.json().dispute).toMatchObject({
        status: 'waiting',
        daysOverdue: 0,
        compensationDueRupees: 0,
        letters: [],
      });
      const early2 = await letter(app, borrower.accessToken, car.loanId, 'lender');
      expect(early2.statusCode).toBe(409);
      expect(early2.json()).toMatchObject({ error: 'NOT_DUE_YET' });
    });

    it('is resolved only when a fresh credit report agrees with the lender, and counts to that day', async () => {
      const { app, clock } = getApp();
      const { borrower, personal } = await mismatchedBorrower(getApp());
      // A minute on: the fresh consent below is the newest by its time, as a refresh always is
      // (two consents given at one instant of the frozen clock would tie).
      clock.advance(60_000);
      const today = indiaDate(clock.now());
      const filedOn = addDays(today, -40);
      await fileDispute(app, borrower.accessToken, personal.loanId, {
        against: ['bureau', 'lender'],
        filed_on: filedOn,
      });

      // The report still shows the loan overdue: the dispute stays open.
      const early = await resolve(app, borrower.accessToken, personal.loanId);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: 'DISPUTE_STILL_DIFFERENT' });
      expect(early.json().message).toContain(
        "still shows this loan differently from ICICI Bank's statement",
      );
      expect((await loansOf(app, borrower.accessToken))[0]!.dispute).toMatchObject({
        status: 'overdue',
        resolvedOn: null,
      });

      // The bureau corrects its line; a fresh consent reads the corrected report.
      const lender = await app.providers.lenders.fetchAccount(
        { lenderId: 'icici-bank', panNumber: borrower.panNumber, loanId: personal.loanId },
        today,
      );
      const real = app.providers.bureau.fetchReport.bind(app.providers.bureau);
      const corrected = vi
        .spyOn(app.providers.bureau, 'fetchReport')
        .mockImplementation(async (panNumber, asOf) => {
          const report = await real(panNumber, asOf);
          return {
            ...report,
            accounts: report.accounts.map((account) =>
              account.loanId === personal.loanId
                ? {
                    ...account,
                    status: lender.status,
                    closedOn: lender.closedOn,
                    outstandingPaise: lender.outstandingPaise,
                    overduePaise: 0,
                    daysPastDue: lender.daysPastDue,
                    missedInstalments: 0,
                  }
                : account,
            ),
          };
        });
      try {
        const fresh = await verifiedBorrower(app, { panNumber: borrower.panNumber });
        const resolved = await resolve(app, fresh.accessToken, personal.loanId);
        expect(resolved.statusCode, resolved.body).toBe(200);
        expect(resolved.json().dispute).toMatchObject({
          status: 'resolved',
          resolvedOn: today,
          daysOverdue: 10,
          compensationDueRupees: 1_000,
          letters: [],
        });
        expect(resolved.json().dispute.compensationPayableBy > today).toBe(true);

        // Days later the count has stopped on the day of the resolution.
        clock.advance(3 * 86_400_000);
        const later = (await loansOf(app, fresh.accessToken))[0]!.dispute;
        expect(later).toMatchObject({ status: 'resolved', daysOverdue: 10 });
        const again = await resolve(app, fresh.accessToken, personal.loanId);
        expect(again.json()).toMatchObject({ error: 'DISPUTE_NOT_OPEN' });
        expect((await letter(app, fresh.accessToken, personal.loanId, 'lender')).statusCode).toBe(
          409,
        );
        // Once resolved, a new dispute may be raised.
        const next = await fileDispute(app, fresh.accessToken, personal.loanId, {
          against: ['bureau'],
          filed_on: indiaDate(clock.now()),
        });
        expect(next.statusCode).toBe(200);
        const activity = await app.inject({
          method: 'GET',
          url: '/api/activity',
          headers: bearer(fresh.accessToken),
        });
        expect(activity.body).toContain(
          "Dispute about your ICICI Bank loan's credit record resolved",
        );
      } finally {
        corrected.mockRestore();
      }
    });

    it('goes with the borrower’s data, and with the bureau consent it was read under', async () => {
      const { app, clock } = getApp();
      const { borrower, personal, persona } = await mismatchedBorrower(getApp());
      const panDigest = digest(app.secrets.hmacKey, 'pan', persona.panNumber);
      const disputes = () =>
        app.database.db
          .selectFrom('credit_disputes')
          .select('id')
          .where('pan_digest', '=', panDigest)
          .execute();
      const file = async (token: string) => {
        const filed = await fileDispute(app, token, personal.loanId, {
          against: ['bureau'],
          filed_on: indiaDate(clock.now()),
        });
        expect(filed.statusCode, filed.body).toBe(200);
      };

      await file(borrower.accessToken);
      const withdrawn = await app.inject({
        method: 'POST',
        url: `/api/consents/${borrower.consentId}/withdraw`,
        remoteAddress: borrowerAddress(),
        headers: bearer(borrower.accessToken),
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await disputes()).toEqual([]);

      const again = await verifiedBorrower(app, { panNumber: persona.panNumber });
      await file(again.accessToken);
      expect(await disputes()).toHaveLength(1);
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/my-data',
        remoteAddress: borrowerAddress(),
        headers: bearer(again.accessToken),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await disputes()).toEqual([]);
    });

    it('is recorded once however many taps arrive together, on every instance', async () => {
      const testApp = getApp();
      const { app, clock } = testApp;
      const borrower = await batchBorrower(app);
      const personal = borrower.loans[0]!;
      // On PostgreSQL a second instance shares the database, as two servers do.
      const databaseUrl = app.config.databaseUrl;
      const second = databaseUrl
        ? await buildApp({
            config: app.config,
            clock,
            databaseLocation: { kind: 'postgres', url: databaseUrl },
            logStream: { write: () => {} },
            webRoot: `${testApp.dataDir}/no-web-app`,
          })
        : undefined;
      try {
        const instances = [app, ...(second ? [second] : [])];
        expect(instances).toHaveLength(testApp.kind === 'postgres' ? 2 : 1);
        const filedOn = addDays(indiaDate(clock.now()), -3);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            inProcess(instances[index % instances.length]!)({
              method: 'POST',
              url: `/api/loans/${personal.loanId}/disputes`,
              token: borrower.accessToken,
              body: { against: ['bureau'], filed_on: filedOn },
            }),
          ),
        );
        expect(tally(answers)).toEqual({ OK: 1, DISPUTE_ALREADY_OPEN: 19 });
        const panDigest = digest(app.secrets.hmacKey, 'pan', borrower.panNumber);
        const rows = await app.database.db
          .selectFrom('credit_disputes')
          .select('filed_on')
          .where('pan_digest', '=', panDigest)
          .execute();
        expect(rows).toEqual([{ filed_on: filedOn }]);
        const recorded = await app.database.db
          .selectFrom('audit_events')
          .select('id')
          .where('kind', '=', 'dispute.recorded')
          .where('pan_digest', '=', panDigest)
          .execute();
        expect(recorded).toHaveLength(1);
      } finally {
        await second?.close();
      }
    });
  });
});
