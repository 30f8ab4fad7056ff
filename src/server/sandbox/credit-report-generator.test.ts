import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import { addMonths } from '../bureau/calendar.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { emiPaise, loanPosition } from '../bureau/loan-math.js';
import {
  generateCreditReport,
  MAX_SANDBOX_LOANS,
  sandboxLoanId,
  sandboxMobile,
} from './credit-report-generator.js';
import { findLender, findProduct } from './lenders.js';
import { individualPan, reportDate } from './sandbox-arbitraries.js';

/** What any account of any sandbox report must satisfy. */
function expectSaneAccount(account: LoanAccount, asOf: string) {
  expect(account.loanId).toMatch(/^LN[0-9A-F]{10}$/);
  const lender = findLender(account.lenderId);
  if (!lender) throw new Error(`unknown lender ${account.lenderId}`);
  const product = findProduct(lender, account.loanType);
  expect(account.bankName).toBe(lender.name);
  expect(account.rateType).toBe(product?.rateType);
  expect(account.processingFeePercent).toBe(product?.processingFeePercent);
  expect(account.foreclosureChargePercent).toBe(product?.foreclosureChargePercent);
  expect(account.penalRatePercent).toBe(lender.penalRatePercent);
  expect(account.accountNumber).toMatch(/^\d+$/);
  expect(account.accountNumber).toHaveLength(lender.accountNumber.length);
  expect(account.accountNumber.startsWith(lender.accountNumber.prefix)).toBe(true);
  const [lowRate, highRate] = product?.ratePercent ?? [0, 0];
  expect(account.annualRatePercent).toBeGreaterThanOrEqual(lowRate);
  expect(account.annualRatePercent).toBeLessThanOrEqual(highRate);
  expect(Number.isInteger(account.principalPaise)).toBe(true);
  expect(account.principalPaise).toBeGreaterThan(0);
  // Position: only ever loanPosition's own numbers.
  expect(account.asOf).toBe(asOf);
  expect(account.emiPaise).toBe(
    emiPaise(account.principalPaise, account.annualRatePercent, account.tenureMonths),
  );
  const { asOf: _asOf, ...position } = loanPosition(account, account.missedInstalments, asOf);
  expect(account).toMatchObject(position);
  expect(account.outstandingPaise).toBeLessThanOrEqual(account.principalPaise);
  expect(account.outstandingPaise).toBeGreaterThan(0);
  expect(account.status).toBe(account.missedInstalments > 0 ? 'OVERDUE' : 'ACTIVE');
  expect(account.overduePaise > 0).toBe(account.missedInstalments > 0);
  expect(account.nextDueDate).not.toBeNull();
  expect(account.nextDueDate! > asOf).toBe(true);
  expect(Number(account.firstDueDate.slice(8))).toBeLessThanOrEqual(28);
  expect(account.firstDueDate <= asOf).toBe(true);
  expect(account.sanctionedOn <= account.disbursedOn).toBe(true);
  expect(account.disbursedOn < account.firstDueDate).toBe(true);
}

describe('sandbox credit report', () => {
  it('is the same for the same PAN and date', () => {
    fc.assert(
      fc.property(individualPan, reportDate, (pan, asOf) => {
        expect(generateCreditReport(pan, asOf, 'now')).toEqual(
          generateCreditReport(pan, asOf, 'now'),
        );
      }),
      propertyRuns(200),
    );
  });

  it('holds 0 to 6 sane, running accounts and a score for any individual PAN on any date', () => {
    fc.assert(
      fc.property(individualPan, reportDate, (pan, asOf) => {
        const report = generateCreditReport(pan, asOf, 'now');
        expect(report.panNumber).toBe(pan);
        expect(report.asOf).toBe(asOf);
        expect(report.creditScore).toBeGreaterThanOrEqual(300);
        expect(report.creditScore).toBeLessThanOrEqual(900);
        expect(report.accounts.length).toBeLessThanOrEqual(MAX_SANDBOX_LOANS);
        const loanIds = report.accounts.map((account) => account.loanId);
        expect(new Set(loanIds).size).toBe(loanIds.length);
        for (const account of report.accounts) expectSaneAccount(account, asOf);
      }),
      propertyRuns(300),
    );
  });

  it('keeps the same loans from month to month; only dates and the position move', () => {
    fc.assert(
      fc.property(
        individualPan,
        reportDate,
        fc.integer({ min: 1, max: 36 }),
        (pan, asOf, months) => {
          const later = addMonths(asOf, months);
          const before = generateCreditReport(pan, asOf, 'now').accounts;
          const after = generateCreditReport(pan, later, 'now').accounts;
          const identity = ({
            loanId,
            lenderId,
            loanType,
            accountNumber,
            principalPaise,
            annualRatePercent,
            tenureMonths,
          }: LoanAccount) => ({
            loanId,
            lenderId,
            loanType,
            accountNumber,
            principalPaise,
            annualRatePercent,
            tenureMonths,
          });
          expect(after.map(identity)).toEqual(before.map(identity));
          for (const account of after) expectSaneAccount(account, later);
        },
      ),
      propertyRuns(100),
    );
  });

  it('varies across PANs: every loan type, many lenders, empty and full files', () => {
    const reports = Array.from({ length: 400 }, (_, index) =>
      generateCreditReport(
        `ABCP${'ABCDEFGHIJ'[index % 10]}${String(index).padStart(4, '0')}K`,
        '2026-01-15',
        'now',
      ),
    );
    const accounts = reports.flatMap((report) => report.accounts);
    expect(new Set(accounts.map((account) => account.loanType))).toEqual(
      new Set(['home_loan', 'personal_loan', 'business_loan', 'auto_loan']),
    );
    expect(new Set(accounts.map((account) => account.lenderId)).size).toBeGreaterThan(30);
    const counts = new Set(reports.map((report) => report.accounts.length));
    expect(counts).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(accounts.some((account) => account.status === 'OVERDUE')).toBe(true);
    expect(accounts.filter((account) => account.status === 'ACTIVE').length).toBeGreaterThan(
      accounts.length / 2,
    );
    expect(new Set(accounts.map((account) => account.rateType))).toEqual(
      new Set(['FIXED', 'FLOATING']),
    );
  });

  it('gives companies and other non-individual holders no consumer history', () => {
    const report = generateCreditReport('AAACT1234Q', '2026-01-15', 'now');
    expect(report.creditScore).toBeNull();
    expect(report.accounts).toEqual([]);
  });

  it('refuses a malformed PAN', () => {
    expect(() => generateCreditReport('ABCDE1234F', '2026-01-15', 'now')).toThrow(
      /not a valid PAN/i,
    );
    expect(() => generateCreditReport('abcpe1234f', '2026-01-15', 'now')).toThrow(
      /not a valid PAN/i,
    );
  });

  it('derives a stable valid mobile and opaque loan ids from the PAN', () => {
    fc.assert(
      fc.property(individualPan, (pan) => {
        expect(sandboxMobile(pan)).toMatch(/^[6-9]\d{9}$/);
        expect(sandboxMobile(pan)).toBe(sandboxMobile(pan));
        expect(sandboxLoanId(pan, 0)).not.toBe(sandboxLoanId(pan, 1));
      }),
    );
    expect(sandboxMobile('AQMPS4821K')).toBe('9811402237');
  });
});
