import { describe, expect, it } from 'vitest';
import {
  approvedBatch,
  type BatchBorrower,
  batchBorrower,
  batchClient,
  endedBatch,
} from '../../../tests/support/batch-journey.js';
import { bearer, latestOtp, sandboxPersona } from '../../../tests/support/borrower.js';
import { listDocuments, urlOf } from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { ConsentRecord } from '../../shared/api/consents.js';
import type { LoanDocument } from '../../shared/api/documents.js';
import { documentFileName } from '../../shared/documents.js';
import {
  choosableFinancialYears,
  financialYearOf,
  financialYearStartingIn,
  lastCompleteFinancialYear,
} from '../../shared/financial-year.js';
import { indiaDate } from '../bureau/calendar.js';
import { financialYearRepayments } from '../bureau/loan-math.js';
import { amountsIn, extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';

/**
 * Interest certificates through the batch API: chosen like the other documents with a financial
 * year, made by the lender's job, listed and filed under their year, and their numbers read back.
 */

function requestFor(
  borrower: BatchBorrower,
  loanId: string,
  documents: ReadonlyArray<{ documentType: string; financialYear?: string }>,
) {
  return {
    panNumber: borrower.panNumber,
    selectedLoans: [{ loanId, requestedDocuments: documents }],
  };
}

async function certificatesOf(
  app: Parameters<typeof listDocuments>[0],
  borrower: BatchBorrower,
): Promise<LoanDocument[]> {
  return (await listDocuments(app, borrower.accessToken)).filter(
    (document) => document.documentType === 'interest_certificate',
  );
}

forEachApp((getApp) => {
  describe('interest certificate', () => {
    it('is made for the year chosen, named and filed under it, with the schedule’s amounts', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const homeLoan = borrower.loans.find((loan) => loan.loanType === 'home_loan')!;
      const today = indiaDate(clock.now());
      const year = lastCompleteFinancialYear(today);
      const client = batchClient(app, borrower);

      const created = await client.create(
        requestFor(borrower, homeLoan.loanId, [
          { documentType: 'statement_of_account' },
          { documentType: 'interest_certificate', financialYear: year },
        ]),
      );
      expect(created.statusCode, created.body).toBe(200);
      const { batchId } = created.json();
      const sent = await client.sendOtp(batchId);
      expect(sent.statusCode).toBe(200);
      expect(
        (await client.verifyOtp(batchId, await latestOtp(app, borrower.mobile))).statusCode,
      ).toBe(200);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');

      const [certificate] = await certificatesOf(app, borrower);
      expect(certificate).toMatchObject({
        status: 'ready',
        bankName: homeLoan.bankName,
        displayName: `Interest Certificate FY ${year}`,
        fileName: documentFileName(homeLoan.bankName, `Interest Certificate FY ${year}`),
        financialYear: year,
        version: 1,
        isCurrent: true,
      });
      expect(certificate?.fileName).toBe(
        `${homeLoan.bankName.replace(/ /g, '_')}_InterestCertificateFY${year}.pdf`,
      );

      const download = await app.inject({
        method: 'GET',
        url: urlOf(certificate!, 'download_url'),
      });
      expect(download.statusCode).toBe(200);
      const pdf = await extractPdfText(download.rawPayload);
      const account = (
        await app.providers.bureau.fetchReport(persona.panNumber, today)
      ).accounts.find((loan) => loan.loanId === homeLoan.loanId)!;
      const repayments = financialYearRepayments(account, year);
      expect(repayments.instalments).toHaveLength(12);
      expect(amountsIn(lineWith(pdf, 'Interest for the year'))).toEqual([
        repayments.interestPaise,
        repayments.principalPaise,
      ]);
      expect(amountsIn(lineWith(pdf, 'Total ₹'))).toEqual([
        repayments.emiPaise,
        repayments.principalPaise,
        repayments.interestPaise,
      ]);
      expect(pdf.text).toContain('Interest Certificate');
      expect(pdf.text).not.toContain('Provisional');
      expect(pdf.text).toContain(homeLoan.accountId);

      // The batch's consent names the certificate with its year.
      const consents = await app.inject({
        method: 'GET',
        url: '/api/consents',
        headers: bearer(borrower.accessToken),
      });
      const batchConsent = consents
        .json<{ consents: ConsentRecord[] }>()
        .consents.find((consent) => consent.purpose.kind === 'batch-documents');
      expect(batchConsent?.dataFetched).toContain(
        `Interest Certificate FY ${year} — ${homeLoan.bankName}, loan ${homeLoan.accountId}`,
      );
    });

    it('defaults to the last complete year, keeps each year its own, and marks the current one provisional', async () => {
      const { app, clock } = getApp();
      const persona = await sandboxPersona(app, 'overdue');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const loan = borrower.loans.find((candidate) => candidate.loanType === 'home_loan')!;
      const today = indiaDate(clock.now());
      const current = financialYearOf(today);
      const client = batchClient(app, borrower);

      for (const documents of [
        [{ documentType: 'interest_certificate' }],
        [{ documentType: 'interest_certificate', financialYear: current }],
      ]) {
        const created = await client.create(requestFor(borrower, loan.loanId, documents));
        expect(created.statusCode, created.body).toBe(200);
        const { batchId } = created.json();
        await client.sendOtp(batchId);
        await client.verifyOtp(batchId, await latestOtp(app, borrower.mobile));
        expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      }

      const certificates = await certificatesOf(app, borrower);
      expect(certificates.map((document) => document.financialYear).sort()).toEqual(
        [lastCompleteFinancialYear(today), current].sort(),
      );
      // Two years are two documents, each current, not versions of one another.
      expect(certificates.every((document) => document.isCurrent && document.version === 1)).toBe(
        true,
      );
      const provisional = certificates.find((document) => document.financialYear === current)!;
      const pdf = await extractPdfText(
        (await app.inject({ method: 'GET', url: urlOf(provisional, 'view_url') })).rawPayload,
      );
      expect(pdf.text).toContain('Provisional Interest Certificate');
    });

    it('refuses a year it cannot make, in plain words', async () => {
      const { app, clock } = getApp();
      const borrower = await batchBorrower(app);
      const loanId = borrower.loans[0]!.loanId;
      const client = batchClient(app, borrower);
      const years = choosableFinancialYears(indiaDate(clock.now()));
      const next = financialYearStartingIn(Number(years[0]!.slice(0, 4)) + 1);

      const cases: Array<[object, string, string]> = [
        [
          [{ documentType: 'interest_certificate', financialYear: next }],
          'FINANCIAL_YEAR_OUT_OF_RANGE',
          `Please choose a financial year from ${years.at(-1)} to ${years[0]}: the current year or one of the eight before it.`,
        ],
        [
          [{ documentType: 'interest_certificate', financialYear: '2025-2026' }],
          'INVALID_REQUEST',
          'Please choose a financial year such as 2025-26 (April 2025 to March 2026).',
        ],
        [
          [{ documentType: 'statement_of_account', financialYear: years[1] }],
          'INVALID_REQUEST',
          'A financial year can be chosen for an interest certificate only.',
        ],
        [
          [
            { documentType: 'interest_certificate', financialYear: years[1] },
            { documentType: 'interest_certificate', financialYear: years[2] },
          ],
          'INVALID_REQUEST',
          "Please choose one financial year for each loan's interest certificate.",
        ],
      ];
      for (const [documents, error, message] of cases) {
        const response = await client.create({
          panNumber: borrower.panNumber,
          selectedLoans: [{ loanId, requestedDocuments: documents }],
        });
        expect(response.statusCode, JSON.stringify(documents)).toBe(400);
        expect(response.json()).toMatchObject({ error, message });
      }
    });

    it('is asked for with every other document by Select All, for the last complete year', async () => {
      const { app, clock } = getApp();
      const borrower = await batchBorrower(app);
      const batchId = await approvedBatch(app, borrower, ['interest_certificate']);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const certificates = await certificatesOf(app, borrower);
      expect(certificates).toHaveLength(borrower.loans.length);
      const year = lastCompleteFinancialYear(indiaDate(clock.now()));
      expect(certificates.every((document) => document.financialYear === year)).toBe(true);
    });
  });
});
